// @vitest-environment jsdom
// Both scholarship forms as a family fills them in: the fixed applicant type, the exact year
// offered within the chosen year group, the form's own question, the transcript required and
// awards and portfolio optional, the summary, and the consent modal before Submit.

import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraft, listDrafts } from '../../../src/db';
import { Wizard } from '../../../src/forms';
import { meta as internal } from '../../../src/wizards/scholarship/meta-internal';
import { meta as external } from '../../../src/wizards/scholarship/meta-external';
import { pdfFile } from '../../db/support';
import { clearDatabase, renderPage } from '../../forms/support';

// jsdom's Blob cannot be read back (no arrayBuffer()); stored files need Node's (docs/platform.md §10).
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
/** Waits for step `name` and for its fields (each step's code loads on demand). */
async function openStep(name: RegExp, field: RegExp) {
  await screen.findByRole('heading', { level: 2, name });
  await screen.findAllByLabelText(field, undefined, { timeout: 5000 });
}
const optionsOf = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

const forms = [
  {
    name: 'internal',
    meta: internal,
    applicantType: 'Current student',
    extra: { label: /^Current class/, value: '5B', field: 'currentClass' },
  },
  {
    name: 'external',
    meta: external,
    applicantType: 'New student',
    extra: { label: /^Current school/, value: 'Lamai Bilingual School', field: 'currentSchool' },
  },
] as const;

describe.each(forms)('$name scholarship wizard', { timeout: 20_000 }, ({ meta, applicantType, extra }) => {
  const student = {
    ...meta.defaults().student,
    firstName: 'Lena',
    familyName: 'Ivanova',
    studentEmail: 'lena@example.com',
    yearGroup: 'primary',
    year: 'y5',
    [extra.field]: extra.value,
  };

  it('shows the fixed applicant type and offers the years of the chosen year group only', async () => {
    renderPage(h(Wizard, { meta }));
    await openStep(/Student/, /^First name/);
    expect(screen.getByText('Applicant type').nextElementSibling?.textContent).toBe(applicantType);
    expect(screen.queryByRole('radio', { name: applicantType })).toBeNull();

    expect(optionsOf(/^Year\b(?! group)/)).toEqual(['Please choose']);
    fireEvent.click(screen.getByRole('radio', { name: 'Primary' }));
    expect(optionsOf(/^Year\b(?! group)/)).toEqual([
      'Please choose',
      ...[1, 2, 3, 4, 5, 6].map((n) => `Year ${n} (ages ${n + 4}–${n + 5})`),
    ]);
    type(screen.getByLabelText(/^Year\b(?! group)/), 'y6');
    fireEvent.click(screen.getByRole('radio', { name: 'Secondary' }));
    expect(optionsOf(/^Year\b(?! group)/).at(-1)).toBe('Year 12 (ages 16–17)');
    await waitFor(() => expect((screen.getByLabelText(/^Year\b(?! group)/) as HTMLSelectElement).value).toBe(''));
  });

  it('asks for names, StudentEmail, year group, year and its own question; middle name and nickname are optional', async () => {
    renderPage(h(Wizard, { meta }));
    await openStep(/Student/, /^First name/);
    next();
    const summary = await screen.findByRole('alert');
    const fields = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent?.split(':')[0]);
    expect(fields).toEqual([
      'First name',
      'Family name',
      'Student e-mail',
      'Year group',
      'Year',
      extra.label.source.slice(1),
    ]);
    type(screen.getByLabelText(/^Student e-mail/), 'lena.example.com');
    await waitFor(() => expect(screen.queryByText('Enter an e-mail address like name@example.com')).not.toBeNull());
    expect(screen.getByLabelText(/^Middle name/).getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText(/^Nickname/).getAttribute('aria-required')).toBeNull();
  });

  it('requires the transcript, not the awards or the portfolio, then summarises and asks for consent', async () => {
    const draft = await createDraft(meta.kind, { ...meta.defaults(), student }, meta.schemaVersion);
    renderPage(h(Wizard, { meta, draftId: draft.id }));
    await openStep(/Student/, /^First name/);
    next();
    await openStep(/Documents/, /^School record/);
    next();
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['School record or transcript: This field is required']);
    expect(screen.getByLabelText(/^Recognitions and awards/).getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText(/^Portfolio/).getAttribute('aria-required')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^School record or transcript/), {
      target: { files: [pdfFile(2048, 'report.pdf')] },
    });
    await screen.findByText('Saved on this device.');
    next();
    await screen.findByRole('region', { name: 'Documents' }, { timeout: 5000 });
    const documents = screen.getByRole('region', { name: 'Documents' });
    await waitFor(() => expect(within(documents).queryByText('report.pdf')).not.toBeNull());
    expect(within(documents).getAllByText('Not attached')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Student' })).queryByText(extra.value)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and submit' }));
    expect(within(dialog).queryByText('Please accept the specified conditions.')).not.toBeNull();
    fireEvent.click(within(dialog).getByLabelText('I have read and accept these conditions'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and submit' }));
    await waitFor(() => expect(screen.queryByText('Thank you for your scholarship application')).not.toBeNull());
    const [saved] = await listDrafts(meta.kind);
    expect(saved?.status).toBe('ready');
    expect(saved?.names).toEqual(['Lena Ivanova']);
  });
});
