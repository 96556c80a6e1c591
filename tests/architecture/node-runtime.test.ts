// The product runs on the current Node LTS, brought by the pinned `node` package (docs/decisions.md
// §1): the tests themselves must run on it, and package.json, the README and CI must say the same.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SUPPORTED_MAJOR = 24;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

describe('the runtime', () => {
  it(`is Node ${SUPPORTED_MAJOR}, the one npm scripts find in node_modules`, () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(SUPPORTED_MAJOR);
  });

  it('is pinned through the registry and named by engines', () => {
    expect(pkg.dependencies.node).toMatch(new RegExp(`^${SUPPORTED_MAJOR}\\.\\d+\\.\\d+$`));
    expect(pkg.engines.node).toBe(`${SUPPORTED_MAJOR}.x`);
    // Its install script fetches the binary: npm must be allowed to run it.
    expect(pkg.allowScripts.node).toBe(true);
  });

  it('is what the README promises and CI runs', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(`Node ${SUPPORTED_MAJOR}`);
    // CI runs exactly the README's test command, which runs on the pinned binary.
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^npm test$/m);
  });
});
