// @vitest-environment node
// The repository stands alone: no tracked text file points a reader at a document or a folder
// outside it. The brief, the decisions, the platform notes and the style are in docs/
// (docs/style.md §6); papers kept elsewhere, and the machine's own folders, are not there for
// someone who clones the repository. The patterns are built from pieces so that this file does not
// match itself.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const outsideDocuments = ['SPEC', 'STYLE', 'DECISIONS', 'PLATFORM'].map((name) => `${name}.md`);
const machineFolder = ['', 'work', ''].join('/');
/** A relative path to a folder named shared: fine when it is src/shared seen from src, not otherwise. */
const sharedPath = new RegExp(String.raw`(?:\.\./)+` + 'shared' + String.raw`/[\w./-]*`, 'g');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const trackedSet = new Set(tracked);

/** Whether `relative` (a path from the repository's root) is a tracked module, file or folder. */
function inRepository(relative: string): boolean {
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  const candidates = [relative, `${relative}.ts`, `${relative}.tsx`, `${relative}/index.ts`];
  return candidates.some((c) => trackedSet.has(c)) || tracked.some((f) => f.startsWith(`${relative}/`));
}

/** The references to something outside the repository in `text`, the content of tracked `file`. */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  for (const name of outsideDocuments) if (text.includes(name)) found.push(name);
  if (text.includes(machineFolder)) found.push(machineFolder);
  for (const match of text.matchAll(sharedPath)) {
    const target = match[0].replace(/[./]+$/, '');
    const relative = path
      .relative(root, path.resolve(root, path.dirname(file), target))
      .split(path.sep)
      .join('/');
    if (!inRepository(relative)) found.push(match[0]);
  }
  return found;
}

/** Tracked files that are text (binary files hold a NUL byte early on). */
function trackedText(): { file: string; text: string }[] {
  return tracked
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ file, bytes: readFileSync(path.join(root, file)) }))
    .filter(({ bytes }) => !bytes.subarray(0, 8000).includes(0))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
}

describe('the repository stands alone', () => {
  it('has no reference to a document or folder outside it in any tracked text file', () => {
    const offenders = trackedText()
      .map(({ file, text }) => ({ file, references: outsideReferences(file, text) }))
      .filter(({ references }) => references.length > 0)
      .map(({ file, references }) => `${file}: ${[...new Set(references)].join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('would catch each kind of outside reference', () => {
    const sibling = ['..', 'shared', 'data', 'thailand-geography'].join('/');
    expect(outsideReferences('scripts/convert.ts', `see ${outsideDocuments[0]} section 9`)).toEqual([
      outsideDocuments[0],
    ]);
    expect(outsideReferences('README.md', `read ${outsideDocuments[3]} first`)).toEqual([outsideDocuments[3]]);
    expect(outsideReferences('docs/notes.md', `in ${machineFolder}main`)).toEqual([machineFolder]);
    expect(outsideReferences('scripts/convert.ts', `default '${sibling}'`)).toEqual([sibling]);
  });

  it('lets src import its own src/shared', () => {
    const records = ['..', 'shared', 'records'].join('/');
    const validators = ['..', '..', 'shared', 'validation', 'validators'].join('/');
    expect(outsideReferences('src/db/drafts.ts', `import type { DraftRecord } from '${records}';`)).toEqual([]);
    expect(outsideReferences('src/forms/fields/use-field.ts', `export * from '${validators}';`)).toEqual([]);
    expect(outsideReferences('docs/brief.md', 'the decisions are in docs/decisions.md §7')).toEqual([]);
  });
});
