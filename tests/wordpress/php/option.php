<?php
// Sets one WordPress option from the command line: php option.php <name> <value>.

require __DIR__ . '/load.php';
update_option( $argv[1], $argv[2] );
