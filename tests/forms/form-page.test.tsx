// @vitest-environment jsdom
// The form pages' island (src/app/form) as the browser runs it, without the router: the server's
// page (the router's, with every text) hydrates with only the first parts of the catalogues, and
// without a mismatch; the contact form under its title; the application's "Start" opens a new
// draft at its own address and stores nothing until the family's first change; a draft this
// device does not have is "page not found".

import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page as formPage } from '../../src/app/pages/form-page';
import { LocaleContext } from '../../src/app/locale-context';
import { matchRoute } from '../../src/routes/table';
import { FormIsland } from '../../src/app/form/form-island';
import { loadMeta, type FormRouteId } from '../../src/app/form/form-routes';
import { catalogueOf, loadFirstFormMessages } from '../../src/forms';
import { listDrafts, loadDraft } from '../../src/db';
import { brandCatalogue, type Catalogue } from '../../src/i18n/catalogue';
import { localeInfo, splitLocale, type Locale } from '../../src/i18n/locales';
import { getMessages, provideMessages } from '../../src/i18n/messages';
import enFirst from '../../src/locales/en.json?part=first';
import thFirst from '../../src/locales/th.json?part=first';
import ruFirst from '../../src/locales/ru.json?part=first';
import { clearDatabase } from './support';
import { locales } from './ssr-support';

window.scrollTo = () => undefined;
const first: Partial<Record<Locale, Catalogue>> = { en: enFirst, th: thFirst, ru: ruFirst };

beforeAll(() => {
  for (const [locale, messages] of Object.entries(locales)) provideMessages(locale as Locale, messages);
});

/** The roots a test hydrated: unmounted after it, so no React work outlives the test file. */
const roots: Root[] = [];

afterEach(async () => {
  cleanup();
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  await clearDatabase();
});

/** The page's #form-root as the server renders it (its page in the layout, every text loaded). */
async function serverIsland(path: string): Promise<HTMLElement> {
  const { locale, rest } = splitLocale(path);
  const route = matchRoute(rest)?.route;
  if (!route) throw new Error(`${path} is no page`);
  const { Component } = await formPage(locale, route);
  if (!Component) throw new Error(`${path} has no component`);
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LocaleContext.Provider value={locale}>
        <IntlProvider
          locale={localeInfo[locale].intl}
          messages={getMessages(locale)}
          defaultLocale="en"
          timeZone="Asia/Bangkok"
        >
          <Component />
        </IntlProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
  const root = page.querySelector<HTMLElement>('#form-root');
  if (!root) throw new Error(`${path} has no form island`);
  document.body.replaceChildren(root);
  return root;
}

/** Hydrates the island at `path` as src/entry-form.tsx does, with the first parts only. */
async function openIsland(path: string, state?: unknown) {
  const container = await serverIsland(path);
  window.history.replaceState(state ?? null, '', path);
  const { locale } = splitLocale(path);
  const route = container.dataset.route as FormRouteId;
  const meta = await loadMeta(route);
  await loadFirstFormMessages(locale, catalogueOf(meta));
  const spy = vi.spyOn(console, 'error');
  // React's notes about updates outside act() are the test's, not the page's.
  const errors = {
    calls: () => spy.mock.calls.filter(([message]) => !String(message).includes('not wrapped in act(')),
    mockRestore: () => spy.mockRestore(),
  };
  await act(async () => {
    const root = hydrateRoot(
      container,
      <IntlProvider
        locale={localeInfo[locale].intl}
        messages={brandCatalogue(first[locale] ?? {})}
        defaultLocale="en"
        timeZone="Asia/Bangkok"
      >
        <FormIsland locale={locale} route={route} meta={meta} serverPath={container.dataset.path ?? ''} />
      </IntlProvider>,
    );
    roots.push(root);
  });
  return { container, errors };
}

describe('the form pages island', () => {
  it('hydrates the contact form page with its first texts, and shows the form under the title', async () => {
    const { container, errors } = await openIsland('/contact-us');
    expect(container.querySelector('h1')?.textContent).toBe('Contact us');
    expect(await screen.findByLabelText(/Full name/, {}, { timeout: 5000 })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toBeNull();
    // No hydration mismatch, no missing text.
    expect(errors.calls()).toEqual([]);
    errors.mockRestore();
  });

  it('paints the bus form’s intro with its fee from the server’s page, the same paragraph once hydrated', async () => {
    const served = await serverIsland('/ru/bus-registration');
    const paragraph = served.querySelector('.form-intro');
    expect(paragraph?.textContent).toMatch(/^Зарегистрируйте на школьный автобус до трёх детей\. Стоимость — 12\s000/);
    // The form itself is still the placeholder: the intro does not wait for it.
    expect(served.querySelector('input')).toBeNull();
    const { container, errors } = await openIsland('/ru/bus-registration');
    expect(await screen.findByLabelText(/^Имя/, {}, { timeout: 5000 })).not.toBeNull();
    expect(container.querySelectorAll('.form-intro')).toHaveLength(1);
    expect(container.querySelector('.form-intro')?.textContent).toBe(paragraph?.textContent);
    expect(errors.calls()).toEqual([]);
    errors.mockRestore();
  });

  it('shows the contact-for-application form in Thai, its link to the full application a plain one', async () => {
    const { errors } = await openIsland('/th/contact-app');
    expect(await screen.findByLabelText(/ชื่อผู้ปกครอง/, {}, { timeout: 5000 })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'เริ่มกรอกใบสมัครออนไลน์' }).getAttribute('href')).toBe('/th/application-form');
    expect(await screen.findByLabelText('ฉันไม่ใช่โปรแกรมอัตโนมัติ', {}, { timeout: 5000 })).not.toBeNull();
    expect(errors.calls()).toEqual([]);
    errors.mockRestore();
  });

  it('starts a new application at its own address, stored on the first change', async () => {
    const { errors } = await openIsland('/application-form');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new application' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(location.pathname).toMatch(/^\/application-form\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { level: 2, name: /^Step 1 of 6/ }, { timeout: 5000 })).not.toBeNull();
    expect(await listDrafts('application')).toEqual([]);
    fireEvent.change(await screen.findByLabelText(/^First name/, {}, { timeout: 5000 }), {
      target: { value: 'Anna' },
    });
    const draftId = location.pathname.split('/').pop() ?? '';
    await vi.waitFor(() => expect(loadDraft(draftId)).resolves.toMatchObject({ kind: 'application' }), {
      timeout: 5000,
    });
    expect(errors.calls()).toEqual([]);
    errors.mockRestore();
  });

  it('answers a draft this device does not have with "page not found"', async () => {
    await openIsland('/application-form/not-on-this-device');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, page not found!' }, { timeout: 5000 }),
    ).not.toBeNull();
  });
});
