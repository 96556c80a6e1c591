// @vitest-environment jsdom
// Where a wizard requires consent, Submit opens the consent modal: confirming without the tick
// is refused with 'Please accept the specified conditions.'; with it, the draft is ready to send.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraft, loadDraft } from '../../src/db';
import { Wizard } from '../../src/forms';
import { meta as contact } from '../../src/wizards/contact/meta';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

// The contact form's fields, as a wizard that asks for consent and ends on "ready to send".
const withConsent = { ...contact, requiresConsent: true, completion: undefined };
const filled = {
  fullName: 'Anna Smith',
  email: 'anna@example.com',
  mobile: '+66 81 234 5678',
  purpose: 'admissions',
  message: 'We would like to visit.',
};

async function openConsent(): Promise<{ draftId: string; dialog: HTMLElement }> {
  const draft = await createDraft('contact', filled, contact.schemaVersion);
  renderPage(<Wizard meta={withConsent} draftId={draft.id} />);
  // The wizard's first tab and its parts load as modules of their own: the first of them may take a while.
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
  return { draftId: draft.id, dialog: await screen.findByRole('dialog') };
}

describe('consent modal', () => {
  it('refuses to submit without the tick', async () => {
    const { draftId, dialog } = await openConsent();
    expect(within(dialog).getByRole('heading').textContent).toBe('Before you submit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and submit' }));

    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).toBe('Please accept the specified conditions.');
    const box = within(dialog).getByRole('checkbox', { name: 'I have read and accept these conditions' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect((await loadDraft(draftId))?.status).toBe('draft');
  });

  it('marks the draft ready to send once the conditions are accepted', async () => {
    const { draftId, dialog } = await openConsent();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and submit' }));

    await waitFor(async () => expect((await loadDraft(draftId))?.status).toBe('ready'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const done = await screen.findByRole('heading', { name: 'Submitted' });
    expect(done.nextElementSibling?.textContent).toBe('Thank you. Below you can see when the school has received it.');
    // The live region is there first, then says how the submission goes once it has loaded.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'It will be sent to the school automatically as soon as there is a connection',
      ),
    );
  });

  it('goes back to the form on cancel, without submitting', async () => {
    const { draftId, dialog } = await openConsent();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeNull();
    expect((await loadDraft(draftId))?.status).toBe('draft');
  });
});
