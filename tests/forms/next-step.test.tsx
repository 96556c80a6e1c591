// @vitest-environment jsdom
// Next on a form whose check has run once already: the next step is on screen as soon as the
// check passes, in the same task (no timer, no scheduler task in between: on a slow phone each
// would let other work run first).

import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField, Wizard, type WizardMeta } from '../../src/forms';
import type { StepProps } from '../../src/forms/types';
import { preloadable } from '../../src/forms/preloadable';
import { requiredText } from '../../src/shared/validation/validators';
import { meta as contactMeta } from '../../src/wizards/contact/meta';
import { clearDatabase, renderPage } from './support';

const contact = contactMeta as unknown as WizardMeta;

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await clearDatabase();
});

const first = z.object({ fullName: requiredText(100) });
const second = z.object({ email: requiredText(100) });
const Name = () => <TextField name="fullName" label="form.contact.fullName" required />;
const Email = preloadable<StepProps>(async () => ({
  default: () => <TextField name="email" label="form.contact.email" required />,
}));
const meta: WizardMeta = {
  ...contact,
  steps: [
    { id: 'name', title: 'form.contact.fullName', schema: async () => first, Component: Name },
    { id: 'email', title: 'form.contact.email', schema: async () => second, Component: Email },
  ],
  fullSchema: async () => first.extend(second.shape),
  defaults: () => ({ fullName: '', email: '' }),
};

describe('Next', () => {
  it('shows the next step within the task of the check, without a timer or a scheduler task', async () => {
    renderPage(<Wizard meta={meta} />);
    // A first check (it fails) loads the checking code; the next step's code is fetched ahead.
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    await act(() => Email.preload());
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna' } });

    // From here no timer and no scheduler task runs: only the click and the promises it starts.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'setInterval'] });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (let i = 0; i < 100 && !screen.queryByLabelText(/E-mail/); i++) await Promise.resolve();
    expect(screen.queryByLabelText(/E-mail/)).not.toBeNull();
    // Then the save of the new step (the fake database's work waits on the frozen timers).
    await vi.runAllTimersAsync();
  });
});
