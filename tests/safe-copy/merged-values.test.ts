// @vitest-environment node
// An open form takes what a merge wrote into its stored draft, value by value, but never over
// what the family typed since the form last looked.
import { describe, expect, it } from 'vitest';
import { mergedValues } from '../../src/safe-copy/ui/merged-values';

const seen = { children: [{ firstName: 'Anong', grade: 4 }, { firstName: 'Niran' }], mother: { phone: '081' } };

describe('what the open form takes from a merge', () => {
  it("takes another device's value where the family typed nothing", () => {
    const stored = { ...seen, mother: { phone: '099' } };
    expect(mergedValues(stored, seen, structuredClone(seen))).toEqual([['mother.phone', '099']]);
  });

  it("keeps the family's new typing and takes the other child's change beside it", () => {
    const form = structuredClone(seen);
    form.children[0]!.firstName = 'Anon';
    const stored = structuredClone(seen);
    stored.children[1]!.firstName = 'Nira';
    expect(mergedValues(stored, seen, form)).toEqual([['children.1.firstName', 'Nira']]);
  });

  it('keeps a value the family changed meanwhile, where the merge changed it too', () => {
    const form = { ...seen, mother: { phone: '082' } };
    const stored = { ...seen, mother: { phone: '099' } };
    expect(mergedValues(stored, seen, form)).toEqual([]);
  });

  it('takes nothing when storage holds what the form holds (its own save)', () => {
    const form = { ...seen, mother: { phone: '082' } };
    expect(mergedValues(structuredClone(form), seen, form)).toEqual([]);
  });

  it('takes a child added on another device', () => {
    const stored = { ...seen, children: [...seen.children, { firstName: 'Malee' }] };
    expect(mergedValues(stored, seen, structuredClone(seen))).toEqual([['children', stored.children]]);
  });
});
