// Checks a commit message against the project's convention (docs/style.md): a subject of at most
// 72 characters that says what changed, a blank line, and a body that says why. Run by the
// commit-msg hook the repository installs (.githooks, `npm install` sets core.hooksPath).

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SUBJECT_MAX = 72;

/** The problems of `message` (empty when it follows the convention). */
export function commitMessageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const [subject = '', separator, ...body] = lines;
  // Git writes these itself; their subjects are not ours to shorten.
  if (/^(Merge|Revert|fixup!|squash!) /.test(subject)) return [];
  const problems = [];
  if (!subject.trim()) problems.push('the subject line is empty');
  if (subject.length > SUBJECT_MAX)
    problems.push(`the subject is ${subject.length} characters; at most ${SUBJECT_MAX}`);
  if (separator !== undefined && separator !== '') problems.push('the second line must be blank');
  if (![separator ?? '', ...body].some((line) => line.trim()))
    problems.push('the body is missing: say why the change was made');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: check-commit-message.js <message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`Commit message refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error('Write a subject of at most 72 characters, a blank line, then why (docs/style.md).');
    process.exit(1);
  }
}
