// Shared steps of the safe-copy engine tests: a draft with children and files on the current
// device, a flush against the fake /api/copies, and what a device holds of a draft.

import { createDraft, getAttachmentBlob, listAttachments, loadDraft, putAttachment } from '../../src/db';
import { flushSafeCopies } from '../../src/safe-copy/flush';
import { sha256Hex } from '../../src/shared/files/sha256';
import { pdfFile } from '../db/support';
import type { FakeCopies } from './fake-copies';

export const API_BASE = 'http://fake/api';

/** A two-child application with a passport for each child (`fileBytes` each). */
export async function twoChildDraft(fileBytes = 1.5 * 1024 * 1024) {
  const draft = await createDraft(
    'application',
    {
      children: [
        { firstName: 'Anong', grade: 4 },
        { firstName: 'Niran', grade: 2 },
      ],
      mother: { phone: '081 234 5678' },
    },
    1,
  );
  for (const index of [0, 1]) {
    const stored = await putAttachment(
      draft.id,
      `children.${index}.passport`,
      pdfFile(fileBytes, `passport-${index}.pdf`),
    );
    if (!stored.ok) throw new Error(`file not stored: ${stored.reason}`);
  }
  return draft;
}

/** One flush of the current device against `server`. */
export function flush(server: FakeCopies, options: { now?: () => number; reconnected?: boolean } = {}) {
  return flushSafeCopies({
    api: { apiBase: API_BASE, fetch: server.fetch },
    random: () => 0.5,
    wait: true,
    ...options,
  });
}

/** What the current device holds of draft `id`: its data and each file's field and SHA-256 of its bytes. */
export async function holding(id: string) {
  const draft = await loadDraft(id);
  const files: Record<string, string> = {};
  for (const meta of await listAttachments(id)) {
    const blob = await getAttachmentBlob(meta.id);
    files[meta.field] = blob ? await sha256Hex(await blob.arrayBuffer()) : 'missing';
  }
  return { data: draft?.data, files };
}
