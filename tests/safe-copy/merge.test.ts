// @vitest-environment node
// The merge of two devices' edits (docs/safe-copy.md, "Two devices"), as a table: each case says
// what device A and device B did apart, then each takes in the other's change; both must end with
// the same draft, and the device whose value lost keeps a conflict with that value.
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../src/shared/safe-copy-records';
import { captureChange, emptyShadow, liveValues, mergeChange, type Shadow } from '../../src/safe-copy/merge';
import { buildData, flattenData, flattenDraft } from '../../src/safe-copy/record';

const file = (field: string, name: string): FileEntry => ({
  field,
  name,
  type: 'application/pdf',
  size: 10,
  sha256: name,
  chunks: 1,
});

interface Device {
  id: string;
  shadow: Shadow;
  fields: Map<string, unknown>;
  files: Map<string, FileEntry>;
}

/** Two devices that agree on `fields` and `files` (A made them, B took them in). */
function agreed(fields: Record<string, unknown>, files: Record<string, FileEntry> = {}): [Device, Device] {
  const a: Device = {
    id: 'device-a',
    shadow: emptyShadow(),
    fields: new Map(Object.entries(fields)),
    files: new Map(Object.entries(files)),
  };
  const first = captureChange(a.shadow, a.fields, a.files, a.id, 1000);
  const b: Device = { id: 'device-b', shadow: emptyShadow(), fields: new Map(a.fields), files: new Map(a.files) };
  if (first) mergeChange(b.shadow, first, b.id, 1000);
  return [a, b];
}

/** Both record their edits at their own times, then each merges the other's change. */
function exchange(a: Device, b: Device, at: { a: number; b: number }) {
  const fromA = captureChange(a.shadow, a.fields, a.files, a.id, at.a);
  const fromB = captureChange(b.shadow, b.fields, b.files, b.id, at.b);
  const onA = fromB ? mergeChange(a.shadow, fromB, a.id, 9999) : undefined;
  const onB = fromA ? mergeChange(b.shadow, fromA, b.id, 9999) : undefined;
  return { onA, onB };
}

const values = (device: Device) => Object.fromEntries(liveValues(device.shadow.fields));
const fileIds = (device: Device) => [...liveValues(device.shadow.files).keys()].sort();

