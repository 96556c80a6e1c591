<?php
/**
 * Plugin Name: Test stand-in for Polylang Pro
 * Description: Polylang Pro cannot be downloaded here. This speaks its REST shapes: the `lang`
 * collection parameter (an enum of the language slugs), the `lang` and `translations` fields of
 * posts, pages and school_galley items, and its PHP API (pll_set_post_language,
 * pll_save_post_translations, pll_get_post_translations, pll_languages_list). Languages and
 * translation groups are stored as Polylang stores them: terms of the `language` and
 * `post_translations` taxonomies. Slugs may be shared across languages when the option
 * `ccis_standin_share_slugs` is on (Polylang Pro's "share slugs"). Off in the "bare" profile
 * (no multilingual plugin); the "no-translations" profile leaves out the `translations` field.
 */

const CCIS_STANDIN_LANGUAGES = array( 'en', 'th', 'ru', 'zh' );
const CCIS_STANDIN_TYPES     = array( 'post', 'page', 'school_galley' );

function ccis_standin_profile() {
	return isset( $_SERVER['CCIS_PROFILE'] ) ? (string) $_SERVER['CCIS_PROFILE'] : '';
}

if ( 'bare' === ccis_standin_profile() ) {
	return;
}

add_action(
	'init',
	function () {
		register_taxonomy( 'language', CCIS_STANDIN_TYPES, array( 'public' => false, 'query_var' => false, 'rewrite' => false ) );
		register_taxonomy( 'post_translations', CCIS_STANDIN_TYPES, array( 'public' => false, 'query_var' => false, 'rewrite' => false ) );
	},
	1
);

function pll_languages_list( $args = array() ) {
	return CCIS_STANDIN_LANGUAGES;
}

function pll_get_post_language( $post_id ) {
	$terms = wp_get_object_terms( $post_id, 'language', array( 'fields' => 'slugs' ) );
	return is_array( $terms ) && $terms ? $terms[0] : false;
}

function pll_set_post_language( $post_id, $lang ) {
	if ( in_array( $lang, CCIS_STANDIN_LANGUAGES, true ) ) {
		wp_set_object_terms( $post_id, $lang, 'language' );
	}
}

function pll_get_post_translations( $post_id ) {
	$terms = wp_get_object_terms( $post_id, 'post_translations' );
	if ( ! is_array( $terms ) || ! $terms ) {
		$lang = pll_get_post_language( $post_id );
		return $lang ? array( $lang => $post_id ) : array();
	}
	$map = maybe_unserialize( $terms[0]->description );
	return is_array( $map ) ? array_map( 'intval', $map ) : array();
}

/** Links posts as translations of each other: `array( 'en' => 12, 'th' => 15 )`. */
function pll_save_post_translations( $map ) {
	$map  = array_filter( array_map( 'intval', $map ) );
	$term = wp_insert_term( uniqid( 'pll_' ), 'post_translations', array( 'description' => maybe_serialize( $map ) ) );
	if ( is_wp_error( $term ) ) {
		return $term;
	}
	foreach ( $map as $post_id ) {
		wp_set_object_terms( $post_id, (int) $term['term_id'], 'post_translations' );
	}
	return $map;
}

// Polylang Pro's "share slugs": the same slug may exist once per language.
add_filter(
	'wp_unique_post_slug',
	function ( $slug, $post_id, $status, $type, $parent, $original ) {
		if ( ! get_option( 'ccis_standin_share_slugs' ) || $slug === $original || ! in_array( $type, CCIS_STANDIN_TYPES, true ) ) {
			return $slug;
		}
		$lang = pll_get_post_language( $post_id );
		if ( ! $lang ) {
			return $slug;
		}
		$taken = get_posts(
			array(
				'post_name__in'  => array( $original ),
				'post_type'      => $type,
				'post_status'    => 'any',
				'post__not_in'   => array( $post_id ),
				'tax_query'      => array( array( 'taxonomy' => 'language', 'field' => 'slug', 'terms' => $lang ) ),
				'fields'         => 'ids',
				'posts_per_page' => 1,
			)
		);
		return $taken ? $slug : $original;
	},
	10,
	6
);

add_action(
	'rest_api_init',
	function () {
		foreach ( CCIS_STANDIN_TYPES as $type ) {
			add_filter(
				"rest_{$type}_collection_params",
				function ( $params ) {
					$params['lang'] = array(
						'description' => 'Limit results to a specific language.',
						'type'        => 'string',
						'enum'        => CCIS_STANDIN_LANGUAGES,
					);
					return $params;
				}
			);
			add_filter(
				"rest_{$type}_query",
				function ( $args, $request ) {
					if ( isset( $request['lang'] ) && in_array( $request['lang'], CCIS_STANDIN_LANGUAGES, true ) ) {
						$args['tax_query'][] = array( 'taxonomy' => 'language', 'field' => 'slug', 'terms' => $request['lang'] );
					}
					return $args;
				},
				10,
				2
			);
			register_rest_field(
				$type,
				'lang',
				array(
					'get_callback'    => function ( $object ) {
						return pll_get_post_language( $object['id'] );
					},
					'update_callback' => function ( $lang, $post ) {
						pll_set_post_language( $post->ID, $lang );
						return true;
					},
					'schema'          => array( 'type' => 'string' ),
				)
			);
			if ( 'no-translations' !== ccis_standin_profile() ) {
				register_rest_field(
					$type,
					'translations',
					array(
						'get_callback'    => function ( $object ) {
							return pll_get_post_translations( $object['id'] );
						},
						'update_callback' => function ( $map, $post ) {
							$map[ pll_get_post_language( $post->ID ) ] = $post->ID;
							pll_save_post_translations( $map );
							return true;
						},
						'schema'          => array( 'type' => 'object' ),
					)
				);
			}
		}
	}
);
