// @vitest-environment jsdom
// What autosave leaves to the page's idle time: a change is written in an idle moment after the
// family stops typing, how complete the draft is follows one step's check per idle callback, and
// a save re-renders the save line, not the form. A new step is saved at once, idle or not.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraft, loadDraft } from '../../src/db';
import { Wizard, type WizardMeta } from '../../src/forms';
import { AUTOSAVE_DELAY_MS } from '../../src/forms/wizard/use-autosave';
import { meta as contactMeta } from '../../src/wizards/contact/meta';
import { clearDatabase, emailSchema, nameAndEmailSteps, nameSchema, renderPage } from './support';

const contact = contactMeta as unknown as WizardMeta;

/** The page's idle callbacks, run by the test one at a time. */
let idleQueue: (() => void)[] = [];

beforeEach(() => {
  idleQueue = [];
  globalThis.requestIdleCallback = (run: IdleRequestCallback) => idleQueue.push(() => run({} as IdleDeadline));
  globalThis.cancelIdleCallback = (id: number) => {
    idleQueue[id - 1] = () => undefined;
  };
});

afterEach(async () => {
  cleanup();
  await clearDatabase();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Runs idle callbacks one at a time (as they are asked for) until `done()`; answers how many it took. */
async function idleUntil(done: () => Promise<boolean>): Promise<number> {
  let ran = 0;
  const deadline = Date.now() + 3000;
  for (;;) {
    await settle();
    if (await done()) return ran;
    if (Date.now() > deadline) throw new Error(`not done after ${ran} idle callbacks`);
    const next = idleQueue.shift();
    if (!next) continue;
    next();
    ran += 1;
  }
}

async function openContactDraft(Step = contact.steps[0]!.Component): Promise<string> {
  const draft = await createDraft('contact', contact.defaults(), contact.schemaVersion);
  const meta: WizardMeta = { ...contact, steps: [{ ...contact.steps[0]!, Component: Step }] };
  renderPage(<Wizard meta={meta} draftId={draft.id} />);
  await screen.findByLabelText(/Full name/);
  return draft.id;
}

describe('autosave in idle time', () => {
  it('writes a change in an idle moment, then how complete it is, one check per idle callback', async () => {
    const draftId = await openContactDraft();
    // The stored draft's schemas load in the background; what that queued is not the save.
    await new Promise((resolve) => setTimeout(resolve, 100));
    idleQueue = [];
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna Smith' } });
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 100));
    expect((await loadDraft(draftId))?.data.fullName).toBe('');

    const saved = async () => (await loadDraft(draftId))?.data.fullName === 'Anna Smith';
    expect(await idleUntil(saved)).toBe(1);
    expect((await loadDraft(draftId))?.completeness).toBe(0);

    // The contact form's one step: the empty copy's check and the answers' check, each in a callback.
    const measured = async () => Math.abs(((await loadDraft(draftId))?.completeness ?? 0) - 1 / 5) < 0.001;
    expect(await idleUntil(measured)).toBeGreaterThanOrEqual(2);
  });

  it('writes a change within half a second on a page that is never idle', async () => {
    // As a busy page: an idle callback runs only when its timeout is up.
    globalThis.requestIdleCallback = (run: IdleRequestCallback, options?: IdleRequestOptions) =>
      Number(setTimeout(() => run({ didTimeout: true } as IdleDeadline), options?.timeout ?? 60_000));
    const draftId = await openContactDraft();
    const changedAt = Date.now();
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna Smith' } });
    await waitFor(async () => expect((await loadDraft(draftId))?.data.fullName).toBe('Anna Smith'), {
      timeout: 1500,
      interval: 10,
    });
    expect(Date.now() - changedAt).toBeLessThan(500 + 100);
  });

  it('re-renders the save line, not the form, when a save is done', async () => {
    let renders = 0;
    const Original = contact.steps[0]!.Component;
    const Counting = (props: ComponentProps<typeof Original>) => {
      renders += 1;
      return <Original {...props} />;
    };
    await openContactDraft(Counting);
    const before = renders;
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna Smith' } });
    await idleUntil(async () => screen.queryByText(/^Saved on this device at/) !== null);
    expect(renders).toBe(before);
  });
});

const twoSteps: WizardMeta = {
  ...contact,
  steps: nameAndEmailSteps,
  fullSchema: async () => nameSchema.extend(emailSchema.shape),
  defaults: () => ({ fullName: '', email: '' }),
};

describe('Next', () => {
  it('saves the new step at once, without waiting for an idle moment', async () => {
    const draft = await createDraft('contact', { fullName: 'Anna', email: '' }, 1);
    renderPage(<Wizard meta={twoSteps} draftId={draft.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByLabelText(/E-mail/);
    idleQueue = [];
    // No idle callback runs: a family closing the page right after still finds this step.
    await waitFor(async () => expect((await loadDraft(draft.id))?.step).toBe(1), { timeout: 500 });
    await waitFor(() => expect(screen.getByText(/^Saved on this device at/)).toBeTruthy());
  });
});
