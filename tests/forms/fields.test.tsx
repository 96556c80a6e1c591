// @vitest-environment jsdom
// The field components wizards build with: the yes/no question whose detail appears on yes, the
// check boxes whose "None" clears the others, and the repeatable list (add, remove, min, max).

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDraft, loadDraft } from '../../src/db';
import { CheckboxGroup, RepeatableList, TextField, Wizard, YesNoWithDetail, type WizardMeta } from '../../src/forms';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

const schema = z
  .object({
    needs: z.enum(['yes', 'no']),
    needsDetail: z.string(),
    illnesses: z.array(z.string()).min(1, 'form.common.required'),
    children: z.array(z.object({ name: z.string().min(1, 'form.common.required') })).min(1),
  })
  .superRefine((data, ctx) => {
    if (data.needs === 'yes' && !data.needsDetail.trim())
      ctx.addIssue({ code: 'custom', path: ['needsDetail'], message: 'form.common.required' });
  });

function Fields() {
  return (
    <>
      <YesNoWithDetail
        name="needs"
        label="form.contact.purpose"
        detailName="needsDetail"
        detailLabel="form.contact.message"
        required
      />
      <CheckboxGroup
        name="illnesses"
        label="form.contact.purpose"
        options={[
          { value: 'none', text: 'None', exclusive: true },
          { value: 'measles', text: 'Measles' },
          { value: 'mumps', text: 'Mumps' },
        ]}
      />
      <RepeatableList
        name="children"
        min={1}
        max={3}
        addLabel="form.contact.again"
        removeLabel="form.common.drafts.delete"
        newItem={() => ({ name: '' })}
        render={(index) => <TextField name={`children.${index}.name`} label="form.contact.fullName" />}
      />
    </>
  );
}

// Texts borrowed from the contact catalogue: the test is about behaviour.
const meta: WizardMeta = {
  kind: 'contact',
  schemaVersion: 1,
  title: 'form.contact.title',
  steps: [
    {
      id: 'one',
      title: 'form.contact.title',
      schema: async () => schema,
      Component: lazy(async () => ({ default: Fields })),
    },
  ],
  fullSchema: async () => schema,
  defaults: () => ({ needs: '', needsDetail: '', illnesses: [], children: [{ name: '' }] }),
  summaryNames: () => [],
  migrations: {},
  attachments: [],
  requiresConsent: false,
};

async function open(): Promise<string> {
  const draft = await createDraft('contact', meta.defaults(), 1);
  renderPage(<Wizard meta={meta} draftId={draft.id} />);
  await screen.findByRole('button', { name: 'Submit' });
  return draft.id;
}

describe('form fields', () => {
  it('asks for the detail of a yes, and keeps it through a no', async () => {
    const draftId = await open();
    expect(screen.queryByLabelText(/Message/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(await screen.findByLabelText(/Message/), { target: { value: 'Dyslexia' } });
    fireEvent.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText(/Message/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(((await screen.findByLabelText(/Message/)) as HTMLTextAreaElement).value).toBe('Dyslexia');
    await waitFor(async () =>
      expect((await loadDraft(draftId))?.data).toMatchObject({ needs: 'yes', needsDetail: 'Dyslexia' }),
    );
  });

  it('clears the other ticks when "None" is ticked, and "None" when another is', async () => {
    await open();
    const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    fireEvent.click(box('Measles'));
    fireEvent.click(box('Mumps'));
    fireEvent.click(box('None'));
    expect([box('None').checked, box('Measles').checked, box('Mumps').checked]).toEqual([true, false, false]);
    fireEvent.click(box('Measles'));
    expect([box('None').checked, box('Measles').checked]).toEqual([false, true]);
  });

  it('adds and removes items within min and max, moving focus to the new item', async () => {
    await open();
    const add = () => screen.getByRole('button', { name: 'Send another message' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(add());
    const inputs = await screen.findAllByLabelText('Full name');
    expect(inputs).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(inputs[1]));
    fireEvent.click(add());
    expect(await screen.findAllByLabelText('Full name')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Send another message' })).toBeNull();

    fireEvent.change(screen.getAllByLabelText('Full name')[2] as HTMLElement, { target: { value: 'Leo' } });
    const sections = screen.getAllByRole('button', { name: 'Delete' });
    fireEvent.click(sections[1] as HTMLElement);
    const left = (await screen.findAllByLabelText('Full name')) as HTMLInputElement[];
    expect(left.map((i) => i.value)).toEqual(['', 'Leo']);
  });

  it('links errors inside list items and groups from the error summary', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#field-needs', '#field-illnesses', '#field-children-0-name']);
    fireEvent.click(within(summary).getAllByRole('link')[1] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByLabelText('None'));
  });
});
