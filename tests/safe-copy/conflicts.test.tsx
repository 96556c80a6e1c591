// @vitest-environment jsdom
// "Changed on another device" in the form: when the phone and the laptop changed the mother's
// phone apart, the phone's form shows the note under that field with the value it replaced, and
// "Use this value instead" puts it back in the field. And a merge that changed a field the family
// did not touch shows in the open form at once.
import './jsdom-realm';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraft, loadDraft, saveDraft } from '../../src/db';
import { getSafeCopy, updateSafeCopy } from '../../src/db/safe-copies';
import { FieldLabelsProvider } from '../../src/forms/field-labels';
import { FormMessagesProvider } from '../../src/forms/messages';
import { TextField } from '../../src/forms';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { SafeCopyPanel } from '../../src/safe-copy/ui/safe-copy-panel';
import { renderPage } from '../forms/support';
import { resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush } from './support';

vi.mock('../../src/safe-copy/triggers', async (original) => ({
  ...(await original<typeof import('../../src/safe-copy/triggers')>()),
  requestSafeCopyFlush: async () => undefined,
  startSafeCopyTriggers: () => () => undefined,
}));

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
});
afterEach(async () => {
  cleanup();
  await resetDevices();
});

/** The open form of draft `draftId`: one field, the mother's phone, and the safe-copy panel. */
function OpenForm({ draftId, data }: { draftId: string; data: Record<string, unknown> }): ReactNode {
  const form = useForm({ defaultValues: data });
  return (
    <FormMessagesProvider name="contact">
      <FormProvider {...form}>
        <FieldLabelsProvider>
          <TextField name="mother.phone" label="form.contact.mobile" />
          <TextField name="city" label="form.contact.fullName" />
          <SafeCopyPanel kind="application" draftId={draftId} returning />
        </FieldLabelsProvider>
      </FormProvider>
    </FormMessagesProvider>
  );
}

async function openOnThisDevice(draftId: string) {
  const draft = (await loadDraft(draftId))!;
  renderPage(<OpenForm draftId={draftId} data={draft.data} />);
  return (await screen.findByDisplayValue(
    (draft.data as { mother: { phone: string } }).mother.phone,
  )) as HTMLInputElement;
}

describe('changed on another device', () => {
  it('shows the replaced value on the field and takes it back', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const api = { apiBase: API_BASE, fetch: server.fetch };
    await useDevice('phone');
    const draft = await createDraft('application', { mother: { phone: '081 000 0000' } }, 1);
    const family = await turnOnSafeCopies();
    await flush(server, { now });
    await useDevice('laptop');
    await restoreFromSecret(family.secret, { api, now });

    await saveDraft(draft.id, { data: { mother: { phone: '081 000 0002' } } });
    clock += 1000;
    await flush(server, { now });
    await useDevice('phone');
    await saveDraft(draft.id, { data: { mother: { phone: '081 000 0001' } } });
    clock += 1000;
    await flush(server, { now });
    expect((await getSafeCopy(draft.id))?.conflicts.map((c) => c.path)).toEqual(['mother.phone']);

    const input = await openOnThisDevice(draft.id);
    const field = input.closest('.field') as HTMLElement;
    const note = await within(field).findByRole('note', { name: 'Changed on another device' });
    const replaced = (await loadDraft(draft.id))!.data as { mother: { phone: string } };
    const other = replaced.mother.phone === '081 000 0001' ? '081 000 0002' : '081 000 0001';
    expect(note.textContent).toContain(`The value it replaced: ${other}`);

    fireEvent.click(within(note).getByRole('button', { name: 'Use this value instead' }));
    await waitFor(() => expect(input.value).toBe(other));
    await waitFor(async () => expect((await getSafeCopy(draft.id))?.conflicts).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it('puts a merged value into the open form where the family typed nothing', async () => {
    const draft = await createDraft('application', { mother: { phone: '081 000 0000' }, city: 'Lamai' }, 1);
    await turnOnSafeCopies();
    await flush(server);
    const input = await openOnThisDevice(draft.id);
    const city = screen.getByDisplayValue('Lamai') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '081 999 9999' } });

    // What a pull writes: the draft with another device's value, and the copy's row.
    await saveDraft(draft.id, { data: { mother: { phone: '081 000 0000' }, city: 'Chaweng' } });
    await updateSafeCopy(draft.id, { syncedAt: Date.now() });
    await waitFor(() => expect(city.value).toBe('Chaweng'));
    expect(input.value).toBe('081 999 9999');
  });
});
