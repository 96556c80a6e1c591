<?php
// Helpers of the seed: photos made with GD and added through WordPress's media functions (so the
// attachment has every generated size), block-editor markup as the editor saves it, and posts in
// several languages linked as translations through the multilingual plugin's API.

require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

/** A 1600x1067 JPEG of two colours, added to the media library with its alt text: the attachment id. */
function ccis_seed_photo( $name, $alt, $rgb ) {
	$image = imagecreatetruecolor( 1600, 1067 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	imagefilledrectangle( $image, 0, 700, 1600, 1067, imagecolorallocate( $image, 250, 236, 200 ) );
	$file = wp_tempnam( $name . '.jpg' );
	imagejpeg( $image, $file, 80 );
	imagedestroy( $image );
	$id = media_handle_sideload( array( 'name' => $name . '.jpg', 'tmp_name' => $file ), 0 );
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	return $id;
}

function ccis_block( $name, $inner, $attrs = null ) {
	$json = $attrs ? ' ' . wp_json_encode( $attrs, JSON_UNESCAPED_SLASHES ) : '';
	return "<!-- wp:$name$json -->\n$inner\n<!-- /wp:$name -->\n\n";
}

function ccis_paragraph( $text ) {
	return ccis_block( 'paragraph', "<p>$text</p>" );
}

function ccis_heading( $text ) {
	return ccis_block( 'heading', "<h2>$text</h2>" );
}

function ccis_list( $items ) {
	$inner = implode( "\n", array_map( fn( $item ) => ccis_block( 'list-item', "<li>$item</li>" ), $items ) );
	return ccis_block( 'list', "<ul>$inner</ul>" );
}

function ccis_table( $head, $rows ) {
	$cells = fn( $row, $tag ) => '<tr>' . implode( '', array_map( fn( $c ) => "<$tag>$c</$tag>", $row ) ) . '</tr>';
	$body  = implode( '', array_map( fn( $row ) => $cells( $row, 'td' ), $rows ) );
	return ccis_block( 'table', '<figure class="wp-block-table"><table><thead>' . $cells( $head, 'th' ) . "</thead><tbody>$body</tbody></table></figure>" );
}

function ccis_quote( $text, $cite ) {
	return ccis_block( 'quote', '<blockquote class="wp-block-quote">' . ccis_paragraph( $text ) . "<cite>$cite</cite></blockquote>" );
}

/** An image block: WordPress adds srcset, sizes and dimensions when it renders it. */
function ccis_image( $id, $caption = '' ) {
	$src    = wp_get_attachment_image_url( $id, 'large' );
	$alt    = esc_attr( get_post_meta( $id, '_wp_attachment_image_alt', true ) );
	$figure = $caption ? "<figcaption class=\"wp-element-caption\">$caption</figcaption>" : '';
	return ccis_block(
		'image',
		"<figure class=\"wp-block-image size-large\"><img src=\"$src\" alt=\"$alt\" class=\"wp-image-$id\"/>$figure</figure>",
		array( 'id' => $id, 'sizeSlug' => 'large', 'linkDestination' => 'none' )
	);
}

/** A Gallery block of nested image blocks (WordPress 6's format). */
function ccis_gallery( $ids ) {
	$images = implode( '', array_map( 'ccis_image', $ids ) );
	return ccis_block( 'gallery', "<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">$images</figure>", array( 'linkTo' => 'none' ) );
}

/** An embed block as the editor saves it; WordPress turns the address into the provider's player. */
function ccis_embed( $url, $provider, $caption ) {
	$classes = "wp-block-embed is-type-video is-provider-$provider wp-block-embed-$provider wp-embed-aspect-16-9 wp-has-aspect-ratio";
	return ccis_block(
		'embed',
		"<figure class=\"$classes\"><div class=\"wp-block-embed__wrapper\">\n$url\n</div><figcaption class=\"wp-element-caption\">$caption</figcaption></figure>",
		array(
			'url'              => $url,
			'type'             => 'video',
			'providerNameSlug' => $provider,
			'responsive'       => true,
			'className'        => 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
		)
	);
}

/**
 * Inserts one post per language (`$versions`: language => array of post fields), each in its
 * language, linked as translations. With `$share` the slug may repeat across languages.
 */
function ccis_seed_translations( $type, $versions, $share = false, $extra = array() ) {
	$has_languages = function_exists( 'pll_set_post_language' );
	if ( $has_languages ) {
		update_option( 'ccis_standin_share_slugs', $share ? 1 : 0 );
	}
	$ids = array();
	foreach ( $versions as $lang => $fields ) {
		$id = wp_insert_post( array_merge( array( 'post_type' => $type, 'post_status' => 'publish' ), $extra, $fields ), true );
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, $id->get_error_message() . "\n" );
			exit( 1 );
		}
		if ( $has_languages ) {
			pll_set_post_language( $id, $lang );
			// The slug again, now that the language is known (as when Polylang saves a post).
			if ( isset( $fields['post_name'] ) ) {
				wp_update_post( array( 'ID' => $id, 'post_name' => $fields['post_name'] ) );
			}
		}
		$ids[ $lang ] = $id;
	}
	if ( $has_languages && count( $ids ) > 1 ) {
		pll_save_post_translations( $ids );
	}
	return $ids;
}
