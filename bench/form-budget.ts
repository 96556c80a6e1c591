// The script a form page needs before its first field takes typing, from the build's module
// graph (dist/build-stats.json): the entry, React, react-intl and the form pages' island with
// everything they import, the page's first messages, the wizard's meta, the page the island opens
// on and the first tab's code. For the application, its start page and then the new draft's
// first tab ("Start a new application" leads there). What the first tab shows later (the robot
// check of the contact-for-application form, with its texts) counts too: it is fetched at once.
// The budget tests (tests/build/form-budgets.test.ts, tests/e2e/form-budgets.spec.ts) and the
// forms benchmark read it.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chunkWith, modulesIn, reachable, type BuildStats } from '../scripts/build-stats';
import type { Locale } from '../src/i18n/locales';

/**
 * At most this much brotli JavaScript before a form's first field takes typing. The goal is 100 KB;
 * the application in Thai and Russian and the contact-for-application form in Thai are at 100.05–
 * 100.14 KB since the file slots come from the shared attachment rules (a chunk of 0.28 KB), so the
 * test holds 101 KB until the first tab sheds that much (docs/performance.md, "Form pages").
 */
export const formFirstFieldBudgetKb = 101;

export interface FormPage {
  /** The route's id in the route table and its path (no locale prefix). */
  route: string;
  path: string;
  name: string;
  /** The wizard's meta and catalogue. */
  meta: string;
  catalogue: string;
  /** The modules of the island's page and the first tab that the page shows before the first field. */
  shows: string[];
  /** Catalogues' parts the first tab fetches besides the first ones (the robot check's texts). */
  parts?: string[];
}

const wizard = (folder: string) => `src/wizards/${folder}`;
const current = 'src/app/form/current-draft-wizard.tsx';

export const formPages: FormPage[] = [
  {
    route: 'application-form',
    path: 'application-form',
    name: 'application',
    meta: `${wizard('application')}/meta.ts`,
    catalogue: 'application',
    shows: [
      'src/app/form/application-start.tsx',
      'src/app/form/draft-wizard.tsx',
      `${wizard('application')}/steps/applicant.tsx`,
    ],
  },
  {
    route: 'scholarship-form',
    path: 'scholarship-application-form',
    name: 'scholarship (new student)',
    meta: `${wizard('scholarship')}/meta-external.ts`,
    catalogue: 'scholarship',
    shows: [current, `${wizard('scholarship')}/steps/student.tsx`],
  },
  {
    route: 'internal-scholarship-form',
    path: 'internal-scholarship-application-form',
    name: 'scholarship (current student)',
    meta: `${wizard('scholarship')}/meta-internal.ts`,
    catalogue: 'scholarship',
    shows: [current, `${wizard('scholarship')}/steps/student.tsx`],
  },
  {
    route: 'bus-registration',
    path: 'bus-registration',
    name: 'bus',
    meta: `${wizard('bus')}/meta.ts`,
    catalogue: 'bus',
    shows: [current, `${wizard('bus')}/steps/students.tsx`],
  },
  {
    route: 'contact-us',
    path: 'contact-us',
    name: 'contact',
    meta: `${wizard('contact')}/meta.ts`,
    catalogue: 'contact',
    shows: [current, `${wizard('contact')}/steps/message.tsx`],
  },
  {
    route: 'contact-app',
    path: 'contact-app',
    name: 'contact for application',
    meta: `${wizard('contact-app')}/meta.ts`,
    catalogue: 'contact-app',
    shows: [current, `${wizard('contact-app')}/steps/details.tsx`, 'src/forms/robot-check/robot-check.tsx'],
    parts: ['common?part=rest', 'contact-app?part=rest'],
  },
];

/** The chunk files a form page in `locale` loads before its first field takes typing. */
export function formFirstFieldJs(stats: BuildStats, page: FormPage, locale: Locale): string[] {
  const entry = Object.values(stats).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the build');
  const catalogue = (file: string) => {
    const [name, query = 'part=first'] = file.split('?');
    return chunkWith(stats, `src/locales/forms/${name}.${locale}.json?${query}`).file;
  };
  const starts = [
    entry.file,
    chunkWith(stats, 'node_modules/react-dom/client.js').file,
    chunkWith(stats, 'node_modules/react-intl/index.js').file,
    chunkWith(stats, 'src/entry-form.tsx').file,
    chunkWith(stats, `src/locales/${locale}.json?part=first`).file,
    chunkWith(stats, page.meta).file,
    ...page.shows.map((module) => chunkWith(stats, module).file),
    ...['common', page.catalogue, ...(page.parts ?? [])].map(catalogue),
    // Parts other than the first ones are found through the index of every catalogue's files.
    ...(page.parts ? [chunkWith(stats, 'src/forms/catalogue-files.ts').file] : []),
  ];
  return [...reachable(stats, starts)];
}

const compressed = new Map<string, number>();

/** Brotli bytes of `file` (`assets/x.js`) in the client build at `clientDir`, as the server sends it. */
export function brotliBytes(clientDir: string, file: string): number {
  const full = path.join(clientDir, file);
  let bytes = compressed.get(full);
  if (bytes === undefined) {
    bytes = existsSync(`${full}.br`)
      ? statSync(`${full}.br`).size
      : brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    compressed.set(full, bytes);
  }
  return bytes;
}

export const totalBrotliBytes = (clientDir: string, files: Iterable<string>) =>
  [...files].reduce((total, file) => total + brotliBytes(clientDir, file), 0);

/** Source modules of the first-field chunks that a form page must not need before its first field. */
export function heavyModules(stats: BuildStats, files: string[]): string[] {
  const heavy = /^node_modules\/(zod|dexie|dexie-react-hooks|react-router|@headlessui)\/|^src\/(db\/index|outbox)\b/;
  return modulesIn(stats, files).filter((module) => heavy.test(module));
}
