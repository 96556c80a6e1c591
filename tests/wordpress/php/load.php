<?php
// Loads WordPress for a command-line script of the test harness: Debian's wp-config.php picks
// /etc/wordpress/config-<CCIS_WP_CONFIG>.php, and WordPress wants a host to build its addresses.

$_SERVER['WORDPRESS_CONFIG'] = getenv( 'CCIS_WP_CONFIG' );
$_SERVER['HTTP_HOST']        = getenv( 'CCIS_WP_HOST' );
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_NAME']      = 'localhost';
require '/usr/share/wordpress/wp-load.php';
