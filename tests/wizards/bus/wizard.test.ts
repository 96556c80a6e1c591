// @vitest-environment jsdom
// The bus registration as a family fills it in: Students (a second and third child, no fourth),
// Address with the picker, Contacts (two sets at least), the summary with its Change buttons,
// then Submit without a consent modal, leaving the draft ready to send.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraft, listDrafts, saveDraft } from '../../../src/db';
import { Wizard } from '../../../src/forms';
import { locales } from '../../../src/i18n/locales';
import { meta } from '../../../src/wizards/bus/meta';
import type { BusData } from '../../../src/wizards/bus/schema';
import { clearDatabase, renderPage } from '../../forms/support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const nth = (label: RegExp, index: number) => screen.getAllByLabelText(label)[index] as HTMLElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
/** Waits for step `name` and for its fields (each step's code loads on demand). */
async function openStep(name: RegExp, field: RegExp) {
  await screen.findByRole('heading', { level: 2, name });
  await screen.findAllByLabelText(field, undefined, { timeout: 5000 });
}

async function fillStudents() {
  await openStep(/Students/, /^First name/);
  type(screen.getByLabelText(/^First name/), 'Anna');
  type(screen.getByLabelText(/^Family name/), 'Smith');
  type(screen.getByLabelText(/^Year group/), 'y3');
  fireEvent.click(screen.getByRole('button', { name: 'Add another child' }));
  type(nth(/^First name/, 1), 'Leo');
  type(nth(/^Family name/, 1), 'Smith');
  type(nth(/^Nickname/, 1), 'Leo the Lion');
  type(nth(/^Year group/, 1), 'f2');
}

async function fillAddress() {
  await openStep(/Address/, /^House number/);
  type(screen.getByLabelText(/^House number/), '12/3 Moo 1');
  type(screen.getByLabelText(/^Province/), '84');
  await screen.findByRole('option', { name: 'Ko Samui' });
  type(screen.getByLabelText(/^District/), '8404');
  type(screen.getByLabelText(/^Sub-district/), '840406');
}

async function fillContacts() {
  await openStep(/Contacts/, /^Contact name/);
  type(nth(/^Contact name/, 0), 'Mary Smith');
  type(nth(/^Contact phone/, 0), '081 234 5678');
  type(nth(/^Contact e-mail/, 0), 'mary@example.com');
  type(nth(/^Contact name/, 1), 'John Smith');
  type(nth(/^Contact phone/, 1), '+66 89 765 4321');
}

describe('bus registration wizard', { timeout: 20_000 }, () => {
  it('asks for each student’s names and year group before going on', async () => {
    renderPage(h(Wizard, { meta }));
    await openStep(/Students/, /^First name/);
    next();
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'First name: This field is required',
      'Family name: This field is required',
      'Year group: This field is required',
    ]);
  });

  it('takes up to three children', async () => {
    renderPage(h(Wizard, { meta }));
    await openStep(/Students/, /^First name/);
    expect(screen.queryByRole('button', { name: /Remove student/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another child' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another child' }));
    expect(screen.getAllByLabelText(/^First name/)).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Student 3' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Add another child' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove student 2' }));
    expect(screen.getAllByLabelText(/^First name/)).toHaveLength(2);
  });

  it('starts with two contact sets that cannot be removed; contactEmail is optional', async () => {
    renderPage(h(Wizard, { meta }));
    await fillStudents();
    next();
    await fillAddress();
    next();
    await openStep(/Contacts/, /^Contact name/);
    expect(screen.getAllByLabelText(/^Contact name/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove contact/ })).toBeNull();
    const email = nth(/^Contact e-mail/, 0);
    expect(email.getAttribute('aria-required')).toBeNull();
    expect(email.getAttribute('autocomplete')).toBe('email');
    fireEvent.click(screen.getByRole('button', { name: 'Add another contact' }));
    expect(screen.queryByRole('button', { name: 'Remove contact 3' })).not.toBeNull();
  });

  it('summarises every answer, goes back to a step to change it, and submits without consent', async () => {
    renderPage(h(Wizard, { meta }));
    await fillStudents();
    next();
    await fillAddress();
    next();
    await fillContacts();
    next();

    await screen.findByRole('region', { name: 'Students' });
    const students = screen.getByRole('region', { name: 'Students' });
    expect(within(students).queryByText('Leo the Lion')).not.toBeNull();
    expect(within(students).queryByText('Year 3')).not.toBeNull();
    expect(within(students).queryByText('Foundation 2')).not.toBeNull();
    expect(within(students).getAllByText('Not given').length).toBeGreaterThan(0);
    const address = screen.getByRole('region', { name: 'Address' });
    for (const text of ['12/3 Moo 1', 'Surat Thani', '84320']) expect(within(address).queryByText(text)).not.toBeNull();
    await waitFor(() => expect(within(address).queryByText('Bo Phut')).not.toBeNull());
    expect(within(address).queryByText('Ko Samui')).not.toBeNull();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).queryByText('mary@example.com')).not.toBeNull();

    fireEvent.click(within(address).getByRole('button', { name: 'Change Address' }));
    await openStep(/Address/, /^House number/);
    expect((screen.getByLabelText(/^Postal code/) as HTMLInputElement).value).toBe('84320');
    next();
    await openStep(/Contacts/, /^Contact name/);
    next();
    await screen.findByRole('region', { name: 'Students' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByText('Thank you for registering for the school bus')).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => {
      const [draft] = await listDrafts('bus');
      expect(draft?.status).toBe('ready');
      expect(draft?.names).toEqual(['Anna Smith', 'Leo Smith']);
    });
  });

  it.each(locales)(
    'shows the summary in %s without a missing text, places named in Thai only in Thai',
    async (locale) => {
      const data: BusData = {
        students: [{ firstName: 'Anna', familyName: 'Smith', middleName: '', nickname: '', year: 'f3' }],
        address: {
          line: '12/3 Moo 1',
          provinceCode: '84',
          districtCode: '8404',
          subDistrictCode: '840406',
          postalCode: '84320',
        },
        contacts: [
          { contactName: 'Mary Smith', contactPhone: '081 234 5678', contactEmail: '' },
          { contactName: 'John Smith', contactPhone: '089 765 4321', contactEmail: '' },
        ],
      };
      const draft = await createDraft('bus', data, meta.schemaVersion);
      await saveDraft(draft.id, { step: 3 });
      const errors = vi.spyOn(console, 'error');
      renderPage(h(Wizard, { meta, draftId: draft.id }), locale);
      const place = locale === 'th' ? 'บ่อผุด' : 'Bo Phut';
      await waitFor(() => expect(screen.queryByText(place)).not.toBeNull(), { timeout: 5000 });
      expect(screen.queryByText(locale === 'th' ? 'สุราษฎร์ธานี' : 'Surat Thani')).not.toBeNull();
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/MISSING_TRANSLATION|Missing message/);
      errors.mockRestore();
    },
  );
});
