// @vitest-environment jsdom
// A failed Submit shows the error summary (GOV.UK pattern): focused, one link per missing field,
// each link moving focus to its field, and 'This field is required' at each field, in English and
// in Thai.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listDrafts } from '../../src/db';
import { Wizard } from '../../src/forms';
import { meta as contact } from '../../src/wizards/contact/meta';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  await clearDatabase();
});

const requiredFields = ['fullName', 'email', 'mobile', 'purpose', 'message'];

describe('error summary', () => {
  it('lists and links each missing field, and takes focus', async () => {
    renderPage(<Wizard meta={contact} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Please check all required fields');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.getAttribute('tabindex')).toBe('-1');

    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(requiredFields.map((f) => `#field-${f}`));
    expect(links[0]?.textContent).toBe('Full name: This field is required');

    for (const [index, link] of links.entries()) {
      fireEvent.click(link);
      expect(document.activeElement?.id).toBe(`field-${requiredFields[index]}`);
    }
  });

  it("shows 'This field is required' at each field, linked to its input", async () => {
    renderPage(<Wizard meta={contact} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');

    const name = screen.getByLabelText(/Full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Error: This field is required');
    expect(screen.getAllByText('This field is required')).toHaveLength(requiredFields.length);
  });

  it('says it in Thai on Thai pages', async () => {
    renderPage(<Wizard meta={contact} />, 'th');
    fireEvent.click(await screen.findByRole('button', { name: 'ส่งแบบฟอร์ม' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('กรุณาตรวจสอบช่องที่จำเป็นต้องกรอกทั้งหมด');
    expect(screen.getAllByText('กรุณากรอกข้อมูลในช่องนี้')).toHaveLength(requiredFields.length);
  });

  it('goes away once the answers are fixed, and the form can be sent', async () => {
    renderPage(<Wizard meta={contact} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');

    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna Smith' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '+66 81 234 5678' } });
    fireEvent.click(screen.getByLabelText('Academics'));
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'When is the open day?' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your message' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    const [draft] = await listDrafts('contact');
    expect(draft?.status).toBe('ready');
    expect(draft?.data).toMatchObject({ fullName: 'Anna Smith', purpose: 'academics' });
  });
});
