<?php
// Changes a page's Yoast description as an editor's save would (meta, then the post saved
// again, which runs WordPress's save hooks): php update-page.php <page id> <description>.
// The save keeps the page's slug even where its translations share it (the home page): the
// stand-in's "share slugs" is on for it, as Polylang Pro's would be for the whole site.

require __DIR__ . '/load.php';
wp_set_current_user( 1 );
$shared = get_option( 'ccis_standin_share_slugs' );
update_option( 'ccis_standin_share_slugs', 1 );
update_post_meta( (int) $argv[1], '_yoast_wpseo_metadesc', $argv[2] );
wp_update_post( array( 'ID' => (int) $argv[1] ) );
update_option( 'ccis_standin_share_slugs', $shared );
