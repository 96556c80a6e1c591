<?php
// Seeds the test WordPress through its own functions, as the school's editors would fill it:
// news in four languages (translations with their own slugs, shared slugs, a Thai title), pages
// with Yoast meta, gallery items with ACF fields or only a Gallery block, block-editor content
// (headings, lists, tables, images with srcset, YouTube and Vimeo embeds, quotes), an article
// with hostile HTML saved by an administrator, titles full of entities, posts without pictures.
// Prints what the tests need to know (ids, slugs) as JSON.

require __DIR__ . '/load.php';
require __DIR__ . '/seed-helpers.php';

// An administrator may save any HTML (unfiltered_html): the website must make it safe itself.
wp_set_current_user( 1 );

$photo = array(
	'track'  => ccis_seed_photo( 'sports-day-track', 'Year 6 runners on the track at Sports Day', array( 40, 120, 80 ) ),
	'crowd'  => ccis_seed_photo( 'sports-day-crowd', 'Families cheering at the finish line', array( 200, 90, 40 ) ),
	'lantern' => ccis_seed_photo( 'loy-krathong', 'Students floating krathongs on the school pond', array( 30, 40, 110 ) ),
	'villa'  => ccis_seed_photo( 'boarding-villa', 'The boarding villa in the evening', array( 90, 60, 120 ) ),
	'boat'   => ccis_seed_photo( 'boarding-boat', 'Boarders on a longtail boat to Ang Thong', array( 20, 110, 150 ) ),
	'garden' => ccis_seed_photo( 'kitchen-garden', 'Raised beds in the kitchen garden', array( 70, 140, 50 ) ),
);
$day = fn( $n ) => sprintf( '2026-%s 09:00:00', gmdate( 'm-d', strtotime( '2026-09-01 +' . $n . ' days' ) ) );
$out = array( 'photos' => $photo );

// Translations with WordPress's own unique slugs: sports-day-2026, -2, -3, -4.
$sports_body = ccis_heading( 'A day of races' )
	. ccis_paragraph( 'Every house ran, jumped and threw from eight until noon.' )
	. ccis_image( $photo['crowd'], 'The finish line' )
	. ccis_list( array( 'Sprint relays', 'Tug of war', 'Sack race for the early years' ) )
	. ccis_table( array( 'House', 'Points' ), array( array( 'Coral', '412' ), array( 'Palm', '398' ) ) )
	. ccis_quote( 'The best Sports Day we have had.', 'Head of School' )
	. ccis_embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'Highlights of the day' )
	. ccis_embed( 'https://vimeo.com/76979871', 'vimeo', 'The relay final' );
$out['sports'] = ccis_seed_translations(
	'post',
	array(
		'en' => array( 'post_title' => 'Sports Day 2026', 'post_content' => $sports_body, 'post_excerpt' => 'Races, relays and a tug of war.' ),
		'th' => array( 'post_title' => 'กีฬาสี 2026', 'post_name' => 'sports-day-2026', 'post_content' => ccis_paragraph( 'ทุกบ้านแข่งวิ่ง กระโดด และขว้างตั้งแต่แปดโมงถึงเที่ยง' ) . ccis_embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'ไฮไลต์ของวัน' ) ),
		'ru' => array( 'post_title' => 'День спорта 2026', 'post_name' => 'sports-day-2026', 'post_content' => ccis_paragraph( 'Все дома бегали, прыгали и метали с восьми до полудня.' ) ),
		'zh' => array( 'post_title' => '2026 运动会', 'post_name' => 'sports-day-2026', 'post_content' => ccis_paragraph( '各学院从早上八点到中午进行了跑步、跳远和投掷比赛。' ) ),
	),
	false,
	array( 'post_date' => $day( 60 ), 'meta_input' => array( '_thumbnail_id' => $photo['track'] ) )
);

// Titles in Thai, Russian and Chinese: WordPress makes percent-encoded slugs of them.
$out['loy'] = ccis_seed_translations(
	'post',
	array(
		'th' => array( 'post_title' => 'ลอยกระทง 2026', 'post_content' => ccis_paragraph( 'นักเรียนลอยกระทงที่สระของโรงเรียน' ) ),
		'en' => array( 'post_title' => 'Loy Krathong 2026', 'post_content' => ccis_paragraph( 'Students floated krathongs on the school pond.' ) ),
		'ru' => array( 'post_title' => 'Лой Кратонг 2026', 'post_content' => ccis_paragraph( 'Ученики пускали кратонги на школьном пруду.' ) ),
		'zh' => array( 'post_title' => '水灯节 2026', 'post_content' => ccis_paragraph( '学生们在学校池塘放水灯。' ) ),
	),
	false,
	array( 'post_date' => $day( 58 ), 'meta_input' => array( '_thumbnail_id' => $photo['lantern'] ) )
);

