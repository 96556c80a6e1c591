// Shared helpers of the form tests: render a form the way a page does (router, the page's
// IntlProvider with the locale's core messages), and a clean database per test.

import { render, type RenderResult } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { getDb } from '../../src/db/database';
import { TextField, type WizardStep } from '../../src/forms';
import { requiredText } from '../../src/shared/validation/validators';
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

/** Two steps of one field each, with texts borrowed from the contact catalogue: a name, then an e-mail. */
export const nameSchema = z.object({ fullName: requiredText(100) });
export const emailSchema = z.object({ email: requiredText(100) });
export const nameAndEmailSteps: WizardStep[] = [
  {
    id: 'name',
    title: 'form.contact.fullName',
    schema: async () => nameSchema,
    Component: lazy(async () => ({
      default: () => <TextField name="fullName" label="form.contact.fullName" required />,
    })),
  },
  {
    id: 'email',
    title: 'form.contact.email',
    schema: async () => emailSchema,
    Component: lazy(async () => ({ default: () => <TextField name="email" label="form.contact.email" required /> })),
  },
];
