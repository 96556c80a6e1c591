// @vitest-environment jsdom
// Autosave: a change reaches IndexedDB within 500 ms (debounced 300 ms), how complete the draft
// is soon after; a page being hidden or an app update flushes at once; a form shown directly
// creates its draft on the first change.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraft, listDrafts, loadDraft } from '../../src/db';
import { Wizard } from '../../src/forms';
import { runBeforeUpdate } from '../../src/pwa/before-update';
import { meta as contact } from '../../src/wizards/contact/meta';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

async function openDraft(): Promise<string> {
  const draft = await createDraft('contact', contact.defaults(), contact.schemaVersion);
  renderPage(<Wizard meta={contact} draftId={draft.id} />);
  await screen.findByLabelText(/Full name/);
  return draft.id;
}

describe('autosave', () => {
  it('writes a change within 500 ms', async () => {
    const draftId = await openDraft();
    const typedAt = Date.now();
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna Smith' } });
    await waitFor(async () => expect((await loadDraft(draftId))?.data.fullName).toBe('Anna Smith'), {
      timeout: 500,
      interval: 20,
    });
    expect(Date.now() - typedAt).toBeLessThan(500);
    expect((await loadDraft(draftId))?.names).toEqual(['Anna Smith']);
    expect((await screen.findByText(/^Saved on this device at/)).getAttribute('aria-live')).toBe('polite');
    // How complete it is follows in the idle time after the save.
    await waitFor(async () => expect((await loadDraft(draftId))?.completeness).toBeCloseTo(1 / 5), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('flushes at once when the page is hidden', async () => {
    const draftId = await openDraft();
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello' } });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(async () => expect((await loadDraft(draftId))?.data.message).toBe('Hello'), {
      timeout: 150,
      interval: 10,
    });
  });

  it('flushes before an app update reloads the page', async () => {
    const draftId = await openDraft();
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Before the update' } });
    await runBeforeUpdate();
    expect((await loadDraft(draftId))?.data.message).toBe('Before the update');
  });

  it('creates the draft of a form shown directly on the first change', async () => {
    renderPage(<Wizard meta={contact} />);
    await screen.findByLabelText(/Full name/);
    // Whatever the autosave holds is written now, without waiting for its timer.
    await runBeforeUpdate();
    expect(await listDrafts('contact')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'anna@example.com' } });
    await waitFor(
      async () => expect((await listDrafts('contact')).map((d) => d.data.email)).toEqual(['anna@example.com']),
      { timeout: 500, interval: 20 },
    );
  });

  it('opens a stored draft with its answers', async () => {
    const draft = await createDraft('contact', { ...contact.defaults(), fullName: 'Leo Smith' }, 1);
    renderPage(<Wizard meta={contact} draftId={draft.id} />);
    expect(((await screen.findByLabelText(/Full name/)) as HTMLInputElement).value).toBe('Leo Smith');
  });
});
