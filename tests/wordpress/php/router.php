<?php
// Router for PHP's built-in server in front of Debian's WordPress: picks the test's config file
// (Debian's wp-config.php reads /etc/wordpress/config-<WORDPRESS_CONFIG>.php), serves uploads
// from the test's own content folder, gives pretty permalinks (/wp-json/...) by sending every
// other address to index.php, and reads a test profile from the address: /p/bare/... is the same
// WordPress without the multilingual, ACF and Yoast stand-ins, /p/no-translations/... without the
// `translations` field. The environment gives CCIS_WP_CONFIG and CCIS_WP_CONTENT.

$_SERVER['WORDPRESS_CONFIG'] = getenv( 'CCIS_WP_CONFIG' );
$content                     = getenv( 'CCIS_WP_CONTENT' );
$wordpress                   = '/usr/share/wordpress';

if ( preg_match( '~^/p/(bare|no-translations)(/.*)$~', $_SERVER['REQUEST_URI'], $m ) ) {
	$_SERVER['CCIS_PROFILE'] = $m[1];
	$_SERVER['REQUEST_URI']  = $m[2];
}
// WordPress routes by PATH_INFO when it is set: the path is REQUEST_URI's alone.
unset( $_SERVER['PATH_INFO'], $_SERVER['ORIG_PATH_INFO'] );
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( 0 === strpos( $path, '/wp-content/uploads/' ) ) {
	$file = realpath( $content . substr( $path, strlen( '/wp-content' ) ) );
	if ( false === $file || 0 !== strpos( $file, $content . '/uploads/' ) || ! is_file( $file ) ) {
		http_response_code( 404 );
		return true;
	}
	header( 'Content-Type: ' . mime_content_type( $file ) );
	header( 'Cache-Control: public, max-age=31536000' );
	header( 'Access-Control-Allow-Origin: *' );
	readfile( $file );
	return true;
}

// WordPress's own scripts, styles and images (wp-admin, wp-includes) as files.
if ( '/' !== $path && '.php' !== substr( $path, -4 ) && is_file( $wordpress . $path ) ) {
	return false;
}

$script = ( '.php' === substr( $path, -4 ) && is_file( $wordpress . $path ) ) ? $path : '/index.php';
$_SERVER['SCRIPT_NAME']     = $script;
$_SERVER['PHP_SELF']        = $script;
$_SERVER['SCRIPT_FILENAME'] = $wordpress . $script;
chdir( dirname( $wordpress . $script ) );
require $wordpress . $script;
