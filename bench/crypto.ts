// Encryption benchmark (`npx tsx bench/crypto.ts`): how long a shared-device session takes to
// derive its key from a PIN, and to seal and open a draft with 20 MB of files (five 4 MB files,
// each sealed on its own as in IndexedDB, and as one take-home parcel). WebCrypto in Node uses
// OpenSSL like Chromium's BoringSSL does: the figures are of the same order as a browser's.

import { performance } from 'node:perf_hooks';
import { derivePinKey, openBytes, openJson, randomKey, randomSalt, sealBytes, sealJson } from '../src/crypto';

const RUNS = 7;
const FILES = 5;
const FILE_BYTES = 4 * 1024 * 1024;

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65536)));
  }
  return bytes;
}

/** A draft of about the application's size: 4 applicants of ~40 answers. */
const draft = {
  applicants: Array.from({ length: 4 }, (_, i) => ({
    firstName: `Anna ${i}`,
    passportNumber: `AA${1234567 + i}`,
    medicalConditionsDetail: 'Mild asthma, inhaler kept in school bag. 轻度哮喘，书包里有吸入器。',
    notes: 'x'.repeat(2000),
  })),
};

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

const files = Array.from({ length: FILES }, () => randomBytes(FILE_BYTES));
const key = await randomKey();
const salt = randomSalt();

const derive = await median(() => derivePinKey('4821', salt));
const sealedFiles = await Promise.all(files.map((f) => sealBytes(key, f)));
const sealedDraft = await sealJson(key, draft);
const sealRecords = await median(async () => {
  await sealJson(key, draft);
  for (const file of files) await sealBytes(key, file);
});
const openRecords = await median(async () => {
  await openJson(key, sealedDraft);
  for (const file of sealedFiles) await openBytes(key, file);
});
const parcel = new Uint8Array(FILES * FILE_BYTES);
files.forEach((f, i) => parcel.set(f, i * FILE_BYTES));
const sealedParcel = await sealBytes(key, parcel);
const sealParcel = await median(() => sealBytes(key, parcel));
const openParcel = await median(() => openBytes(key, sealedParcel));

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`\nEncryption (median of ${RUNS}, ${FILES} files of ${FILE_BYTES / 1024 / 1024} MB = 20 MB)\n`);
console.log('| step                                             | time       |');
console.log('| ------------------------------------------------ | ---------- |');
console.log(`| derive the session key from a PIN (PBKDF2 600k)  | ${ms(derive).padEnd(10)} |`);
console.log(`| seal draft + 20 MB of files, record by record    | ${ms(sealRecords).padEnd(10)} |`);
console.log(`| open draft + 20 MB of files, record by record    | ${ms(openRecords).padEnd(10)} |`);
console.log(`| seal a 20 MB take-home parcel                    | ${ms(sealParcel).padEnd(10)} |`);
console.log(`| open a 20 MB take-home parcel                    | ${ms(openParcel).padEnd(10)} |`);
