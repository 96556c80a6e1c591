// @vitest-environment jsdom
// Each draft in the list shows its safe copy where the family turned safe copies on: up to date
// since when, the date the server deletes it; "Turn off the safe copy" asks first, then the
// server's copy is deleted and the draft says it has none; "Keep a safe copy again" brings one
// back.
import './jsdom-realm';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraft } from '../../src/db';
import { getSafeCopy } from '../../src/db/safe-copies';
import { DraftList } from '../../src/forms/draft-list';
import { localeInfo } from '../../src/i18n/locales';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { meta as application } from '../../src/wizards/application/meta';
import { clearDatabase, renderPage } from '../forms/support';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { flush } from './support';

// The page's flushes are the test's own, against the fake server.
vi.mock('../../src/safe-copy/triggers', async (original) => ({
  ...(await original<typeof import('../../src/safe-copy/triggers')>()),
  requestSafeCopyFlush: async () => undefined,
  startSafeCopyTriggers: () => () => undefined,
}));

let server: FakeCopies;
beforeEach(() => {
  server = fakeCopies();
});
afterEach(async () => {
  cleanup();
  await clearDatabase();
});

async function listed() {
  renderPage(<DraftList meta={application} draftHref={(id) => `/d/${id}`} onStart={vi.fn()} />);
  return (await screen.findAllByRole('listitem'))[0]!;
}

describe("a draft's safe copy in the draft list", () => {
  it('shows when it was brought up to date and when the server deletes it', async () => {
    const draft = await createDraft('application', { children: [{ firstName: 'Anong' }] }, 1);
    await turnOnSafeCopies();
    await flush(server);
    const row = await getSafeCopy(draft.id);
    expect(row?.syncedAt).toBeDefined();
    const item = await listed();
    await within(item).findByText(/^Safe copy up to date \(.+\)$/);
    const date = new Intl.DateTimeFormat(localeInfo.en.intl, { dateStyle: 'long', timeZone: 'Asia/Bangkok' });
    expect(within(item).getByText(/^The server deletes it on /).textContent).toBe(
      `The server deletes it on ${date.format(new Date(row!.deleteAfter!))} unless it changes before then.`,
    );
  });

  it('turns the copy off after asking, deletes it on the server, and can keep one again', async () => {
    const draft = await createDraft('application', { children: [{ firstName: 'Anong' }] }, 1);
    await turnOnSafeCopies();
    await flush(server);
    const copyId = (await getSafeCopy(draft.id))!.copyId;
    expect(server.copies.has(copyId)).toBe(true);
    const item = await listed();

    fireEvent.click(await within(item).findByRole('button', { name: 'Turn off the safe copy' }));
    const ask = within(item).getByRole('group', { name: 'Turn off the safe copy' });
    expect(ask.textContent).toContain('will be deleted from the school');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep the safe copy' }));
    expect(within(item).queryByRole('group')).toBeNull();
    expect(server.copies.has(copyId)).toBe(true);

    fireEvent.click(within(item).getByRole('button', { name: 'Turn off the safe copy' }));
    fireEvent.click(within(within(item).getByRole('group')).getByRole('button', { name: 'Turn off the safe copy' }));
    await within(item).findByText('No safe copy');
    await flush(server);
    expect(server.copies.has(copyId)).toBe(false);

    fireEvent.click(within(item).getByRole('button', { name: 'Keep a safe copy again' }));
    await waitFor(() => expect(within(item).queryByText('No safe copy')).toBeNull());
    await flush(server);
    await within(item).findByText(/^Safe copy up to date/);
    expect(server.copies.has((await getSafeCopy(draft.id))!.copyId)).toBe(true);
  });
});
