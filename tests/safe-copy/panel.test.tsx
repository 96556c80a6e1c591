// @vitest-environment jsdom
// Safe copies in a form page: the offer comes to a family that left a draft unfinished, says what
// can be lost and what the school can and cannot see, and turns nothing on until the family says
// yes; "Not now" is remembered. After the yes: the recovery link (its fragment is the family
// secret), and "Protect with Face ID / fingerprint", which makes a passkey with PRF, or says the
// browser cannot and points to the link.
import './jsdom-realm';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraft } from '../../src/db';
import { readSafeFamily } from '../../src/db/safe-copies';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { toBase64Url } from '../../src/crypto';
import { SafeCopyPanel } from '../../src/safe-copy/ui/safe-copy-panel';
import { clearDatabase, renderPage } from '../forms/support';
import th from '../../src/locales/forms/safe-copy.th.json';
import { installAuthenticator } from './authenticator';

const triggers = vi.hoisted(() => ({ started: 0, flushes: 0 }));
vi.mock('../../src/safe-copy/triggers', async (original) => ({
  ...(await original<typeof import('../../src/safe-copy/triggers')>()),
  startSafeCopyTriggers: () => {
    triggers.started++;
    return () => undefined;
  },
  requestSafeCopyFlush: async () => {
    triggers.flushes++;
    return undefined;
  },
}));

/** Waits until the panel has read the device and shows what it decided. */
async function decided(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('.safe-copy-slot[aria-busy="false"]')).not.toBeNull());
}

/** A platform authenticator on jsdom's own navigator (the page's address stays as it is). */
function authenticator(prf: boolean) {
  installAuthenticator({ prf, secret: Buffer.alloc(32, 7), evaluations: 0 }, (name, value) => {
    if (name === 'location') return;
    if (name === 'navigator') {
      const { credentials } = value as { credentials: unknown };
      Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
      return;
    }
    vi.stubGlobal(name, value);
  });
}

beforeEach(() => {
  triggers.started = 0;
  triggers.flushes = 0;
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
  await clearDatabase();
});

async function openReturning(locale: 'en' | 'th' = 'en') {
  const draft = await createDraft('application', { children: [{ firstName: 'Anong' }] }, 1);
  const { container } = renderPage(<SafeCopyPanel kind="application" draftId={draft.id} returning />, locale);
  return container;
}

describe('the offer in a form page', () => {
  it('asks a family that came back to its draft, and turns nothing on before the yes', async () => {
    await openReturning();
    const offer = await screen.findByRole('region', { name: 'Keep a safe copy of your application?' });
    expect(offer.textContent).toContain('Your application is only on this device.');
    expect(offer.textContent).toContain('Nobody at the school can read it before you send your application');
    expect(await readSafeFamily()).toBeUndefined();
    expect(triggers.started).toBe(0);
  });

  it('speaks the family language, and links to its restore page', async () => {
    await openReturning('th');
    fireEvent.click(await screen.findByRole('button', { name: 'เก็บสำเนาสำรอง' }));
    const link = (await screen.findByRole('textbox', { name: th['form.safe-copy.link.title'] })) as HTMLInputElement;
    expect(new URL(link.value).pathname).toBe('/th/restore');
  });

  it('does not ask a new draft in a browser that keeps its data', async () => {
    const draft = await createDraft('application', {}, 1);
    const { container } = renderPage(<SafeCopyPanel kind="application" draftId={draft.id} returning={false} />);
    await decided(container);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('remembers "Not now" and does not ask again', async () => {
    await openReturning();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    cleanup();
    await decided(await openReturning());
    expect(screen.queryByRole('region')).toBeNull();
    expect(await readSafeFamily()).toBeUndefined();
  });

  it('after the yes shows the recovery link with the family secret in its fragment', async () => {
    await openReturning();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep a safe copy' }));
    const link = (await screen.findByRole('textbox', { name: 'Your recovery link' })) as HTMLInputElement;
    const family = await readSafeFamily();
    expect(family?.auto).toBe(true);
    const url = new URL(link.value);
    expect(url.pathname).toBe('/restore');
    expect(url.hash).toBe(`#${toBase64Url(family!.secret)}`);
    expect(await screen.findByRole('img', { name: 'QR code of your recovery link' })).not.toBeNull();
    expect(triggers.started).toBe(1);
    expect(triggers.flushes).toBeGreaterThan(0);
  });
});

describe('protecting with a passkey', () => {
  it('makes a passkey whose PRF works and says the drafts are protected', async () => {
    authenticator(true);
    await openReturning();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep a safe copy' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Protect with Face ID / fingerprint' }));
    await screen.findByText('Your drafts are protected with your passkey.');
    expect((await readSafeFamily())?.passkey?.pending).toBeTruthy();
  });

  it('keeps the panel open on a restored device once its passkey is made, with the confirmation', async () => {
    // As after a restore (a tablet's hand-off): safe copies on, no passkey, no saved link.
    await turnOnSafeCopies();
    authenticator(true);
    await openReturning();
    fireEvent.click(await screen.findByRole('button', { name: 'Protect with Face ID / fingerprint' }));
    const done = await screen.findByText('Your drafts are protected with your passkey.');
    await waitFor(async () => expect((await readSafeFamily())?.passkey).toBeTruthy());
    expect(done.closest('details')?.open).toBe(true);
  });

  it('says so where the passkey has no PRF, and keeps the recovery link', async () => {
    authenticator(false);
    await openReturning();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep a safe copy' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Protect with Face ID / fingerprint' }));
    await screen.findByText(/This browser cannot use a passkey to protect your drafts/);
    expect((await readSafeFamily())?.passkey).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Your recovery link' })).not.toBeNull();
  });

  it('says so at once where the browser has no passkeys', async () => {
    await openReturning();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep a safe copy' }));
    await screen.findByText(/This browser cannot use a passkey to protect your drafts/);
    expect(screen.queryByRole('button', { name: 'Protect with Face ID / fingerprint' })).toBeNull();
  });
});
