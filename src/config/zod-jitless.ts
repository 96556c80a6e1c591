// Zod without its eval probe. Zod 4 tests `new Function('')` to decide whether to compile fast
// parsers; under our CSP (script-src without 'unsafe-eval') the caught probe is still reported as
// a violation on every page. Imported first by the page's and the service worker's entries.

import { config } from 'zod/v4/core';

config({ jitless: true });
