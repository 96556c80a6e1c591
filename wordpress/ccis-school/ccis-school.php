<?php
/**
 * Plugin Name: CCIS website support
 * Description: What the school's website needs from this WordPress: the school_galley post type in the REST API, the website's language codes on the REST API, and a call to the website whenever published content changes, so it shows at once.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * License: MIT
 *
 * Settings (wp-config.php, or the options of the same name in lower case):
 *   CCIS_SITE_PURGE_URL     the website's webhook, e.g. https://www.coconutcoast.school/content-webhook
 *   CCIS_SITE_PURGE_SECRET  the secret the website expects (its CONTENT_WEBHOOK_SECRET)
 * See docs/wordpress.md in the website's repository.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const CCIS_CONTENT_TYPES = array( 'post', 'page', 'school_galley' );

/** The gallery items: a post type of their own, readable over REST at /wp-json/wp/v2/school_galley. */
function ccis_register_gallery() {
	register_post_type(
		'school_galley',
		array(
			'labels'       => array(
				'name'          => 'Gallery',
				'singular_name' => 'Gallery item',
				'add_new_item'  => 'Add gallery item',
				'edit_item'     => 'Edit gallery item',
			),
			'public'       => true,
			'show_in_rest' => true,
			'rest_base'    => 'school_galley',
			'menu_icon'    => 'dashicons-format-gallery',
			'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields', 'revisions' ),
			'has_archive'  => false,
			'rewrite'      => array( 'slug' => 'school-gallery' ),
		)
	);
}
add_action( 'init', 'ccis_register_gallery' );

/**
 * The website asks for `lang=en-EN`, `th-TH`, `ru-RU` or `zh`. A multilingual plugin may know its
 * languages by other codes (Polylang: `en`, `th`, `ru`, `zh`): the website's code is mapped onto
 * the plugin's language with the same primary subtag before the request is checked.
 */
function ccis_map_language_code( $result, $server, $request ) {
	$asked = $request->get_param( 'lang' );
	if ( ! is_string( $asked ) || '' === $asked || ! function_exists( 'pll_languages_list' ) ) {
		return $result;
	}
	$known = pll_languages_list( array( 'fields' => 'slug' ) );
	if ( in_array( $asked, $known, true ) ) {
		return $result;
	}
	$primary = strtolower( preg_split( '/[-_]/', $asked )[0] );
	foreach ( $known as $slug ) {
		if ( strtolower( preg_split( '/[-_]/', $slug )[0] ) === $primary ) {
			$request->set_param( 'lang', $slug );
			break;
		}
	}
	return $result;
}
add_filter( 'rest_pre_dispatch', 'ccis_map_language_code', 5, 3 );

function ccis_setting( $name ) {
	$constant = strtoupper( $name );
	return defined( $constant ) ? (string) constant( $constant ) : (string) get_option( $name, '' );
}

/** Tells the website that published content changed; it then renders the affected pages afresh. */
function ccis_purge_site( $event, $post ) {
	$url    = ccis_setting( 'ccis_site_purge_url' );
	$secret = ccis_setting( 'ccis_site_purge_secret' );
	if ( '' === $url || '' === $secret || ! in_array( $post->post_type, CCIS_CONTENT_TYPES, true ) ) {
		return;
	}
	$body = array(
		'event' => $event,
		'type'  => $post->post_type,
		'id'    => $post->ID,
		'slug'  => $post->post_name,
	);
	// Blocking with a short timeout: the editor's save waits at most two seconds, and the
	// website's own cache expiry is the backstop when the call fails.
	$answer = wp_remote_post(
		$url,
		array(
			'timeout' => 2,
			'headers' => array(
				'Authorization' => 'Bearer ' . $secret,
				'Content-Type'  => 'application/json',
			),
			'body'    => wp_json_encode( $body ),
		)
	);
	if ( is_wp_error( $answer ) || 204 !== wp_remote_retrieve_response_code( $answer ) ) {
		error_log( 'CCIS website purge failed for post ' . $post->ID ); // phpcs:ignore
	}
}

/** Published, updated, unpublished or trashed: anything that was or is public. */
function ccis_after_save( $post_id, $post, $update, $post_before ) {
	$was = $post_before ? $post_before->post_status : 'new';
	if ( 'publish' === $post->post_status || 'publish' === $was ) {
		ccis_purge_site( $update ? 'update' : 'publish', $post );
	}
}
add_action( 'wp_after_insert_post', 'ccis_after_save', 10, 4 );

function ccis_after_delete( $post_id, $post ) {
	if ( $post && 'publish' === $post->post_status ) {
		ccis_purge_site( 'delete', $post );
	}
}
add_action( 'deleted_post', 'ccis_after_delete', 10, 2 );
