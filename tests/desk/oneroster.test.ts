// The OneRoster bundle of a family with two enrolled children and both parents named
// (server/desk/enrolment/oneroster.ts): each child once, each parent once however many children
// they have, linked both ways by agentSourcedIds, every file held to the standard's required
// columns, and the same identifiers on a second export.

import { describe, expect, it } from 'vitest';
import { oneRosterZip, type EnrolledStudent } from '../../server/desk/enrolment/oneroster';
import type { SubmissionRecord } from '../../server/intake';
import { readOneRoster } from './oneroster-check';
import { application } from './support';

const { body } = application(
  [
    { firstName: 'พลอย', familyName: 'ใจดี', dateOfBirth: '2017-02-03', year: 'y4' },
    { firstName: 'Niran', familyName: 'ใจดี', dateOfBirth: '2020-09-09', year: 'f2' },
  ],
  'th',
  'malee@example.com',
);
const record = { id: body.id, data: body.data } as unknown as SubmissionRecord;
const students: EnrolledStudent[] = [0, 1].map((index) => ({
  caseId: `00000000-0000-4000-8000-00000000000${index + 1}`,
  applicantIndex: index,
  reference: 'CCIS-2026-000042',
  record,
}));

describe('the OneRoster bundle of a family', () => {
  it('holds both children and both parents, linked both ways', () => {
    const bundle = readOneRoster(oneRosterZip(students, 'desk.school.test'));
    const users = bundle['users.csv']!;
    const children = users.filter((u) => u.role === 'student');
    const parents = users.filter((u) => u.role === 'parent');
    expect(children.map((c) => [c.givenName, c.grades])).toEqual([
      ['พลอย', '03'],
      ['Niran', 'PK'],
    ]);
    expect(parents.map((p) => p.email).sort()).toEqual(['father.malee@example.com', 'malee@example.com']);
    for (const parent of parents)
      expect(parent.agentSourcedIds!.split(',').sort()).toEqual(students.map((s) => s.caseId));
    for (const child of children)
      expect(child.agentSourcedIds!.split(',').sort()).toEqual(parents.map((p) => p.sourcedId).sort());
    expect(bundle['demographics.csv']!.map((d) => d.birthDate)).toEqual(['2017-02-03', '2020-09-09']);
    expect(bundle['orgs.csv']).toHaveLength(1);
    expect(bundle['academicSessions.csv']!.some((s) => s.type === 'schoolYear')).toBe(true);
    // A second export names everyone the same way.
    const again = readOneRoster(oneRosterZip(students, 'desk.school.test'));
    expect(again['users.csv']!.map((u) => u.sourcedId)).toEqual(users.map((u) => u.sourcedId));
  });
});
