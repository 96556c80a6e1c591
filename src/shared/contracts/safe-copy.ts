// What the device and the intake say to each other about safe copies of drafts (docs/safe-copy.md):
// ids, access proofs, sealed changes and file chunks under /api/copies. Everything here is
// ciphertext or a random id; nothing names a family. The server validates the requests with these
// schemas; the page and the service worker import their types.

import { z } from '../../config/zod';

/** A copy's id, a file's id, a change's id: 16 random bytes as base64url (22 characters). */
export const SAFE_ID = /^[A-Za-z0-9_-]{22}$/;

/** An access secret or its SHA-256: 32 bytes as base64url (43 characters). */
export const SAFE_KEY = /^[A-Za-z0-9_-]{43}$/;

/** The scheme of the Authorization header that carries a copy's access secret. */
export const SAFE_COPY_AUTH_SCHEME = 'Copy';

/** Plaintext of changes is padded to a multiple of this before sealing. */
export const SAFE_CHANGE_PADDING = 256;

/** Bytes a seal adds (version, IV, GCM tag: src/crypto/cipher.ts). */
export const SEAL_OVERHEAD = 1 + 12 + 16;

/** The first byte of every seal (src/crypto/cipher.ts); the server refuses a body without it. */
export const SEAL_VERSION = 1;

/** Plaintext bytes of a file chunk (the last chunk of a file may be shorter). */
export const SAFE_CHUNK_BYTES = 1024 * 1024;

/** What a copy is: a draft, the family's index of drafts, or a passkey's key slot. */
export const safeCopyKinds = ['draft', 'index', 'slot'] as const;
export type SafeCopyKind = (typeof safeCopyKinds)[number];

const safeId = z.string().regex(SAFE_ID);
/** Sealed bytes as base64url. */
const sealed = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** PUT /api/copies/{id}: make the copy (or find it made, with the same hash). */
export const createCopyRequestSchema = z.object({
  kind: z.enum(safeCopyKinds),
  /** SHA-256 of the copy's access secret, base64url. */
  accessHash: z.string().regex(SAFE_KEY),
});

/** One sealed change: its id (a replay of it stores nothing) and its ciphertext. */
export const safeChangeSchema = z.object({ changeId: safeId, body: sealed });
export type SafeChange = z.infer<typeof safeChangeSchema>;

/** POST /api/copies/{id}/changes. */
export const appendChangesRequestSchema = z.object({ changes: z.array(safeChangeSchema).min(1).max(100) });

/** Its answer: the server's sequence number of the last change (of a skipped replay, the stored one). */
export const appendChangesAnswerSchema = z.object({ seq: z.number().int().nonnegative() });

/** GET /api/copies/{id}/changes?after=<seq>: the changes after `seq`, in order. */
export const changesAnswerSchema = z.object({
  changes: z.array(safeChangeSchema.extend({ seq: z.number().int().positive() })),
  /** The last sequence number the copy has (the next page starts after the last change given). */
  last: z.number().int().nonnegative(),
});

/** POST /api/copies/{id}/compact: a snapshot of the whole draft replaces the changes up to `upTo`. */
export const compactRequestSchema = z.object({
  upTo: z.number().int().positive(),
  changeId: safeId,
  body: sealed,
});

/** GET /api/copies/{id}/files/{fileId}: the chunks the server holds (an upload resumes after them). */
export const fileChunksAnswerSchema = z.object({ chunks: z.array(z.number().int().nonnegative()) });

/** PATCH /api/copies/{id}: the application was sent; keep the copy until then (at most 30 days ahead). */
export const keepUntilRequestSchema = z.object({ keepUntil: z.iso.datetime() });

/** GET /api/copies/{id}: what the family is shown of its copy. */
export const copyAnswerSchema = z.object({
  kind: z.enum(safeCopyKinds),
  /** When the last change arrived. */
  changedAt: z.iso.datetime(),
  /** When the server deletes the copy unless it changes again (or, once sent, its keep-until date). */
  deleteAfter: z.iso.datetime(),
  /** What the copy holds, in padded bytes. */
  bytes: z.number().int().nonnegative(),
});
export type CopyAnswer = z.infer<typeof copyAnswerSchema>;
