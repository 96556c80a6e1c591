<?php
/**
 * Plugin Name: Test stand-in for Yoast SEO
 * Description: Yoast SEO cannot be downloaded here. This speaks the part of its REST output the
 * website reads: `yoast_head_json` (and the `yoast_head` HTML) on posts, pages and school_galley
 * items, built from Yoast's post meta `_yoast_wpseo_title` and `_yoast_wpseo_metadesc`. As in
 * Yoast, the title always comes (the template "%%title%% %%sep%% %%sitename%%" unless the post
 * sets its own) and the description only when one is written. Off in the "bare" profile.
 */

if ( isset( $_SERVER['CCIS_PROFILE'] ) && 'bare' === $_SERVER['CCIS_PROFILE'] ) {
	return;
}

function ccis_yoast_replace( $template, $post ) {
	return strtr(
		$template,
		array(
			'%%title%%'    => wp_strip_all_tags( get_the_title( $post ) ),
			'%%sep%%'      => '-',
			'%%sitename%%' => get_bloginfo( 'name' ),
		)
	);
}

function ccis_yoast_head_json( $post ) {
	$title = get_post_meta( $post->ID, '_yoast_wpseo_title', true );
	$title = ccis_yoast_replace( $title ? $title : '%%title%% %%sep%% %%sitename%%', $post );
	$head  = array(
		'title'          => html_entity_decode( $title, ENT_QUOTES, 'UTF-8' ),
		'robots'         => array( 'index' => 'index', 'follow' => 'follow' ),
		'canonical'      => get_permalink( $post ),
		'og_locale'      => 'en_US',
		'og_type'        => 'article',
		'og_title'       => html_entity_decode( $title, ENT_QUOTES, 'UTF-8' ),
		'og_url'         => get_permalink( $post ),
		'og_site_name'   => get_bloginfo( 'name' ),
		'article_modified_time' => get_post_modified_time( 'c', true, $post ),
		'twitter_card'   => 'summary_large_image',
	);
	$description = get_post_meta( $post->ID, '_yoast_wpseo_metadesc', true );
	if ( $description ) {
		$head['description']    = $description;
		$head['og_description'] = $description;
	}
	$image = get_post_thumbnail_id( $post );
	if ( $image ) {
		$source            = wp_get_attachment_image_src( $image, 'full' );
		$head['og_image'] = array( array( 'url' => $source[0], 'width' => $source[1], 'height' => $source[2], 'type' => get_post_mime_type( $image ) ) );
	}
	return $head;
}

add_action(
	'rest_api_init',
	function () {
		foreach ( array( 'post', 'page', 'school_galley' ) as $type ) {
			register_rest_field(
				$type,
				'yoast_head_json',
				array(
					'get_callback' => function ( $object ) {
						return ccis_yoast_head_json( get_post( $object['id'] ) );
					},
				)
			);
			register_rest_field(
				$type,
				'yoast_head',
				array(
					'get_callback' => function ( $object ) {
						$head = ccis_yoast_head_json( get_post( $object['id'] ) );
						$html = '<title>' . esc_html( $head['title'] ) . '</title>';
						if ( isset( $head['description'] ) ) {
							$html .= '<meta name="description" content="' . esc_attr( $head['description'] ) . '" />';
						}
						return $html;
					},
				)
			);
		}
	}
);
