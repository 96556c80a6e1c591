// @vitest-environment jsdom
// The robot check of the contact-for-application form: the development provider's tick box gives
// the token Submit takes (valid two minutes); without it Submit is refused at the field; the
// reCAPTCHA loader reports the four errors of docs/brief.md §8, and a failed script load clears
// the ready state so "Try again" loads it afresh.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listDrafts } from '../../src/db';
import { Wizard } from '../../src/forms';
import { robotCheckConfig } from '../../src/forms/robot-check';
import { createRecaptchaProvider } from '../../src/forms/robot-check/recaptcha-provider';
import { resetScripts } from '../../src/forms/robot-check/script-loader';
import { meta as contactApp } from '../../src/wizards/contact-app/meta';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  resetScripts();
  document.head.innerHTML = '';
  await clearDatabase();
});

async function fillDetails(): Promise<void> {
  fireEvent.change(await screen.findByLabelText(/Parent's name/), { target: { value: 'Maria Ivanova' } });
  fireEvent.change(screen.getByLabelText(/Student's name/), { target: { value: 'Alexei Ivanov' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'maria@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Mobile/), { target: { value: '+66 81 234 5678' } });
  fireEvent.change(screen.getByLabelText(/Year group/), { target: { value: 'y4' } });
  fireEvent.click(screen.getByLabelText('Thai'));
}

describe('robot check in the contact-for-application form', () => {
  it('refuses Submit until "I\'m not a robot" is ticked, then hands over the token', async () => {
    const onDone = vi.fn();
    renderPage(<Wizard meta={contactApp} onDone={onDone} />);
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe("Robot check: Please tick “I'm not a robot”");
    fireEvent.click(link);
    expect(document.activeElement?.id).toBe('field-robotCheck');

    fireEvent.click(await screen.findByLabelText("I'm not a robot"));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Thank you' });
    expect(onDone).toHaveBeenCalledWith(expect.any(String), {
      robotToken: expect.stringMatching(/^dev\.\d{13}\.[0-9a-f-]{36}$/),
    });
    const [draft] = await listDrafts('contact-app');
    expect(draft).toMatchObject({ status: 'ready', data: { studentName: 'Alexei Ivanov', language: 'th' } });
    expect(draft?.data).not.toHaveProperty('robotCheck');
  });

  it('asks again once the token is two minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderPage(<Wizard meta={contactApp} />);
    await fillDetails();
    fireEvent.click(await screen.findByLabelText("I'm not a robot"));
    vi.setSystemTime(Date.now() + 2 * 60 * 1000 + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      "Robot check: The robot check has expired. Please tick “I'm not a robot” again.",
    );
  });

  it('tells the family what to do when the check cannot load', async () => {
    vi.stubEnv('VITE_ROBOT_CHECK_DEV_FAIL', 'load');
    renderPage(<Wizard meta={contactApp} />, 'th');
    const problem = await screen.findByText(/Failed to load script/);
    expect(problem.textContent).toBe(
      'ไม่สามารถโหลดการยืนยันได้ (Failed to load script) กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต แล้วกด “ลองอีกครั้ง”',
    );
    vi.unstubAllEnvs();
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(screen.queryByLabelText('ฉันไม่ใช่โปรแกรมอัตโนมัติ')).not.toBeNull());
    expect(screen.queryByText(/Failed to load script/)).toBeNull();
  });
});

describe('reCAPTCHA loader', () => {
  const config = (env: Record<string, string>) =>
    robotCheckConfig({ VITE_ROBOT_CHECK: 'recaptcha', VITE_RECAPTCHA_SITE_KEY: 'site-key', ...env });

  it('defaults to the development check, reCAPTCHA v2 in en-us with the badge shown', () => {
    expect(robotCheckConfig({})).toMatchObject({ provider: 'dev', version: 2, language: 'en-us', hideBadge: false });
    expect(config({}).provider).toBe('recaptcha');
    expect(config({ VITE_ROBOT_CHECK: 'recaptcha-enterprise' }).provider).toBe('recaptcha-enterprise');
  });

  it("reports 'No key provided' and 'No version provided'", async () => {
    await expect(createRecaptchaProvider(config({ VITE_RECAPTCHA_SITE_KEY: '' })).load()).rejects.toMatchObject({
      code: 'no-key',
      message: 'No key provided',
    });
    await expect(createRecaptchaProvider(config({ VITE_RECAPTCHA_VERSION: '' })).load()).rejects.toMatchObject({
      code: 'no-version',
      message: 'No version provided',
    });
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("reports 'Failed to load script' and clears the ready state", async () => {
    const provider = createRecaptchaProvider(config({ VITE_ROBOT_CHECK: 'recaptcha-enterprise' }));
    const first = provider.load();
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(
      'https://www.google.com/recaptcha/enterprise.js?render=explicit&onload=__robotCheckLoaded&hl=en-us',
    );
    script?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({ code: 'load-failed', message: 'Failed to load script' });
    expect(document.head.querySelector('script')).toBeNull();

    const second = provider.load();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    (window as unknown as { __robotCheckLoaded: () => void }).__robotCheckLoaded();
    await expect(second).resolves.toBeUndefined();
  });

  it("reports 'Failed to execute' when the widget cannot be drawn", () => {
    const onError = vi.fn();
    const provider = createRecaptchaProvider(config({}));
    provider.render(document.createElement('div'), {
      language: 'en-us',
      texts: { label: '', note: '' },
      onToken: vi.fn(),
      onExpired: vi.fn(),
      onError,
    });
    expect(onError).toHaveBeenCalledWith('execute-failed');
  });
});
