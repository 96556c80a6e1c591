// @vitest-environment jsdom
// A form that replaces its placeholder (a form shown directly, once the device has said whether it
// holds an unfinished draft; a stored draft opened by its address) renders as a transition: a long form
// is rendered in slices with the browser's other tasks between them, not in one long task that a
// tap would wait behind.

import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import CurrentDraftWizard from '../../src/app/form/current-draft-wizard';
import { LocaleContext } from '../../src/app/locale-context';
import { loadFirstFormMessages, TextField, Wizard, type WizardMeta } from '../../src/forms';
import { createDraft } from '../../src/db';
import { meta as contactMeta } from '../../src/wizards/contact/meta';
import { clearDatabase, renderPage } from './support';

const contact = contactMeta as unknown as WizardMeta;

// As on a form page, the form's first texts are there before it renders (src/entry-form.tsx).
beforeAll(() => loadFirstFormMessages('en', 'contact'));

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

/** Counts the tasks the test's timer ran: a field sees the count of the task it renders in. */
function taskCounter(): { now: () => number; stop: () => void } {
  let count = 0;
  let live = true;
  const tick = () => {
    count += 1;
    if (live) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return { now: () => count, stop: () => (live = false) };
}

/** A step of 20 fields, each taking 2 ms to render, noting the task it renders in. */
function slowMeta(seen: Set<number>, task: () => number): WizardMeta {
  function SlowField({ index }: { index: number }) {
    const until = performance.now() + 2;
    while (performance.now() < until);
    seen.add(task());
    return <TextField name={`field${index}`} label="form.contact.fullName" />;
  }
  const Step = () => Array.from({ length: 20 }, (_, index) => <SlowField key={index} index={index} />);
  return {
    ...contact,
    steps: [{ id: 'all', title: 'form.contact.step.message', schema: async () => z.object({}), Component: Step }],
    defaults: () => ({}),
  };
}

describe('a form replacing its placeholder', () => {
  it('renders in slices: a form shown directly', async () => {
    const seen = new Set<number>();
    const counter = taskCounter();
    renderPage(
      <LocaleContext.Provider value="en">
        <CurrentDraftWizard meta={slowMeta(seen, counter.now)} />
      </LocaleContext.Provider>,
    );
    await screen.findAllByLabelText(/Full name/, undefined, { timeout: 3000 });
    counter.stop();
    expect(seen.size).toBeGreaterThan(1);
  });

  it('renders in slices: a stored draft opened by its address', async () => {
    const seen = new Set<number>();
    const counter = taskCounter();
    const meta = slowMeta(seen, counter.now);
    const draft = await createDraft('contact', {}, meta.schemaVersion);
    renderPage(<Wizard meta={meta} draftId={draft.id} />);
    await screen.findAllByLabelText(/Full name/, undefined, { timeout: 3000 });
    counter.stop();
    expect(seen.size).toBeGreaterThan(1);
  });
});
