// A page's whole HTML document from a render of the SSR entry: the build's template (stylesheet
// written in), the head (title, description, canonical, hreflang, Open Graph), the language's font
// preloads, the rendered body and, for a page that is a React app, its router state as inert JSON
// (the CSP allows no inline script). The prerender step writes every page with it and saves the
// template for the server, which renders WordPress pages on request.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildHead, renderHeadHtml, type HeadInput } from '../../src/i18n/head';
import { localeInfo, type Locale } from '../../src/i18n/locales';

/** What the build leaves for rendering pages later: dist/ssr/page-template.json. */
export interface PageTemplate {
  /** dist/client/index.html with its stylesheet written in. */
  template: string;
  /** `<link rel="preload">` tags of each locale's fonts. */
  fonts: Record<Locale, string>;
  /** The forms' stylesheet written in, for a page that shows a form (scripts/prerender.ts). */
  formStyles: string;
}

export const PAGE_TEMPLATE_FILE = 'page-template.json';

export async function readPageTemplate(ssrDir: string): Promise<PageTemplate> {
  return JSON.parse(await readFile(path.join(ssrDir, PAGE_TEMPLATE_FILE), 'utf8')) as PageTemplate;
}

export interface RenderedPage {
  html: string;
  /** What the page asked for in its head (src/app/use-page-head.ts). */
  head: Omit<HeadInput, 'locale' | 'rest' | 'origin'> | undefined;
  /** The router state of a page that is a React app (forms, search); undefined for a document. */
  hydration: string | undefined;
  /** A form page, which carries the forms' stylesheet. */
  form: boolean;
}

/** The document of `rest` (path under the locale prefix) in `locale`. */
export function pageDocument(
  page: PageTemplate,
  options: { locale: Locale; rest: string; origin: string; rendered: RenderedPage },
): string {
  const { locale, rest, origin, rendered } = options;
  const head = rendered.head ?? { title: 'Coconut Coast International School', description: '' };
  const headHtml = [renderHeadHtml(buildHead({ locale, rest, origin, ...head })), page.fonts[locale]]
    .filter(Boolean)
    .join('\n');
  const app = rendered.hydration !== undefined;
  const data = app ? `<script type="application/json" id="router-state">${rendered.hydration}</script>` : '';
  return page.template
    .replace('<html lang="en">', `<html lang="${localeInfo[locale].tag}"${app ? ' data-app=""' : ''}>`)
    .replace('<!--app-head-->', () => headHtml)
    .replace('</head>', () => (rendered.form ? `${page.formStyles}\n  </head>` : '</head>'))
    .replace('<!--app-body-->', () => rendered.html)
    .replace('<!--app-data-->', () => data);
}
