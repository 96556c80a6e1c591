// @vitest-environment node
// The load benchmark's verdicts (bench/intake-load.ts exits 1 on them): what counts as lost,
// stored twice or left behind given what the families were told and what the database and the
// bucket hold, and when an instance's memory counts as flat.

import { describe, expect, it } from 'vitest';
import type { FamilyFile } from '../../bench/support/load-data';
import type { Outcome } from '../../bench/support/load-family';
import { memoryVerdict, type RssSample } from '../../bench/support/load-memory';
import { judge, type Stored } from '../../bench/support/load-verify';

const file = (id: string, sha256: string): FamilyFile => ({
  id,
  field: `applicants.0.documents.${id}`,
  name: `${id}.jpg`,
  type: 'image/jpeg',
  size: 1,
  sha256,
  bytes: new Uint8Array(1),
});

const outcome = (id: string, files: FamilyFile[], extra: Partial<Outcome> = {}): Outcome => ({
  id,
  files,
  finished: true,
  attempts: 1,
  references: new Set([`CCIS-2026-${id}`]),
  created: 1,
  bytesSent: 1,
  ...extra,
});

/** What the database and bucket hold when every finished family's files arrived whole. */
function storedFor(outcomes: Outcome[]): Stored {
  const stored: Stored = {
    rows: new Map(),
    attachments: new Map(),
    keys: [],
    hashes: new Map(),
    multipartUploads: 0,
    uploadRows: [],
    owners: new Map(),
    advisoryLocks: 0,
  };
  for (const o of outcomes) {
    stored.rows.set(o.id, { count: 1, status: 'complete' });
    for (const f of o.files) {
      const key = `files/${o.id}/${f.id}`;
      stored.attachments.set(`${o.id}/${f.id}`, key);
      stored.keys.push(key);
      stored.hashes.set(key, f.sha256);
    }
  }
  return stored;
}

describe("the load benchmark's end check", () => {
  const families = () => [outcome('a', [file('photo', 'aa'), file('birth', 'bb')]), outcome('b', [file('visa', 'cc')])];

  it('finds nothing wrong when every file is stored once with the bytes sent', () => {
    const outcomes = families();
    expect(judge(outcomes, storedFor(outcomes))).toEqual({ lost: [], duplicated: [], leftBehind: [] });
  });

  it('counts a missing row, a missing object and other bytes as lost', () => {
    const outcomes = families();
    const stored = storedFor(outcomes);
    stored.hashes.set('files/a/photo', undefined);
    stored.hashes.set('files/a/birth', 'ff');
    stored.rows.delete('b');
    expect(judge(outcomes, stored).lost).toEqual([
      'files/a/photo: no object in the bucket',
      'files/a/birth: bytes with SHA-256 ff, sent bb',
      'b: not in the database',
    ]);
  });

  it('counts two references, two 201s, a row nobody sent and an unexplained object as stored twice', () => {
    const outcomes = families();
    const stored = storedFor(outcomes);
    outcomes[0]!.references.add('CCIS-2026-other');
    outcomes[1]!.created = 2;
    stored.rows.set('z', { count: 1, status: 'awaiting-files' });
    stored.keys.push('files/a/photo-copy');
    expect(judge(outcomes, stored).duplicated).toEqual([
      'a: references CCIS-2026-a, CCIS-2026-other',
      'b: answered 201 2 times',
      'z: a row no family sent',
      'files/a/photo-copy: an object no received file explains',
    ]);
  });

  it('reports uploads, locks and metadata still there once nothing is in flight', () => {
    const outcomes = families();
    const stored = { ...storedFor(outcomes), multipartUploads: 1, uploadRows: ['0f3c (a/photo, 1 bytes)'] };
    stored.advisoryLocks = 1;
    stored.keys.push('0f3c.info');
    stored.owners.set('0f3c', 'a/photo, 1 bytes');
    expect(judge(outcomes, stored).leftBehind).toEqual([
      'object 0f3c.info (upload of a/photo, 1 bytes)',
      '1 multipart uploads',
      'row in tus_uploads: 0f3c (a/photo, 1 bytes)',
      '1 advisory locks held',
    ]);
  });

  it('does not hold a family that never finished to its files', () => {
    const outcomes = [outcome('a', [file('photo', 'aa')], { finished: false })];
    const stored = storedFor([]);
    expect(judge(outcomes, stored)).toEqual({ lost: [], duplicated: [], leftBehind: [] });
  });
});

describe('the memory verdict', () => {
  /** One sample every 5 s for `seconds`, of `mb(t)`. */
  const series = (seconds: number, mb: (t: number) => number): RssSample[] =>
    Array.from({ length: seconds / 5 + 1 }, (_, i) => ({ t: i * 5, mb: mb(i * 5) }));

  it('is flat when the last minute stays within 15 % of the second, whatever the warm-up did', () => {
    const verdict = memoryVerdict(
      series(600, (t) => (t < 60 ? 120 : 200 + (t % 20))),
      600,
    );
    expect(verdict).toMatchObject({ firstMinute: 120, judged: true, flat: true });
    expect(verdict.growth).toBeLessThan(0.15);
  });

  it('is not flat when memory keeps growing', () => {
    const verdict = memoryVerdict(
      series(600, (t) => 200 + t / 10),
      600,
    );
    expect(verdict.flat).toBe(false);
    expect(verdict.slope).toBeCloseTo(6, 5);
    expect(verdict.growth).toBeGreaterThan(0.15);
  });

  it('is not flat when an instance stopped answering (no samples)', () => {
    expect(
      memoryVerdict(
        series(60, () => 200),
        600,
      ).flat,
    ).toBe(false);
  });

  it('does not judge a run shorter than two minutes', () => {
    expect(
      memoryVerdict(
        series(90, (t) => 100 + t),
        90,
      ),
    ).toMatchObject({ judged: false, flat: true });
  });

  it('holds the last minute to the minute after a longer warm-up when asked', () => {
    // A climb to a plateau over the first 15 minutes, then flat.
    const plateau = series(1500, (t) => Math.min(280 + t / 10, 370));
    expect(memoryVerdict(plateau, 1500).flat).toBe(false);
    expect(memoryVerdict(plateau, 1500, 900)).toMatchObject({ afterWarmUp: 370, lastMinute: 370, flat: true });
  });
});
