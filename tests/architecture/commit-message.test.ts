// @vitest-environment node
// The commit-msg hook the repository installs: short subjects, the why in the body.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from '../../scripts/check-commit-message.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('commitMessageProblems', () => {
  it('accepts a short subject with a body', () => {
    expect(
      commitMessageProblems('Outbox: probe the API while offline\n\nNo online event fires on island Wi-Fi.\n'),
    ).toEqual([]);
  });

  it('refuses a subject over 72 characters', () => {
    const subject = 'x'.repeat(73);
    expect(commitMessageProblems(`${subject}\n\nwhy`)).toEqual(['the subject is 73 characters; at most 72']);
  });

  it('refuses a message without a body, or without the blank line', () => {
    expect(commitMessageProblems('Fix the thing\n')).toEqual(['the body is missing: say why the change was made']);
    expect(commitMessageProblems('Fix the thing\nbecause\n')).toEqual(['the second line must be blank']);
  });

  it("ignores git's comment lines and its own merge subjects", () => {
    expect(commitMessageProblems('Fix it\n\nWhy.\n# Please enter the commit message\n')).toEqual([]);
    expect(commitMessageProblems(`Merge branch '${'x'.repeat(80)}'\n`)).toEqual([]);
  });
});

describe('the installed hook', () => {
  it('is where npm install points git, and refuses a bad message', () => {
    const hooksPath = execFileSync('node', ['-p', "require('./package.json').scripts.prepare"], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(hooksPath).toContain('core.hooksPath .githooks');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'commit-msg-')), 'MSG');
    writeFileSync(file, `${'y'.repeat(90)}\n`);
    const refused = spawnSync(path.join(root, '.githooks/commit-msg'), [file], { cwd: root, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('at most 72');
    writeFileSync(file, 'Short subject\n\nBecause a reader needs the why.\n');
    expect(spawnSync(path.join(root, '.githooks/commit-msg'), [file], { cwd: root }).status).toBe(0);
  });
});
