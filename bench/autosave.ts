// Autosave benchmark (`npx tsx bench/autosave.ts`): times text autosaves (saveDraft with one changed
// field) of an application-sized draft, four applicants of ~40 fields, first with no attachments
// stored, then with 20 MB of them. Saving text never touches the attachment tables, so the two
// rows should match. Runs on fake-indexeddb in Node: absolute times are not a browser's, the
// comparison is the point. Target: median under 20 ms.

import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { createDraft, putAttachment, saveDraft } from '../src/db';

const SAVES = 200;
const WARM_UP = 20;
const APPLICANTS = 4;
const FILES = 5;
const FILE_BYTES = 4 * 1024 * 1024;
const TARGET_MEDIAN_MS = 20;

const FIRST = ['Anna', 'Leo', 'Mali', 'Somchai', 'Ivan', 'Wei', 'Ploy', 'Sofia'];
const LAST = ['Smith', 'Sukprasert', 'Petrov', 'Chen', 'Wongsawat', 'Müller'];

/** About 40 answers of one applicant, in the mix of scripts families really type. */
function applicant(i: number): Record<string, unknown> {
  const first = FIRST[i % FIRST.length] ?? 'Anna';
  const last = LAST[i % LAST.length] ?? 'Smith';
  return {
    firstName: first,
    middleName: i % 2 ? 'Maria' : '',
    lastName: last,
    nickname: first.slice(0, 3),
    dateOfBirth: `201${i}-0${(i % 9) + 1}-1${i}`,
    gender: i % 2 ? 'female' : 'male',
    nationality: ['Thai', 'Russian', 'Chinese', 'British'][i % 4],
    secondNationality: '',
    passportNumber: `AA${1234567 + i}`,
    thaiIdNumber: `1-1017-${10000 + i}-12-${i}`,
    religion: i % 2 ? 'พุทธ' : '',
    placeOfBirth: 'โรงพยาบาลกรุงเทพสมุย, เกาะสมุย, สุราษฎร์ธานี',
    gradeApplyingFor: `Year ${i + 3}`,
    startDate: '2026-08-12',
    firstLanguage: ['Thai', 'Russian', 'Mandarin', 'English'][i % 4],
    otherLanguages: ['English', 'Thai'],
    englishLevel: 'intermediate',
    previousSchools: [
      { name: 'Lamai Kindergarten / โรงเรียนอนุบาลละไม', from: '2019-05', to: '2022-03', country: 'Thailand' },
      { name: 'Школа № 1531, Москва', from: '2022-09', to: '2025-06', country: 'Russia' },
    ],
    reasonForLeaving: 'Family moved to Koh Samui for work; looking for an international curriculum.',
    learningSupport: 'no',
    learningSupportDetail: '',
    medicalConditions: 'yes',
    medicalConditionsDetail: 'Mild asthma, inhaler kept in school bag. 轻度哮喘，书包里有吸入器。',
    allergies: 'yes',
    allergiesDetail: 'Peanuts and shellfish: carries an EpiPen.',
    medication: 'Salbutamol inhaler as needed',
    surgery: 'no',
    surgeryDetail: '',
    vaccinationsUpToDate: 'yes',
    doctorName: 'Dr. Kittipong Rattanakosin',
    doctorPhone: '+66 77 429 500',
    swimming: 'yes',
    activities: ['football', 'music', 'art'],
    awards: 'Samui Junior Swimming Gala 2024, 2nd place, 50 m freestyle',
    portfolio: '',
    behaviourNotes: '',
    dietary: 'halal',
    transportNeeded: i % 2 ? 'yes' : 'no',
    busStop: 'Chaweng Noi, opposite the 7-Eleven',
    photoAttachmentId: '',
  };
}

function draftData(): Record<string, unknown> {
  return {
    applicants: Array.from({ length: APPLICANTS }, (_, i) => applicant(i)),
    parents: [
      { name: 'Ekaterina Petrova', email: 'e.petrova@example.com', phone: '+66 81 234 5678', occupation: 'Architect' },
      { name: 'สมชาย สุขประเสริฐ', email: 'somchai@example.co.th', phone: '+66 89 876 5432', occupation: 'วิศวกร' },
    ],
    address: {
      line1: '12/34 Moo 2',
      subDistrict: 'บ่อผุด',
      district: 'เกาะสมุย',
      province: 'สุราษฎร์ธานี',
      postalCode: '84320',
    },
    howDidYouHear: ['friends', 'website'],
    consent: false,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Times `SAVES` autosaves, each after "typing" one more character into a field. */
async function timeAutosaves(id: string, data: Record<string, unknown>): Promise<number[]> {
  const applicants = data.applicants as Record<string, unknown>[];
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAVES; i++) {
    const target = applicants[i % APPLICANTS] ?? {};
    target.behaviourNotes = `${String(target.behaviourNotes)}${'abcdefghij'[i % 10]}`;
    const started = performance.now();
    await saveDraft(id, { data, step: 2, completeness: 0.42, names: ['Anna', 'Leo'] });
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function storeAttachments(draftId: string): Promise<number> {
  let stored = 0;
  for (let i = 0; i < FILES; i++) {
    const bytes = new Uint8Array(FILE_BYTES);
    for (let offset = 0; offset < FILE_BYTES; offset += 65536) {
      crypto.getRandomValues(bytes.subarray(offset, offset + 65536));
    }
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const result = await putAttachment(draftId, `attachments.document${i}`, new File([bytes], `document-${i}.pdf`));
    if (!result.ok) throw new Error(`attachment ${i} not stored: ${result.reason}`);
    stored += result.attachment.size;
  }
  return stored;
}

const data = draftData();
const draft = await createDraft('application', data, 1);
const rows: { label: string; times: number[] }[] = [];
rows.push({ label: '0 MB', times: await timeAutosaves(draft.id, data) });
const storedBytes = await storeAttachments(draft.id);
rows.push({ label: `${(storedBytes / 1024 / 1024).toFixed(0)} MB`, times: await timeAutosaves(draft.id, data) });

const header = ['attachments stored', 'saves', 'median ms', 'p95 ms', 'max ms'];
const cells = rows.map(({ label, times }) => [
  label,
  String(times.length),
  percentile(times, 50).toFixed(2),
  percentile(times, 95).toFixed(2),
  (times.at(-1) ?? Number.NaN).toFixed(2),
]);
const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]?.length ?? 0)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of cells) console.log(line(row));
const fields = (data.applicants as object[]).reduce<number>((sum, item) => sum + Object.keys(item).length, 0);
console.log(
  `\nDraft: ${APPLICANTS} applicants, ${fields} applicant fields, ${(JSON.stringify(data).length / 1024).toFixed(1)} KB ` +
    `as JSON; ${SAVES} autosaves after ${WARM_UP} warm-up saves; target median < ${TARGET_MEDIAN_MS} ms.`,
);
const slow = rows.filter(({ times }) => percentile(times, 50) >= TARGET_MEDIAN_MS);
if (slow.length > 0) {
  console.log(`Over target: ${slow.map(({ label }) => label).join(', ')}`);
  process.exitCode = 1;
}
