// @vitest-environment jsdom
// The application as a family fills it in: the required answers of step 1, the Thai ID instead
// of the passport, one to four applicants (their files moving with them), every tab of a complete
// application in each language without a missing text, the summary, and consent before Submit.

import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createDraft, listAttachments, listDrafts, putAttachment, saveDraft } from '../../../src/db';
import { Wizard } from '../../../src/forms';
import type { Locale } from '../../../src/i18n/locales';
import { schoolToday } from '../../../src/shared/dates';
import { meta } from '../../../src/wizards/application/meta';
import { documentKeys } from '../../../src/wizards/application/schema';
import { pdfFile, pngFile } from '../../db/support';
import { clearDatabase, renderPage } from '../../forms/support';
import { mondayAfter, validApplication } from './fixtures';

// jsdom's Blob cannot be read back (no arrayBuffer()); stored files need Node's (docs/platform.md §10).
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });

// A long form in jsdom: rendering four applicants' fields takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(async () => {
  cleanup();
  consoleError.mockRestore();
  await clearDatabase();
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const WAIT = { timeout: 5000 };

/** Waits for step `name` to be shown with its fields (each step's code loads on demand). */
async function stepHeading(name: RegExp | string, done = 'Save Draft') {
  await screen.findByRole('heading', { level: 2, name }, WAIT);
  await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull(), WAIT);
  await screen.findByRole('button', { name: done }, WAIT);
}
const errorLinks = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('link')
    .map((a) => a.textContent);

/** A complete application with two applicants, its documents stored; returns the draft id. */
async function storedApplication(applicants = 2): Promise<string> {
  const data = validApplication();
  while (data.applicants.length < applicants) data.applicants.push(structuredClone(data.applicants[1]!));
  const start = mondayAfter(schoolToday());
  for (const a of data.applicants) a.info.startDate = start;
  const draft = await createDraft('application', data, meta.schemaVersion);
  for (const [index, applicant] of data.applicants.entries()) {
    for (const key of documentKeys) {
      if (!applicant.documents[key]) continue;
      const file =
        key === 'passportPhoto' ? pngFile(2048, `a${index}-photo.png`) : pdfFile(2048, `a${index}-${key}.pdf`);
      const stored = await putAttachment(draft.id, `applicants.${index}.documents.${key}`, file, { name: file.name });
      if (stored.ok) applicant.documents[key] = stored.attachment.id;
    }
  }
  await saveDraft(draft.id, { data });
  return draft.id;
}

const missingTexts = () =>
  consoleError.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('MISSING_TRANSLATION'));

