<?php
// Installs WordPress into the empty test database, switches on pretty permalinks, activates the
// school's plugin (wordpress/ccis-school, the file a school installs) and prints the admin's
// application password for the REST API as JSON.

define( 'WP_INSTALLING', true );
require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$installed = wp_install( 'Coconut Coast International School', 'admin', 'admin@example.com', false, '', wp_generate_password( 24 ) );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'Asia/Bangkok' );
$activated = activate_plugin( 'ccis-school/ccis-school.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() . "\n" );
	exit( 1 );
}
// The sample post and page: not the school's.
foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'post_status' => 'any', 'numberposts' => -1 ) ) as $sample ) {
	wp_delete_post( $sample->ID, true );
}
list( $password ) = WP_Application_Passwords::create_new_application_password( $installed['user_id'], array( 'name' => 'tests' ) );
echo wp_json_encode( array( 'user' => 'admin', 'password' => $password ) ), "\n";
