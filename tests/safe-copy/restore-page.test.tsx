// @vitest-environment jsdom
// "Restore my applications" (/<locale>/restore): opened from the recovery link after the site's
// data was cleared, it takes the family secret from the fragment, removes the fragment from the
// address bar and brings back the draft with every answer and file; a changed link or a pasted
// text that is not a link says so and leaves the device as it was.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import './jsdom-realm';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listDrafts } from '../../src/db';
import { readSafeFamily } from '../../src/db/safe-copies';
import { toBase64Url } from '../../src/crypto';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import RestorePage from '../../src/safe-copy/ui/restore-page';
import { renderPage } from '../forms/support';
import { purgeDevice, resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, holding, twoChildDraft } from './support';

// jsdom's File cannot be read (no arrayBuffer): use Node's, as tests/forms/file-field.test.tsx does.
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });

const api = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../src/safe-copy/ui/copy-api', () => ({ copyApi: async () => api.current }));
vi.mock('../../src/safe-copy/triggers', async (original) => ({
  ...(await original<typeof import('../../src/safe-copy/triggers')>()),
  requestSafeCopyFlush: async () => undefined,
  startSafeCopyTriggers: () => () => undefined,
}));

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
  api.current = { apiBase: API_BASE, fetch: server.fetch };
  history.replaceState(null, '', '/restore');
});
afterEach(async () => {
  cleanup();
  await resetDevices();
});

/** A two-child draft with files, its safe copy on the server; the site's data then cleared. */
async function copiedThenPurged() {
  await useDevice('phone');
  const draft = await twoChildDraft(64 * 1024);
  await turnOnSafeCopies();
  await flush(server);
  const before = await holding(draft.id);
  const secret = (await readSafeFamily())!.secret;
  await purgeDevice();
  return { draft, before, secret };
}

describe('the restore page', () => {
  it('restores every answer and file from the recovery link, and takes the key out of the address', async () => {
    const { draft, before, secret } = await copiedThenPurged();
    expect(await listDrafts('application')).toEqual([]);
    history.replaceState(null, '', `/restore#${toBase64Url(secret)}`);
    renderPage(<RestorePage />);
    await screen.findByText(/^1 application restored\./);
    expect(location.hash).toBe('');
    expect(await holding(draft.id)).toEqual(before);
    expect(screen.getByRole('link', { name: 'Applications saved on this device' }).getAttribute('href')).toBe(
      '/application-form',
    );
  });

  it('restores from a pasted link', async () => {
    const { draft, before, secret } = await copiedThenPurged();
    renderPage(<RestorePage />);
    const field = await screen.findByRole('textbox', { name: 'Or paste your recovery link' });
    fireEvent.change(field, { target: { value: ` https://school.example/restore#${toBase64Url(secret)} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await screen.findByText(/^1 application restored\./);
    expect(await holding(draft.id)).toEqual(before);
  });

  it('says nothing was found for a changed link, and changes nothing', async () => {
    const { secret } = await copiedThenPurged();
    const changed = new Uint8Array(secret);
    changed[0] = changed[0]! ^ 1;
    history.replaceState(null, '', `/restore#${toBase64Url(changed)}`);
    renderPage(<RestorePage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Nothing was found for this key/);
    expect(await readSafeFamily()).toBeUndefined();
    expect(await listDrafts('application')).toEqual([]);
  });

  it('says a pasted text is not a complete link', async () => {
    renderPage(<RestorePage />);
    const field = await screen.findByRole('textbox', { name: 'Or paste your recovery link' });
    fireEvent.change(field, { target: { value: 'https://school.example/restore#abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is not a complete recovery link. Check that you copied all of it.')).not.toBeNull();
    expect(server.sent).toEqual([]);
  });
});