describe('application wizard', () => {
  it('asks for the required answers of step 1, not the optional ones', async () => {
    renderPage(h(Wizard, { meta }));
    await stepHeading(/Applicant Information/);
    next();
    const links = await errorLinks();
    for (const label of [
      'First name',
      'Family name',
      'Gender',
      'Date of birth',
      'Passport number',
      'Samui home address',
    ])
      expect(links).toContain(`${label}: This field is required`);
    for (const optional of ['Middle name', 'Nickname', 'Religion', 'Thai national ID number'])
      expect(links.some((l) => l?.startsWith(`${optional}:`))).toBe(false);
    expect(screen.getByLabelText(/^Passport number/).getAttribute('autocomplete')).toBe('off');
  });

  it('asks Thai students for the Thai national ID instead of the passport', async () => {
    renderPage(h(Wizard, { meta }));
    await stepHeading(/Applicant Information/);
    fireEvent.click(screen.getByRole('radio', { name: 'Thai students' }));
    const id = await screen.findByLabelText(/^Thai national ID number/);
    expect(screen.queryByLabelText(/^Passport number/)).toBeNull();
    expect(id.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(id, { target: { value: '1101700230709' } });
    next();
    expect(await errorLinks()).toContain(
      'Thai national ID number: Please enter a valid 13-digit Thai national ID number',
    );
    expect(id.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes one to four applicants, later ones sharing applicant 1’s address', async () => {
    renderPage(h(Wizard, { meta }));
    await stepHeading(/Applicant Information/);
    expect(screen.queryByRole('button', { name: /Remove applicant/ })).toBeNull();
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Add another applicant' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Applicant 4' })).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Add another applicant' })).toBeNull();
    expect(screen.getAllByLabelText(/^Samui home address \*/)).toHaveLength(1);
    const same = screen.getAllByRole('checkbox', { name: 'Samui home address: same as applicant 1' });
    expect(same.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove applicant 2' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^First name/)).toHaveLength(3));
  });

  it('moves the files of later applicants when one is removed', async () => {
    const draftId = await storedApplication(3);
    renderPage(h(Wizard, { meta, draftId }));
    await stepHeading(/Applicant Information/);
    fireEvent.click(screen.getByRole('button', { name: /^Remove applicant 2/ }));
    await waitFor(async () => {
      const fields = (await listAttachments(draftId)).map((a) => `${a.field} ${a.name}`);
      expect(fields).toContain('applicants.1.documents.birthCertificate a2-birthCertificate.pdf');
      expect(fields.some((f) => f.startsWith('applicants.2.'))).toBe(false);
    });
  });

  it('summarises every tab with Change buttons and submits after consent', async () => {
    const draftId = await storedApplication();
    renderPage(h(Wizard, { meta, draftId }));
    for (const step of ['Applicant Information', 'Parents/Guardians', 'Academic Background', 'Health Care Record']) {
      await stepHeading(new RegExp(step));
      next();
    }
    await stepHeading(/Attachments/);
    await waitFor(() => expect(screen.queryByText('a0-birthCertificate.pdf')).not.toBeNull());
    next();
    await stepHeading(/Submit\/summary/);
    const info = screen.getByRole('region', { name: 'Applicant Information' });
    expect(within(info).queryByRole('heading', { level: 4, name: 'Applicant 2: Leo Smith' })).not.toBeNull();
    expect(within(info).getAllByText('Same as applicant 1')).toHaveLength(1);
    const documents = screen.getByRole('region', { name: 'Attachments' });
    await waitFor(() => expect(within(documents).queryByText('a1-photo.png')).not.toBeNull());
    expect(within(documents).getAllByText('Not needed')).toHaveLength(2);
    const health = screen.getByRole('region', { name: 'Student Health Care Record' });
    expect(within(health).getAllByText('None')).not.toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Change Parents/Guardians Information' }));
    for (const step of [/Parents\/Guardians/, /Academic Background/, /Health Care Record/, /Attachments/]) {
      await stepHeading(step);
      next();
    }
    await stepHeading(/Submit\/summary/);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('I have read and accept these conditions'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and submit' }));
    await waitFor(() => expect(screen.queryByText('Thank you for your application')).not.toBeNull());
    const [saved] = await listDrafts('application');
    expect(saved?.status).toBe('ready');
    expect(saved?.names).toEqual(['Anna Smith', 'Leo Smith']);
  });

  it.each(['en', 'th', 'ru', 'cn'] as Locale[])('shows every tab in %s without a missing text', async (locale) => {
    const draftId = await storedApplication();
    const own = (await import(`../../../src/locales/forms/application.${locale}.json`)).default as Record<
      string,
      string
    >;
    const common = (await import(`../../../src/locales/forms/common.${locale}.json`)).default as Record<string, string>;
    renderPage(h(Wizard, { meta, draftId }), locale);
    for (const step of meta.steps) {
      await stepHeading(new RegExp(own[step.title]!.replace(/[/()]/g, '.')), common['form.common.saveDraft']);
      if (step.id === 'summary') break;
      fireEvent.click(screen.getByRole('button', { name: common['form.common.next'] }));
    }
    expect(missingTexts()).toEqual([]);
  });
});
