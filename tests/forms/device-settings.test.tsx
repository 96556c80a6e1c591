// @vitest-environment jsdom
// The tablet's staff settings (src/device/ui/device-settings.tsx) against the server's answers to
// the staff PIN: a wrong PIN, and too many wrong PINs (429 with Retry-After), told in the
// visitor's language with the minutes to wait.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceSettings } from '../../src/device/ui/device-settings';
import { FormMessagesProvider } from '../../src/forms';
import type { Locale } from '../../src/i18n/locales';
import { clearDatabase, renderPage } from './support';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearDatabase();
});

/** The server answers every PIN with `status` (and Retry-After when given). */
function serverAnswers(status: number, retryAfter?: string) {
  const fetch = vi.fn(
    async () =>
      new Response(status === 204 ? null : '{}', { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function tryPin(locale: Locale, label: string, button: string) {
  renderPage(
    <FormMessagesProvider name="device">
      <DeviceSettings />
    </FormMessagesProvider>,
    locale,
  );
  fireEvent.change(await screen.findByLabelText(label), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
  return (await screen.findByRole('alert')).textContent;
}

describe('the staff PIN on a tablet', () => {
  it('says a wrong PIN is wrong', async () => {
    serverAnswers(401);
    expect(await tryPin('en', 'Staff PIN', 'Continue')).toBe('This is not the staff PIN.');
  });

  it('says how many minutes to wait after too many wrong PINs, in each language', async () => {
    const fetch = serverAnswers(429, '840');
    expect(await tryPin('en', 'Staff PIN', 'Continue')).toBe(
      'Too many wrong PINs have been tried. Please wait 14 minutes and try again.',
    );
    expect(fetch).toHaveBeenCalledWith('/api/device/staff', expect.objectContaining({ method: 'POST' }));
    cleanup();
    expect(await tryPin('th', 'รหัส PIN ของเจ้าหน้าที่', 'ดำเนินการต่อ')).toBe(
      'มีการใส่รหัส PIN ผิดหลายครั้งเกินไป โปรดรอ 14 นาทีแล้วลองอีกครั้ง',
    );
    cleanup();
    serverAnswers(429, '60');
    expect(await tryPin('ru', 'PIN-код сотрудника', 'Продолжить')).toBe(
      'Слишком много попыток с неверным PIN-кодом. Подождите 1 минуту и попробуйте ещё раз.',
    );
    cleanup();
    expect(await tryPin('cn', '工作人员 PIN 码', '继续')).toBe('错误的 PIN 码尝试次数过多。请等待 1 分钟后再试。');
  });
});
