// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { restoreDraft } from '../../src/forms/restore/restore';
import type { WizardMeta } from '../../src/forms/types';
import type { DraftRecord } from '../../src/shared/records';

const required = z.string().min(1, 'form.common.required');
const applicant = z.object({
  firstName: required,
  lastName: required,
  dateOfBirth: z.iso.date('form.common.required'),
  gender: z.enum(['female', 'male'], 'form.common.required'),
  languages: z.array(z.string()),
});
const schema = z.object({
  applicants: z.array(applicant).min(1).max(4),
  contactEmail: z.string(),
  busNeeded: z.boolean(),
  notes: z.string(),
});
type Data = z.infer<typeof schema>;

const blankApplicant = () => ({ firstName: '', lastName: '', dateOfBirth: '', gender: '', languages: [] });

/** Version 3. v1 had `name` ("First Last") and `email`; v2 renamed `email` to `contactEmail`. */
const meta = {
  kind: 'application',
  schemaVersion: 3,
  title: 'form.application.title',
  steps: [0, 1, 2].map((i) => ({
    id: `s${i}`,
    title: `form.test.s${i}`,
    schema: async () => z.object({}),
    Component: () => null,
  })),
  fullSchema: async () => schema,
  defaults: () =>
    ({ applicants: [blankApplicant()], contactEmail: '', busNeeded: false, notes: '' }) as unknown as Data,
  summaryNames: (data: Data) => data.applicants.map((a) => a.firstName),
  migrations: {
    1: (data: Record<string, unknown>) => {
      const { email, ...rest } = data;
      return { ...rest, contactEmail: email };
    },
    2: (data: Record<string, unknown>) => ({
      ...data,
      applicants: (data.applicants as { name: string }[]).map(({ name, ...rest }) => {
        const [firstName = '', ...last] = name.split(' ');
        return { ...rest, firstName, lastName: last.join(' ') };
      }),
    }),
  },
  attachments: [],
  requiresConsent: true,
} satisfies WizardMeta<Data>;

function record(data: Record<string, unknown>, schemaVersion: number, step = 1): DraftRecord {
  return {
    id: 'd1',
    kind: 'application',
    schemaVersion,
    data,
    step,
    completeness: 0.3,
    names: [],
    status: 'draft',
    createdAt: 1,
    updatedAt: 2,
  };
}

describe('restoreDraft', () => {
  it('migrates a version 1 draft to version 3 and fills in defaults', () => {
    const stored = record({ applicants: [{ name: 'Anna Maria Smith', gender: 'female' }], email: 'a@b.th' }, 1);
    const restored = restoreDraft(meta, stored, schema);
    expect(restored.migrated).toBe(true);
    expect(restored.step).toBe(1);
    expect(restored.data).toEqual({
      applicants: [{ firstName: 'Anna', lastName: 'Maria Smith', gender: 'female', dateOfBirth: '', languages: [] }],
      contactEmail: 'a@b.th',
      busNeeded: false,
      notes: '',
    });
    expect(stored.data).toEqual({ applicants: [{ name: 'Anna Maria Smith', gender: 'female' }], email: 'a@b.th' });
  });

  it('keeps a current draft as it is, unfinished answers included', () => {
    const data = {
      applicants: [{ ...blankApplicant(), firstName: 'Leo' }],
      contactEmail: '',
      busNeeded: true,
      notes: 'x',
    };
    const restored = restoreDraft(meta, record(data, 3, 2), schema);
    expect(restored).toEqual({ data, step: 2, migrated: false });
  });

  it('drops a corrupt field without losing the rest', () => {
    const data = {
      applicants: [
        {
          firstName: 'Anna',
          lastName: 42,
          dateOfBirth: '2015-04-01',
          gender: 'robot',
          languages: ['th', { x: 1 }, 'en'],
        },
        { firstName: 'Leo', lastName: 'Smith', dateOfBirth: '', gender: 'male', languages: 'english' },
      ],
      contactEmail: 'family@example.th',
      busNeeded: 'yes',
      notes: 'Allergic to peanuts',
    };
    const restored = restoreDraft(meta, record(data, 3), schema);
    expect(restored.data).toEqual({
      applicants: [
        { firstName: 'Anna', lastName: '', dateOfBirth: '2015-04-01', gender: '', languages: ['th', 'en'] },
        { firstName: 'Leo', lastName: 'Smith', dateOfBirth: '', gender: 'male', languages: [] },
      ],
      contactEmail: 'family@example.th',
      busNeeded: false,
      notes: 'Allergic to peanuts',
    });
  });

  it('opens garbage as the defaults, on a valid step', () => {
    const garbage = { ...record({}, 3), data: 'not an object' as unknown as Record<string, unknown>, step: 99 };
    const restored = restoreDraft(meta, garbage, schema);
    expect(restored.data).toEqual(meta.defaults());
    expect(restored.step).toBe(2);
    expect(restoreDraft(meta, record({}, 3, -1), schema).step).toBe(0);
  });

  it('still opens the draft when a migration throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      ...meta,
      migrations: {
        1: () => {
          throw new Error('bug');
        },
      },
    };
    const restored = restoreDraft(broken, record({ notes: 'kept', applicants: 'bad' }, 1), schema);
    expect(restored.data).toEqual({ ...meta.defaults(), notes: 'kept' });
    expect(restored.migrated).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('does not migrate a draft from a newer version, only repairs it', () => {
    const restored = restoreDraft(meta, record({ notes: 5, contactEmail: 'x@y.th' }, 4), schema);
    expect(restored.migrated).toBe(false);
    expect(restored.data).toMatchObject({ notes: '', contactEmail: 'x@y.th', applicants: [blankApplicant()] });
  });
});
