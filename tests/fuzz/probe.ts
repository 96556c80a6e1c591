// One fuzz request and its verdict: the answer checked against the contract (contract.ts), and
// what the server holds compared before and after (target.ts). A refused request (4xx) must leave
// no new row and no new object; a read never changes anything, whatever it answers.

import { expect } from 'vitest';
import { answerProblems, type Operation } from './contract';
import { additions, holdings, type Target } from './target';

/** Operations whose success the contract lets store something. */
const WRITES = new Set([
  'submit',
  'createUpload',
  'uploadBytes',
  'terminateUpload',
  'parkParcel',
  'deleteParcel',
  'familyOffer',
  'createCopy',
  'keepCopy',
  'deleteCopy',
  'appendChanges',
  'compactCopy',
  'deleteCopyFile',
  'putChunk',
]);

export async function probe(target: Target, op: Operation, request: Request): Promise<Response> {
  const description = `${request.method} ${request.url.slice(0, 200)}`;
  const before = await holdings(target);
  const res = await target.app.fetch(request);
  const copy = res.clone();
  const problems = await answerProblems(op, res);
  if (res.status >= 400 || !WRITES.has(op.id)) {
    const added = additions(before, await holdings(target));
    if (added.length) problems.push(`${res.status} left behind: ${added.join(', ')}`);
  }
  expect(problems, description).toEqual([]);
  return copy;
}
