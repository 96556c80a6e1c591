// Export for admissions staff: every submission with its answers and its files, from the intake
// database (INTAKE_DATABASE_URL, else the embedded one) and file storage (INTAKE_S3_*, else
// INTAKE_FILES_DIR) into a folder.
//   npm run export:submissions -- --format csv|json --out <dir>
// CSV: one file per form kind, answers as dot-path columns, each file's path and SHA-256.
// JSON: submissions.json with the data as sent. Files are copied to files/<reference>/ and their
// SHA-256 checked again after copying.

import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { sha256File } from '../server/intake/hash';
import { exportAll, type ExportedFileRecord, type ExportedSubmission } from '../server/intake/export';
import { openStorage, type FileStorage } from '../server/intake/storage';
import { openStore, type IntakeStore } from '../server/intake';

export type ExportFormat = 'csv' | 'json';

export interface ExportOptions {
  store: IntakeStore;
  /** Where `files/<submissionId>/<attachmentId>` live (INTAKE_FILES_DIR or the S3 bucket). */
  storage: FileStorage;
  outDir: string;
  format: ExportFormat;
}

/** A file as the export folder lists it: where its copy is instead of where the server keeps it. */
export type ExportedFile = Omit<ExportedFileRecord, 'storedSha256' | 'storedPath'> & {
  /** Relative to the export folder; null while the file has not arrived. */
  path: string | null;
};

export interface ExportSummary {
  submissions: number;
  files: number;
  /** Files whose copy does not match the recorded SHA-256 (should never happen). */
  mismatches: string[];
  written: string[];
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{M}\p{N}._ -]+/gu, '_').slice(0, 100) || 'file';

/** Dot paths in reading order: alphabetical, list indices by number (`a.2` before `a.10`). */
const byPath = new Intl.Collator('en', { numeric: true }).compare;

/** Flattens answers into dot paths: `{ a: [{ b: 1 }] }` -> `{ 'a.0.b': '1' }`. */
export function flatten(value: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) value.forEach((item, i) => flatten(item, prefix ? `${prefix}.${i}` : String(i), into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  else if (prefix) into[prefix] = value === null || value === undefined ? '' : String(value);
  return into;
}

/** A CSV cell; text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Copies the received files of one submission into the export and checks each copy's SHA-256. */
async function copyFiles(outDir: string, storage: FileStorage, record: ExportedSubmission, summary: ExportSummary) {
  const files: ExportedFile[] = [];
  for (const f of record.files) {
    let relative: string | null = null;
    if (f.storedPath) {
      relative = path.posix.join('files', record.reference, `${safeName(f.field)}-${safeName(f.name)}`);
      const target = path.join(outDir, relative);
      await mkdir(path.dirname(target), { recursive: true });
      const stored = await storage.read(f.storedPath);
      if (stored) await pipeline(stored.body, createWriteStream(target));
      if (!stored || (await sha256File(target)) !== f.sha256) summary.mismatches.push(relative);
      summary.files++;
    }
    const { attachmentId, field, name, type, size, sha256, receivedAt } = f;
    files.push({ attachmentId, field, name, type, size, sha256, path: relative, receivedAt });
  }
  return files;
}

const BASE_COLUMNS = ['reference', 'id', 'kind', 'status', 'received_at', 'completed_at', 'locale', 'schema_version'];

async function writeCsv(outDir: string, kind: string, rows: { s: ExportedSubmission; files: ExportedFile[] }[]) {
  const dataColumns = new Set<string>();
  const fileFields = new Set<string>();
  const flat = rows.map(({ s, files }) => {
    const data = flatten(s.data);
    for (const key of Object.keys(data)) dataColumns.add(key);
    for (const f of files) fileFields.add(f.field);
    return { s, files, data };
  });
  const fields = [...fileFields].sort(byPath);
  const fileColumns = fields.flatMap((f) => [`files.${f}.path`, `files.${f}.sha256`, `files.${f}.name`]);
  // The database (jsonb) keeps no key order, so columns are sorted by path: stable for every export.
  const dataKeys = [...dataColumns].sort(byPath);
  const header = [...BASE_COLUMNS, ...dataKeys, ...fileColumns];
  const file = path.join(outDir, `${kind}.csv`);
  const out = createWriteStream(file, 'utf8');
  // The byte order mark makes spreadsheet programs read Thai, Russian and Chinese as UTF-8.
  out.write(`\uFEFF${header.map(csvCell).join(',')}\r\n`);
  for (const { s, files, data } of flat) {
    const byField = new Map(files.map((f) => [f.field, f]));
    const cells = [
      s.reference,
      s.id,
      s.kind,
      s.status,
      s.receivedAt,
      s.completedAt ?? '',
      s.locale,
      String(s.schemaVersion),
      ...dataKeys.map((key) => data[key] ?? ''),
      ...fields.flatMap((field) => {
        const f = byField.get(field);
        return [f?.path ?? '', f?.sha256 ?? '', f?.name ?? ''];
      }),
    ];
    out.write(`${cells.map(csvCell).join(',')}\r\n`);
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return file;
}

/** Writes every submission and copies its received files into `outDir`. */
export async function exportSubmissions(options: ExportOptions): Promise<ExportSummary> {
  await mkdir(options.outDir, { recursive: true });
  const summary: ExportSummary = { submissions: 0, files: 0, mismatches: [], written: [] };
  const rows: { s: ExportedSubmission; files: ExportedFile[] }[] = [];
  for (const s of await exportAll(options.store, options.storage)) {
    rows.push({ s, files: await copyFiles(options.outDir, options.storage, s, summary) });
    summary.submissions++;
  }
  if (options.format === 'json') {
    const file = path.join(options.outDir, 'submissions.json');
    const json = rows.map(({ s, files }) => ({
      reference: s.reference,
      id: s.id,
      kind: s.kind,
      status: s.status,
      receivedAt: s.receivedAt,
      completedAt: s.completedAt,
      locale: s.locale,
      schemaVersion: s.schemaVersion,
      data: s.data,
      files,
    }));
    await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
    summary.written.push(file);
  } else {
    const kinds = [...new Set(rows.map((r) => r.s.kind))].sort();
    for (const kind of kinds)
      summary.written.push(
        await writeCsv(
          options.outDir,
          kind,
          rows.filter((r) => r.s.kind === kind),
        ),
      );
  }
  return summary;
}

async function main() {
  const usage = 'Usage: npm run export:submissions -- --format csv|json --out <dir>';
  let values: { format?: string; out?: string };
  try {
    ({ values } = parseArgs({ options: { format: { type: 'string' }, out: { type: 'string' } } }));
  } catch {
    console.error(usage);
    process.exit(2);
  }
  const format = values.format ?? 'csv';
  if ((format !== 'csv' && format !== 'json') || !values.out) {
    console.error(usage);
    process.exit(2);
  }
  const { intake } = loadConfig();
  const store = await openStore(intake);
  try {
    const outDir = path.resolve(values.out);
    const storage = await openStorage(intake);
    const summary = await exportSubmissions({ store, storage, outDir, format });
    console.log(`Exported ${summary.submissions} submissions and ${summary.files} files to ${outDir}`);
    for (const file of summary.written) console.log(`  ${path.relative(outDir, file)}`);
    for (const bad of summary.mismatches) console.error(`SHA-256 mismatch after copying: ${bad}`);
    if (summary.mismatches.length > 0) process.exitCode = 1;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
