// @vitest-environment jsdom
// Moving through a wizard: Next validates only the current step, the step indicator marks the
// current step and lets the family go back to completed ones, Previous never validates, answers
// survive every move, and Submit sends the family back to the first step that no longer passes.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDraft, loadDraft, saveDraft } from '../../src/db';
import { useWizard, Wizard, type WizardMeta } from '../../src/forms';
import { clearDatabase, emailSchema, nameAndEmailSteps, nameSchema, renderPage } from './support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

const whole = nameSchema.extend(emailSchema.shape);

function Summary() {
  const { goTo } = useWizard();
  return (
    <button type="button" onClick={() => goTo('name')}>
      Change
    </button>
  );
}

// Three steps with texts borrowed from the contact catalogue.
const meta: WizardMeta = {
  kind: 'contact',
  schemaVersion: 1,
  title: 'form.contact.title',
  steps: [
    ...nameAndEmailSteps,
    { id: 'summary', title: 'form.contact.message', schema: async () => z.object({}), Component: Summary },
  ],
  fullSchema: async () => whole,
  defaults: () => ({ fullName: '', email: '' }),
  summaryNames: () => [],
  migrations: {},
  requiresConsent: false,
};

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step/ });
const indicator = () => screen.getByRole('navigation', { name: 'Steps of the form' });

describe('wizard steps', () => {
  it('validates the current step on Next, then moves on with focus on the new step', async () => {
    renderPage(<Wizard meta={meta} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Full name: This field is required']);

    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText(/E-mail/);
    expect(stepHeading().textContent).toBe('Step 2 of 3E-mail');
    expect(document.activeElement).toBe(stepHeading());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('This field is required')).toBeNull();

    const current = within(indicator()).getAllByRole('listitem')[1];
    expect(current?.getAttribute('aria-current')).toBe('step');
    expect(
      within(indicator())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 Full name (completed)']);
  });

  it('goes back without validating and keeps every answer', async () => {
    const draft = await createDraft('contact', { fullName: 'Anna', email: '' }, 1);
    renderPage(<Wizard meta={meta} draftId={draft.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(((await screen.findByLabelText(/Full name/)) as HTMLInputElement).value).toBe('Anna');
    fireEvent.click(within(indicator()).getByRole('button', { name: /E-mail/ }));
    expect(((await screen.findByLabelText(/E-mail/)) as HTMLInputElement).value).toBe('a@b.co');
    await waitFor(async () => expect((await loadDraft(draft.id))?.step).toBe(1));
  });

  it('reopens a draft on the step it was left on', async () => {
    const draft = await createDraft('contact', { fullName: 'Anna', email: '' }, 1);
    await saveDraft(draft.id, { step: 1 });
    renderPage(<Wizard meta={meta} draftId={draft.id} />);
    await waitFor(() => expect(screen.queryByLabelText(/E-mail/)).not.toBeNull());
  });

  it('sends the family back to the first step that no longer passes on Submit', async () => {
    const draft = await createDraft('contact', { fullName: 'Anna', email: 'a@b.co' }, 1);
    renderPage(<Wizard meta={meta} draftId={draft.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: '' } });
    fireEvent.click(within(indicator()).getByRole('button', { name: /Message/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#field-fullName');
    expect(stepHeading().textContent).toBe('Step 1 of 3Full name');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((await loadDraft(draft.id))?.status).toBe('draft');
  });
});
