// zod for every schema of the product, set up once: without `jitless`, zod 4 probes `new Function`
// to compile fast object parsers, which the site's Content-Security-Policy (no 'unsafe-eval')
// reports as a violation in the console. Import `z` from here, never from 'zod' directly.

import { z } from 'zod';

z.config({ jitless: true });

export { z };
