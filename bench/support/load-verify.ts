// The load benchmark's end check, after every family is done: what the database and the bucket
// hold (`gather`), against what the families sent and were told (`judge`). Lost: a submission a
// family saw complete that is not stored complete, or one of its files without its row, its
// object, or with other bytes than the SHA-256 the family computed. Stored twice: more than one
// row or reference for an id, more than one 201 for it, a row no family sent, an object under
// `files/` that no received file explains. Left behind: uploads' objects, multipart uploads, upload
// metadata rows or advisory locks still there when nothing is in flight.

import { GetObjectCommand, ListMultipartUploadsCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import type postgres from 'postgres';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../server/intake/config';
import { digestStream } from '../../server/intake/hash';
import { s3ClientConfig } from '../../server/intake/storage/s3';
import type { Outcome } from './load-family';

export interface Stored {
  /** Rows per submission id, and each one's status. */
  rows: Map<string, { count: number; status: string }>;
  /** `<submission>/<attachment>` → where the row says the file is (null: not received). */
  attachments: Map<string, string | null>;
  /** Every key in the bucket. */
  keys: string[];
  /** SHA-256 of the object at each key the finished families' files should have. */
  hashes: Map<string, string | undefined>;
  multipartUploads: number;
  /** Rows of upload metadata still there: whose file each was. */
  uploadRows: string[];
  /** Whose file each upload object left in the bucket was (read from its `.info`). */
  owners: Map<string, string>;
  advisoryLocks: number;
}

export interface Judgement {
  lost: string[];
  duplicated: string[];
  leftBehind: string[];
}

const fileKey = (id: string, attachmentId: string) => `files/${id}/${attachmentId}`;

/**
 * Every key, by ListObjects (v1) from the last key seen: the emulator's v2 continuation tokens
 * use DES, which Node's OpenSSL 3 no longer offers, so a listing past 1,000 keys fails in v2.
 */
async function allKeys(client: S3Client, Bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let Marker: string | undefined;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ Bucket, Marker }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    if (!page.IsTruncated || keys.length === 0) return keys;
    Marker = keys.at(-1);
  }
}

interface UploadInfo {
  size?: number;
  offset?: number;
  metadata?: { submissionId?: string; attachmentId?: string };
}
const ownerOf = (info: UploadInfo | undefined) =>
  `${info?.metadata?.submissionId}/${info?.metadata?.attachmentId}, ${info?.size} bytes`;

async function objectText(client: S3Client, Bucket: string, Key: string): Promise<string | undefined> {
  try {
    return await (await client.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString();
  } catch {
    return undefined;
  }
}

async function objectSha256(client: S3Client, Bucket: string, Key: string): Promise<string | undefined> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket, Key }));
    return (await digestStream(object.Body as Readable)).sha256;
  } catch {
    return undefined;
  }
}

export async function gather(sql: postgres.Sql, s3: S3Config, outcomes: Outcome[]): Promise<Stored> {
  const client = new S3Client(s3ClientConfig(s3));
  const rows = new Map<string, { count: number; status: string }>();
  for (const row of await sql<{ id: string; count: number; status: string }[]>`
    SELECT id::text AS id, count(*)::int AS count, min(status) AS status FROM submissions GROUP BY id`)
    rows.set(row.id, { count: row.count, status: row.status });
  const attachments = new Map<string, string | null>();
  for (const row of await sql<{ key: string; stored_path: string | null }[]>`
    SELECT submission_id::text || '/' || attachment_id AS key, stored_path FROM attachments`)
    attachments.set(row.key, row.stored_path);
  const wanted = outcomes.filter((o) => o.finished).flatMap((o) => o.files.map((f) => fileKey(o.id, f.id)));
  const hashes = new Map<string, string | undefined>();
  // A few at a time: the emulator reads every object from its disk.
  for (let i = 0; i < wanted.length; i += 8)
    await Promise.all(
      wanted.slice(i, i + 8).map(async (key) => hashes.set(key, await objectSha256(client, s3.bucket, key))),
    );
  const multipart = await client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
  const [locks] = await sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`;
  const uploadRows = (await sql<{ id: string; value: { file?: UploadInfo } }[]>`SELECT id, value FROM tus_uploads`).map(
    (row) => `${row.id} (${ownerOf(row.value.file)})`,
  );
  const keys = await allKeys(client, s3.bucket);
  const owners = new Map<string, string>();
  for (const key of keys.filter((k) => k.endsWith('.info'))) {
    const text = await objectText(client, s3.bucket, key);
    owners.set(key.slice(0, -'.info'.length), text ? ownerOf(JSON.parse(text) as UploadInfo) : 'unreadable');
  }
  client.destroy();
  return {
    rows,
    attachments,
    keys,
    hashes,
    multipartUploads: multipart.Uploads?.length ?? 0,
    uploadRows,
    owners,
    advisoryLocks: locks?.n as number,
  };
}

export function judge(outcomes: Outcome[], stored: Stored): Judgement {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const leftBehind: string[] = [];
  for (const o of outcomes) {
    const row = stored.rows.get(o.id);
    if (o.references.size > 1) duplicated.push(`${o.id}: references ${[...o.references].join(', ')}`);
    if (o.created > 1) duplicated.push(`${o.id}: answered 201 ${o.created} times`);
    if (row && row.count > 1) duplicated.push(`${o.id}: ${row.count} rows`);
    if (!o.finished) continue;
    if (!row || row.status !== 'complete') {
      lost.push(`${o.id}: ${row ? `stored as ${row.status}` : 'not in the database'}`);
      continue;
    }
    for (const file of o.files) {
      const key = fileKey(o.id, file.id);
      const path = stored.attachments.get(`${o.id}/${file.id}`);
      const sha256 = stored.hashes.get(key);
      if (path !== key) lost.push(`${key}: ${path === undefined ? 'no row' : `row says ${path}`}`);
      else if (sha256 === undefined) lost.push(`${key}: no object in the bucket`);
      else if (sha256 !== file.sha256) lost.push(`${key}: bytes with SHA-256 ${sha256}, sent ${file.sha256}`);
    }
  }
  const sent = new Set(outcomes.map((o) => o.id));
  for (const id of stored.rows.keys()) if (!sent.has(id)) duplicated.push(`${id}: a row no family sent`);
  const received = new Set([...stored.attachments.values()].filter((path): path is string => path !== null));
  for (const key of stored.keys) {
    if (key.startsWith('files/')) {
      if (!received.has(key)) duplicated.push(`${key}: an object no received file explains`);
    } else {
      const owner = stored.owners.get(key.replace(/\.(info|part)$/, ''));
      leftBehind.push(`object ${key}${owner ? ` (upload of ${owner})` : ''}`);
    }
  }
  if (stored.multipartUploads > 0) leftBehind.push(`${stored.multipartUploads} multipart uploads`);
  for (const row of stored.uploadRows) leftBehind.push(`row in tus_uploads: ${row}`);
  if (stored.advisoryLocks > 0) leftBehind.push(`${stored.advisoryLocks} advisory locks held`);
  return { lost, duplicated, leftBehind };
}