// Shared slugs (Polylang Pro's option): open-house-2026 in every language.
$out['open'] = ccis_seed_translations(
	'post',
	array(
		'en' => array( 'post_title' => 'Open House 2026', 'post_name' => 'open-house-2026', 'post_content' => ccis_paragraph( 'Visit our classrooms on Saturday 14 November.' ) ),
		'th' => array( 'post_title' => 'วันเปิดบ้าน 2026', 'post_name' => 'open-house-2026', 'post_content' => ccis_paragraph( 'เยี่ยมชมห้องเรียนของเราวันเสาร์ที่ 14 พฤศจิกายน' ) ),
		'ru' => array( 'post_title' => 'День открытых дверей 2026', 'post_name' => 'open-house-2026', 'post_content' => ccis_paragraph( 'Приходите в наши классы в субботу, 14 ноября.' ) ),
		'zh' => array( 'post_title' => '2026 开放日', 'post_name' => 'open-house-2026', 'post_content' => ccis_paragraph( '欢迎于 11 月 14 日星期六参观我们的教室。' ) ),
	),
	true,
	array( 'post_date' => $day( 55 ) )
);

// Hostile HTML, saved by an administrator.
$hostile = '<p class="before-hostile">Our art week, in pictures.</p>'
	. '<img src="x" onerror="alert(1)"><img src="/wp-content/uploads/none.jpg" alt="root-relative">'
	. '<a href="javascript:alert(2)">a link</a> <a href="foo">a relative link</a> <a href="/news-updates">all news</a>'
	. '<script>alert(3)</script><iframe src="https://evil.example/"></iframe>'
	. '<object data="https://evil.example/x.swf"></object><form action="https://evil.example/"><input name="q"></form>'
	. '<svg onload="alert(4)"><circle r="5"></circle></svg><style>body{display:none}</style>'
	. '<meta http-equiv="refresh" content="0;url=https://evil.example/">'
	. '<p onclick="alert(5)" style="color:red">Click me</p><div onmouseover="alert(6)">Hover</div>'
	. '<p class="after-hostile">Still here</p>';
$out['hostile'] = ccis_seed_translations( 'post', array( 'en' => array( 'post_title' => 'Art week', 'post_name' => 'art-week', 'post_content' => $hostile ) ), false, array( 'post_date' => $day( 50 ) ) );

// A title full of entities once WordPress has texturised it.
$out['entities'] = ccis_seed_translations( 'post', array( 'en' => array( 'post_title' => 'Sports & Arts – "Best" Year\'s Show & Tell <3', 'post_name' => 'show-and-tell', 'post_content' => ccis_paragraph( 'Tom &amp; Jerry&#8217;s &quot;show&quot;.' ) ) ), false, array( 'post_date' => $day( 45 ) ) );

// More English news without pictures: two pages of nine in English, one elsewhere.
$out['plain'] = array();
for ( $i = 1; $i <= 8; $i++ ) {
	$ids             = ccis_seed_translations( 'post', array( 'en' => array( 'post_title' => "Weekly bulletin $i", 'post_name' => "weekly-bulletin-$i", 'post_content' => ccis_paragraph( "Notes for families, week $i." ) ) ), false, array( 'post_date' => $day( $i ) ) );
	$out['plain'][] = $ids['en'];
}

// Pages: the home page's meta in four languages (shared slug), fees in English only.
$out['home'] = ccis_seed_translations(
	'page',
	array(
		'en' => array( 'post_title' => 'Home', 'post_name' => 'home', 'meta_input' => array( '_yoast_wpseo_title' => 'Coconut Coast International School – British school on Koh Samui', '_yoast_wpseo_metadesc' => 'A British international school on Koh Samui for ages 2 to 18.' ) ),
		'th' => array( 'post_title' => 'หน้าแรก', 'post_name' => 'home', 'meta_input' => array( '_yoast_wpseo_title' => 'โรงเรียนนานาชาติโคโคนัทโคสต์ เกาะสมุย', '_yoast_wpseo_metadesc' => 'โรงเรียนนานาชาติหลักสูตรอังกฤษบนเกาะสมุย สำหรับอายุ 2 ถึง 18 ปี' ) ),
	),
	true
);
$out['fees'] = ccis_seed_translations( 'page', array( 'en' => array( 'post_title' => 'School fees', 'post_name' => 'school-fees', 'meta_input' => array( '_yoast_wpseo_metadesc' => 'Fees for 2026/27, from WordPress.' ) ) ) );

require __DIR__ . '/seed-gallery.php';

update_option( 'ccis_standin_share_slugs', 0 );
echo wp_json_encode( $out ), "\n";
