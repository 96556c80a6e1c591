// Shared helpers of the form tests: render a form the way a page does (router, the page's
// IntlProvider with the locale's core messages), and a clean database per test.

import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { getDb } from '../../src/db/database';
import { localeInfo, type Locale } from '../../src/i18n/locales';
import type { Messages } from '../../src/i18n/messages';
import { brandCatalogue } from '../../src/i18n/catalogue';
import en from '../../src/locales/en.json';
import th from '../../src/locales/th.json';
import ru from '../../src/locales/ru.json';
import cn from '../../src/locales/cn.json';

const core: Record<Locale, Messages> = { en, th, ru, cn };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `ui` inside a router and the page's IntlProvider of `locale`. */
export function renderPage(ui: ReactNode, locale: Locale = 'en'): RenderResult {
  return render(
    <MemoryRouter>
      <IntlProvider
        locale={localeInfo[locale].intl}
        messages={brandCatalogue(core[locale])}
        defaultLocale="en"
        timeZone="Asia/Bangkok"
      >
        {ui}
      </IntlProvider>
    </MemoryRouter>,
  );
}

/** Empties every table of the (fake) IndexedDB database. */
export async function clearDatabase(): Promise<void> {
  const db = getDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}
