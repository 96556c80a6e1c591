// @vitest-environment jsdom
// The status page's assessment (src/app/status/assessment-panel.tsx) as a Russian family reads it:
// the free slots with their assessor's languages, a booking sent with the link's token and the
// child's place, a refusal worded in Russian, and offline the last known slots with every button
// disabled and the reason said; nothing is sent offline.

import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import { AssessmentPanel } from '../../src/app/status/assessment-panel';
import type { FamilyAssessment } from '../../src/shared/contracts/assessment';
import ru from '../../src/locales/forms/status.ru.json';
import { clearDatabase } from '../forms/support';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const slot = (id: string, startsAt: string) => ({
  id,
  startsAt,
  minutes: 45,
  mode: 'on-site' as const,
  place: 'Библиотека',
  assessor: 'Ms Carter',
  languages: ['en' as const, 'ru' as const],
});

const assessment: FamilyAssessment = {
  open: [
    slot('11111111-1111-4111-8111-111111111111', '2026-03-18T02:00:00.000Z'),
    slot('22222222-2222-4222-8222-222222222222', '2026-03-18T03:00:00.000Z'),
  ],
};

function show(offline: boolean, onChanged = vi.fn()) {
  render(
    <IntlProvider locale="ru" messages={ru} timeZone="Asia/Bangkok">
      <AssessmentPanel
        token="tok"
        child={1}
        assessment={assessment}
        checkedAt="2026-03-10T03:00:00.000Z"
        offline={offline}
        onChanged={onChanged}
      />
    </IntlProvider>,
  );
  return onChanged;
}

/** A fetch that answers the runtime configuration with a 404 and the booking with `answer`. */
function stubFetch(status: number, answer: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).includes('/status/assessment')) return new Response('', { status: 404 });
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return Response.json(answer, { status });
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await clearDatabase();
});

describe('the assessment on the status page', () => {
  it('offers the free slots with the assessor’s languages and books one', async () => {
    const calls = stubFetch(200, { done: 'booked', assessment: { open: [] } });
    const changed = show(false);
    expect(screen.getAllByText('Проводит: Ms Carter, языки общения: английский, русский')).toHaveLength(2);
    const buttons = screen.getAllByRole('button', { name: 'Записаться на это время' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Вы записаны на тестирование. Мы отправили вам подтверждение по электронной почте с файлом для календаря.',
    );
    expect(calls).toEqual([
      {
        url: expect.stringContaining('/status/assessment') as string,
        body: { token: 'tok', child: 1, slotId: '22222222-2222-4222-8222-222222222222' },
      },
    ]);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('says in Russian that the last place was just taken', async () => {
    stubFetch(409, { error: 'full' });
    show(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Записаться на это время' })[0]!);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Это время только что заняли. Пожалуйста, выберите другое.',
    );
  });

  it('offline, shows the last known slots, disables booking and says why, sending nothing', async () => {
    const calls = stubFetch(200, {});
    show(true);
    expect(screen.getByText(/Для записи нужен интернет/)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Записаться на это время' });
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(calls).toEqual([]));
  });
});
