// @vitest-environment jsdom
// The application's start page: each draft on this device with its children's names (or
// "Untitled"), when it was last saved and how complete it is; Resume, Delete (confirmed in a
// dialog) and "Start a new application".

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraft, listDrafts, saveDraft } from '../../src/db';
import { DraftList } from '../../src/forms/draft-list';
import { meta as contact } from '../../src/wizards/contact/meta';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

// The list works for any wizard; the contact form's meta stands in for the application's.
async function twoDrafts(): Promise<{ named: string; untitled: string }> {
  const untitled = await createDraft('contact', contact.defaults(), 1);
  const named = await createDraft('contact', contact.defaults(), 1);
  await saveDraft(named.id, { names: ['Anna Smith', 'Leo Smith'], completeness: 0.42 });
  return { named: named.id, untitled: untitled.id };
}

describe('draft list', () => {
  it('shows each draft with its names, progress and a Resume link', async () => {
    const { named, untitled } = await twoDrafts();
    renderPage(<DraftList meta={contact} draftHref={(id) => `/application-form/${id}`} onStart={vi.fn()} />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Anna Smith and Leo Smith',
      'Untitled',
    ]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).queryByText('42% complete')).not.toBeNull();
    expect((within(first).getByRole('progressbar') as HTMLProgressElement).value).toBe(0.42);
    expect(within(first).getByText(/Last saved:/).textContent).toMatch(/Last saved: \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(within(first).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(`/application-form/${named}`);
    expect(within(second).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(
      `/application-form/${untitled}`,
    );
  });

  it('deletes a draft only after the confirmation', async () => {
    const { untitled } = await twoDrafts();
    renderPage(<DraftList meta={contact} draftHref={(id) => `/d/${id}`} onStart={vi.fn()} />);
    // Both drafts may carry the same time to the millisecond: find the untitled one by its link.
    await screen.findAllByRole('listitem');
    const untitledItem = () =>
      screen
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('link')?.getAttribute('href') === `/d/${untitled}`)!;

    fireEvent.click(within(untitledItem()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete this draft?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await listDrafts('contact')).toHaveLength(2);

    fireEvent.click(within(untitledItem()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the draft' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect((await listDrafts('contact')).map((d) => d.id)).not.toContain(untitled);
  });

  it('starts a new application without storing anything: its first change does', async () => {
    const onStart = vi.fn();
    renderPage(<DraftList meta={contact} draftHref={(id) => `/d/${id}`} onStart={onStart} />);
    expect(await screen.findByText('There are no applications saved on this device yet.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new application' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(await listDrafts('contact')).toEqual([]);
  });
});