describe('merging two devices field by field', () => {
  it('same field changed on both: the later edit wins on both, and the earlier one is shown as replaced', () => {
    const [a, b] = agreed({ 'mother.phone': '081 111 1111' });
    a.fields.set('mother.phone', '081 222 2222');
    b.fields.set('mother.phone', '081 333 3333');
    const { onA, onB } = exchange(a, b, { a: 2000, b: 3000 });
    expect(values(a)).toEqual({ 'mother.phone': '081 333 3333' });
    expect(values(b)).toEqual(values(a));
    // A's value lost: A shows what was replaced (its own), B shows that it kept its own over A's.
    expect(onA?.conflicts).toEqual([
      { path: 'mother.phone', kind: 'field', kept: 'theirs', replaced: { v: '081 222 2222' }, at: 9999 },
    ]);
    expect(onB?.conflicts).toEqual([
      { path: 'mother.phone', kind: 'field', kept: 'mine', replaced: { v: '081 222 2222' }, at: 9999 },
    ]);
    expect(onA?.fields).toEqual(['mother.phone']);
  });

  it('different fields changed: both edits kept, no conflict', () => {
    const [a, b] = agreed({ 'mother.phone': '1', 'father.phone': '2' });
    a.fields.set('mother.phone', '10');
    b.fields.set('father.phone', '20');
    const { onA, onB } = exchange(a, b, { a: 3000, b: 2000 });
    expect(values(a)).toEqual({ 'mother.phone': '10', 'father.phone': '20' });
    expect(values(b)).toEqual(values(a));
    expect(onA?.conflicts).toEqual([]);
    expect(onB?.conflicts).toEqual([]);
  });

  it('the same value typed on both: no conflict', () => {
    const [a, b] = agreed({ city: 'Samui' });
    a.fields.set('city', 'Bangkok');
    b.fields.set('city', 'Bangkok');
    const { onA, onB } = exchange(a, b, { a: 2000, b: 3000 });
    expect(values(a)).toEqual({ city: 'Bangkok' });
    expect(onA?.conflicts).toEqual([]);
    expect(onB?.conflicts).toEqual([]);
  });

  it('an edit made on top of the other device’s edit is no conflict', () => {
    const [a, b] = agreed({ city: 'Samui' });
    a.fields.set('city', 'Bangkok');
    const fromA = captureChange(a.shadow, a.fields, a.files, a.id, 2000);
    mergeChange(b.shadow, fromA!, b.id, 2100);
    b.fields.set('city', 'Chiang Mai');
    const fromB = captureChange(b.shadow, b.fields, b.files, b.id, 2200);
    const onA = mergeChange(a.shadow, fromB!, a.id, 2300);
    expect(values(a)).toEqual({ city: 'Chiang Mai' });
    expect(onA.conflicts).toEqual([]);
  });

  it('a field deleted on one device and changed later on the other: the change wins, the deletion is shown', () => {
    const [a, b] = agreed({ 'sibling.name': 'Lek', notes: 'x' });
    a.fields.delete('sibling.name');
    b.fields.set('sibling.name', 'Lek Jr');
    const { onA, onB } = exchange(a, b, { a: 2000, b: 3000 });
    expect(values(a)).toEqual({ 'sibling.name': 'Lek Jr', notes: 'x' });
    expect(values(b)).toEqual(values(a));
    expect(onA?.conflicts[0]).toMatchObject({ path: 'sibling.name', kept: 'theirs', replaced: { gone: true } });
    expect(onB?.conflicts[0]).toMatchObject({ path: 'sibling.name', kept: 'mine', replaced: { gone: true } });
  });

  it('a field deleted later than the other device changed it: gone on both, the lost value shown', () => {
    const [a, b] = agreed({ allergy: 'none' });
    a.fields.set('allergy', 'peanuts');
    b.fields.delete('allergy');
    const { onA } = exchange(a, b, { a: 2000, b: 3000 });
    expect(values(a)).toEqual({});
    expect(values(b)).toEqual({});
    expect(onA?.conflicts[0]).toMatchObject({ path: 'allergy', kept: 'theirs', replaced: { v: 'peanuts' } });
  });

  it('files added on different fields: both kept', () => {
    const [a, b] = agreed({});
    a.files.set('file-a', file('passport', 'a.pdf'));
    b.files.set('file-b', file('transcript', 'b.pdf'));
    exchange(a, b, { a: 2000, b: 3000 });
    expect(fileIds(a)).toEqual(['file-a', 'file-b']);
    expect(fileIds(b)).toEqual(['file-a', 'file-b']);
  });

  it('a file attached to the same field on both: the later stays, the other is shown as replaced', () => {
    const [a, b] = agreed({});
    a.files.set('file-a', file('passport', 'old-scan.pdf'));
    b.files.set('file-b', file('passport', 'new-scan.pdf'));
    const { onA, onB } = exchange(a, b, { a: 2000, b: 3000 });
    expect(fileIds(a)).toEqual(['file-b']);
    expect(fileIds(b)).toEqual(['file-b']);
    expect(onA?.conflicts).toEqual([
      { path: 'passport', kind: 'file', kept: 'theirs', replaced: { v: file('passport', 'old-scan.pdf') }, at: 9999 },
    ]);
    expect(onB?.conflicts[0]).toMatchObject({ path: 'passport', kind: 'file', kept: 'mine' });
  });

  it('a file removed on one device: removed on the other', () => {
    const [a, b] = agreed({}, { 'file-a': file('passport', 'a.pdf') });
    a.files.delete('file-a');
    exchange(a, b, { a: 2000, b: 1500 });
    expect(fileIds(b)).toEqual([]);
  });

  it('keeps the later clock even when the wall clocks disagree (hybrid clock)', () => {
    const [a, b] = agreed({ city: 'Samui' });
    // A's wall clock is behind: its next edit still comes after everything it has seen.
    a.fields.set('city', 'Bangkok');
    const change = captureChange(a.shadow, a.fields, a.files, a.id, 10);
    expect(change?.clock).toBeGreaterThan(1000);
    mergeChange(b.shadow, change!, b.id, 11);
    expect(values(b)).toEqual({ city: 'Bangkok' });
  });
});

describe('the flat view of a draft', () => {
  it('round-trips nested objects, arrays of children and empty containers', () => {
    const data = {
      children: [
        { name: 'Anong', grade: 4, docs: { passport: true } },
        { name: 'Niran', grade: 2, tags: [] },
      ],
      parents: { mother: { name: 'Malee' } },
      empty: {},
      note: null,
    };
    expect(buildData(flattenData(data))).toEqual(data);
  });

  it('shrinks an array when the other device removed a child', () => {
    const flat = flattenData({ children: [{ name: 'A' }, { name: 'B' }] });
    flat.set('children.#', 1);
    flat.delete('children.1.name');
    expect(buildData(flat)).toEqual({ children: [{ name: 'A' }] });
  });

  it('keeps the draft header apart from the data', () => {
    const flat = flattenDraft({
      data: { a: 1 },
      step: 3,
      names: ['Anong'],
      completeness: 0.5,
      schemaVersion: 2,
      kind: 'application',
    });
    expect(flat.get('#step')).toBe(3);
    expect(buildData(flat)).toEqual({ a: 1 });
  });
});
