<?php
// Gallery items of the seed (included by seed.php, which defines $photo, $day and $out): with the
// ACF fields (a section and a gallery of attachment ids), in two languages with their own slugs;
// with only a Gallery block in the content (no ACF fields, no section, no featured image); with a
// section the website does not know; and with an empty gallery.

$with_acf = function ( $id, $section, $images ) {
	if ( function_exists( 'update_field' ) ) {
		update_field( 'section', $section, $id );
		update_field( 'images', $images, $id );
	}
};

$out['boarding'] = ccis_seed_translations(
	'school_galley',
	array(
		'en' => array( 'post_title' => 'Boarders&#8217; weekend', 'post_name' => 'boarding-weekend', 'post_content' => ccis_paragraph( 'A boat day in Ang Thong and an evening at the villa.' ) ),
		'th' => array( 'post_title' => 'สุดสัปดาห์ของนักเรียนประจำ', 'post_name' => 'boarding-weekend', 'post_content' => ccis_paragraph( 'ล่องเรือที่อ่างทองและค่ำคืนที่วิลล่า' ) ),
	),
	false,
	array( 'post_date' => $day( 40 ), 'meta_input' => array( '_thumbnail_id' => $photo['boat'] ) )
);
foreach ( $out['boarding'] as $id ) {
	$with_acf( $id, 'boarding', array( $photo['boat'], $photo['villa'] ) );
}

$out['block_gallery'] = ccis_seed_translations(
	'school_galley',
	array(
		'en' => array(
			'post_title'   => 'Sports Day photos',
			'post_name'    => 'sports-day-photos',
			'post_content' => ccis_paragraph( 'The morning of races, in pictures.' ) . ccis_gallery( array( $photo['track'], $photo['crowd'] ) ),
		),
	),
	false,
	array( 'post_date' => $day( 41 ) )
);

$out['unknown_section'] = ccis_seed_translations( 'school_galley', array( 'en' => array( 'post_title' => 'Kitchen garden', 'post_name' => 'kitchen-garden', 'post_content' => ccis_paragraph( 'What grows by the canteen.' ) ) ), false, array( 'post_date' => $day( 42 ) ) );
$with_acf( $out['unknown_section']['en'], 'kitchen', array( $photo['garden'] ) );

$out['empty_gallery'] = ccis_seed_translations( 'school_galley', array( 'en' => array( 'post_title' => 'New science lab', 'post_name' => 'new-science-lab', 'post_content' => ccis_paragraph( 'Photos coming soon.' ) ) ), false, array( 'post_date' => $day( 43 ) ) );
$with_acf( $out['empty_gallery']['en'], 'facilities', array() );
