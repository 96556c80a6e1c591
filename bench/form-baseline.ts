// Makes the baseline build the form benchmarks compare against (bench/form-builds.ts): the files of
// the commit this work started from (BASELINE_COMMIT, else where this branch left main), unpacked
// into .cache/form-baseline with this checkout's node_modules linked in, then built there with
// `npm run build`. The package files are the same on both sides, so the same modules serve both.
// Run: npx tsx bench/form-baseline.ts

import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { defaultBaselineDir, root } from './form-builds';

const dir = process.env.BASELINE_DIR ?? defaultBaselineDir;
const commit =
  process.env.BASELINE_COMMIT ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: root }).toString().trim();

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// git archive reads the commit without touching the repository's worktrees or index.
execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root, stdio: 'inherit' });
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
execSync('npm run build', {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` },
});
if (!existsSync(path.join(dir, 'dist/client/shell.html'))) throw new Error(`No build in ${dir}/dist`);
console.log(`Baseline ${commit.slice(0, 10)} built in ${dir}`);
