// Renders a page's prose to text, inside the providers it needs, for counting and checking.

import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { LocaleContext } from '../../src/app/locale-context';
import { localeInfo, type Locale } from '../../src/i18n/locales';
import type { Messages } from '../../src/i18n/messages';
import { brandCatalogue } from '../../src/i18n/catalogue';
import en from '../../src/locales/en.json';
import th from '../../src/locales/th.json';
import ru from '../../src/locales/ru.json';
import cn from '../../src/locales/cn.json';

const catalogues: Record<Locale, Messages> = { en, th, ru, cn };

export async function bodyHtml(routeId: string, locale: Locale): Promise<string> {
  const module = (await import(`../../src/pages/${routeId}/${locale}.tsx`)) as { default: ComponentType };
  const Body = module.default;
  return renderToStaticMarkup(
    <MemoryRouter>
      <LocaleContext.Provider value={locale}>
        <IntlProvider
          locale={localeInfo[locale].intl}
          messages={brandCatalogue(catalogues[locale])}
          timeZone="Asia/Bangkok"
        >
          <Body />
        </IntlProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
}

export async function bodyText(routeId: string, locale: Locale): Promise<string> {
  return (await bodyHtml(routeId, locale))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words as a reader counts them: Intl.Segmenter word segments (splits Thai and Chinese). */
export function countWords(text: string, locale: Locale): number {
  const segmenter = new Intl.Segmenter(localeInfo[locale].tag, { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}
