// @vitest-environment jsdom
// FileField: a document is stored with the draft (through putAttachment), shown with its name
// and size, replaced or removed; too large and wrong files are refused with a translated reason,
// and a required document keeps the form from being sent until it is there.

import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDraft, listAttachments, loadDraft } from '../../src/db';
import { FileField, Wizard, type WizardMeta } from '../../src/forms';
import { clearDatabase, renderPage } from './support';

// jsdom's File cannot be read (no arrayBuffer): use Node's, as the browser's would be
// (docs/platform.md §10).
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

const schema = z.object({
  attachments: z.object({ passport: z.string({ error: 'form.common.required' }).min(1, 'form.common.required') }),
});

// A one-step wizard with a single required document (texts from the contact catalogue).
const meta: WizardMeta = {
  kind: 'contact',
  schemaVersion: 1,
  title: 'form.contact.title',
  steps: [
    {
      id: 'documents',
      title: 'form.contact.step.message',
      schema: async () => schema,
      Component: lazy(async () => ({ default: () => <FileField name="attachments.passport" /> })),
    },
  ],
  fullSchema: async () => schema,
  defaults: () => ({ attachments: { passport: '' } }),
  summaryNames: () => [],
  migrations: {},
  attachments: [
    { field: 'attachments.passport', label: 'form.contact.fullName', required: true, accept: ['application/pdf'] },
  ],
  requiresConsent: false,
};

function file(header: string, size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(header));
  return new File([bytes], name, { type });
}

async function open(): Promise<{ draftId: string; input: HTMLInputElement }> {
  const draft = await createDraft('contact', meta.defaults(), 1);
  renderPage(<Wizard meta={meta} draftId={draft.id} />);
  const input = (await screen.findByLabelText(/Full name/)) as HTMLInputElement;
  return { draftId: draft.id, input };
}

describe('file field', () => {
  it('offers the camera and the accepted types, and requires the document', async () => {
    const { input } = await open();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#field-attachments-passport');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('stores a PDF with the draft, shows it, and lets the form be sent', async () => {
    const { draftId, input } = await open();
    fireEvent.change(input, { target: { files: [file('%PDF-1.7\n', 300 * 1024, 'passport.pdf', 'application/pdf')] } });

    await waitFor(() => expect(screen.queryByText('Saved on this device.')).not.toBeNull());
    expect(screen.queryByText('passport.pdf')).not.toBeNull();
    expect(screen.queryByText('300 kB')).not.toBeNull();
    const [stored] = await listAttachments(draftId);
    expect(stored).toMatchObject({ field: 'attachments.passport', name: 'passport.pdf', type: 'application/pdf' });
    await waitFor(async () =>
      expect((await loadDraft(draftId))?.data).toEqual({ attachments: { passport: stored?.id } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Submitted' })).not.toBeNull());
  });

  it('refuses a wrong or too large file with the reason, keeping what was stored', async () => {
    const { draftId, input } = await open();
    fireEvent.change(input, { target: { files: [file('%PDF-1.7\n', 1024, 'a.pdf', 'application/pdf')] } });
    await screen.findByText('a.pdf');

    fireEvent.change(input, { target: { files: [file('hello', 1024, 'notes.txt', 'text/plain')] } });
    await waitFor(() =>
      expect(
        screen.queryByText(
          'This type of file cannot be used. Please choose a PDF or a photo (JPEG, PNG, WebP or HEIC).',
        ),
      ).not.toBeNull(),
    );

    fireEvent.change(input, {
      target: { files: [file('%PDF-1.7\n', 11 * 1024 * 1024, 'scan.pdf', 'application/pdf')] },
    });
    await waitFor(() =>
      expect(
        screen.queryByText(
          'This file is larger than 10 MB. Please choose a smaller file, or take a photo of the document instead.',
        ),
      ).not.toBeNull(),
    );
    expect((await listAttachments(draftId)).map((a) => a.name)).toEqual(['a.pdf']);
    expect(screen.queryByText('a.pdf')).not.toBeNull();
  });

  it('removes the stored file', async () => {
    const { draftId, input } = await open();
    fireEvent.change(input, { target: { files: [file('%PDF-1.7\n', 1024, 'a.pdf', 'application/pdf')] } });
    await screen.findByText('a.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('a.pdf')).toBeNull());
    expect(await listAttachments(draftId)).toEqual([]);
    await waitFor(async () => expect((await loadDraft(draftId))?.data).toEqual({ attachments: { passport: '' } }));
  });
});
