// Vitest global setup of the `wordpress` project: one real WordPress for every test file,
// stopped (processes and files) when the run ends.

import type { TestProject } from 'vitest/node';
import { obtainWordPress, type WordPressInfo } from './shared';

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: WordPressInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { info, stop } = await obtainWordPress();
  project.provide('wordpress', info);
  return stop;
}
