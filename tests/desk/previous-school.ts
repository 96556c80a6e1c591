// Turns a test application (tests/desk/support.ts `application`) into one whose first child went
// to `school` before: the academic step's previous school and current levels, and the transcript
// the form then asks for. References are requested from such a school (docs/assessment.md).

import { attachmentOf, pdfBytes } from '../intake/support';
import type { application } from './support';

export function withPreviousSchool(body: ReturnType<typeof application>['body'], school: string) {
  Object.assign(body.data.applicants[0]!.academic as Record<string, unknown>, {
    attendedSchool: 'yes',
    current: { curriculum: 'Thai national', gradeLevel: 'Prathom 3', maths: 'Good', english: 'Fair', science: 'Good' },
    previousSchools: [
      {
        name: school,
        type: 'private',
        language: 'Thai',
        from: '2022-05-16',
        to: '2025-03-28',
        location: 'Surat Thani',
        reasonForLeaving: 'Moving to Koh Samui',
        problems: { answer: 'no', detail: '' },
      },
    ],
  });
  (body.data.applicants[0]!.documents as Record<string, unknown>).transcript = 'p0-transcript';
  body.attachments.push({
    ...attachmentOf({
      field: 'applicants.0.documents.transcript',
      bytes: pdfBytes(900),
      type: 'application/pdf',
      name: 'transcript.pdf',
    }),
    id: 'p0-transcript',
  });
  return body;
}
