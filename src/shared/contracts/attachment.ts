// One file as a submission declares it (docs/submission-contract.md): its id, the form field that
// holds that id, its name, type, size and SHA-256. The outbox sends it, the intake checks it, and
// the device's stored file (records.ts) is this plus its draft.

import { z } from '../../config/zod';
import { ATTACHMENT_ID, SHA256_HEX } from './ids';

export const submissionAttachmentSchema = z.object({
  id: z.string().regex(ATTACHMENT_ID),
  /** Dot path of the form field holding this id. */
  field: z.string().min(1).max(200),
  name: z.string().max(255),
  type: z.string().min(1).max(100),
  size: z.int().min(1),
  sha256: z.string().regex(SHA256_HEX),
});

export type SubmissionAttachment = z.infer<typeof submissionAttachmentSchema>;
