<?php
/**
 * Plugin Name: Test site settings
 * Description: What only the test WordPress needs: no e-mail (there is no sendmail), and YouTube's
 * and Vimeo's oEmbed answers, which cannot be fetched from here. WordPress renders an embed block
 * from the provider's oEmbed HTML; this returns the HTML those providers send for a video (their
 * iframe, as documented at youtube.com/oembed and vimeo.com/api/oembed.json), so the post's
 * `content.rendered` is what a school's WordPress would serve.
 */

add_filter( 'pre_wp_mail', '__return_true' );

add_filter(
	'pre_oembed_result',
	function ( $result, $url, $args ) {
		if ( preg_match( '~^https://(?:www\.)?youtube\.com/watch\?v=([A-Za-z0-9_-]{11})~', $url, $m ) ) {
			return '<iframe width="500" height="281" src="https://www.youtube.com/embed/' . $m[1] . '?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="Sports Day 2026 highlights"></iframe>';
		}
		if ( preg_match( '~^https://vimeo\.com/(\d+)~', $url, $m ) ) {
			return '<iframe src="https://player.vimeo.com/video/' . $m[1] . '?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="A tour of the campus"></iframe>';
		}
		return $result;
	},
	10,
	3
);
