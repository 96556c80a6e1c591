// The WordPress of a test run, as the runners see it: started by the runner itself or, under
// `npm test`, once for both runners by with-wordpress.ts, which hands it over in CCIS_WORDPRESS.

import { startWordPress, type SeedIds, type TestWordPress } from './harness';

export const WORDPRESS_ENV = 'CCIS_WORDPRESS';

/** What tests need of a running WordPress (serialisable: it crosses into test workers). */
export interface WordPressInfo {
  url: string;
  auth: string;
  seed: SeedIds;
  /** The test harness's config name: option.php uses it to set WordPress options. */
  config: string;
  host: string;
}

export function describeWordPress(wordpress: TestWordPress): WordPressInfo {
  const { url, auth, seed, config, host } = wordpress;
  return { url, auth, seed, config, host };
}

/** The WordPress handed over by the environment, or a new one the caller must stop. */
export async function obtainWordPress(): Promise<{ info: WordPressInfo; stop: () => Promise<void> }> {
  const given = process.env[WORDPRESS_ENV];
  if (given) return { info: JSON.parse(given) as WordPressInfo, stop: async () => undefined };
  const wordpress = await startWordPress();
  return { info: describeWordPress(wordpress), stop: wordpress.stop };
}
