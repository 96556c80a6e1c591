<?php
/**
 * Plugin Name: Test stand-in for Advanced Custom Fields
 * Description: ACF cannot be downloaded here. This speaks what ACF 6 sends for a field group
 * "Gallery item" (select `section`, gallery `images`) shown in the REST API: the `acf` field in
 * its default ("light") REST format, where a gallery is a list of attachment ids and a select its
 * value, plus one embeddable `acf:attachment` link per photo (so `_embed` brings the attachments
 * along). Stored as ACF stores it: post meta `section` and `images` (a list of id strings), each
 * with its `_name` field-key meta. `update_field()` is ACF's own function name. Off in the "bare"
 * profile (no ACF).
 */

if ( isset( $_SERVER['CCIS_PROFILE'] ) && 'bare' === $_SERVER['CCIS_PROFILE'] ) {
	return;
}

const CCIS_ACF_FIELDS = array(
	'section' => 'field_ccis_section',
	'images'  => 'field_ccis_images',
);

function update_field( $selector, $value, $post_id ) {
	if ( ! isset( CCIS_ACF_FIELDS[ $selector ] ) ) {
		return false;
	}
	if ( 'images' === $selector ) {
		$value = array_map( 'strval', (array) $value );
	}
	update_post_meta( $post_id, $selector, $value );
	update_post_meta( $post_id, '_' . $selector, CCIS_ACF_FIELDS[ $selector ] );
	return true;
}

/** The light REST value: null when never saved, '' when saved empty, ids as integers. */
function ccis_acf_value( $post_id, $name ) {
	if ( ! metadata_exists( 'post', $post_id, $name ) ) {
		return null;
	}
	$value = get_post_meta( $post_id, $name, true );
	if ( 'images' === $name ) {
		return is_array( $value ) && $value ? array_map( 'intval', $value ) : '';
	}
	return $value;
}

add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			'school_galley',
			'acf',
			array(
				'get_callback' => function ( $object ) {
					return array(
						'section' => ccis_acf_value( $object['id'], 'section' ),
						'images'  => ccis_acf_value( $object['id'], 'images' ),
					);
				},
				'schema'       => array( 'type' => 'object' ),
			)
		);
	}
);

add_filter(
	'rest_prepare_school_galley',
	function ( $response, $post ) {
		$ids = ccis_acf_value( $post->ID, 'images' );
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$response->add_link( 'acf:attachment', rest_url( '/wp/v2/media/' . $id ), array( 'embeddable' => true ) );
		}
		return $response;
	},
	10,
	2
);
