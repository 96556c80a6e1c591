// The prerender entry (built by Vite for Node): renders one URL to HTML with its head, status and
// the router state the page hydrates from.

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type StaticHandlerContext,
} from 'react-router';
import { createRoutes } from './app/routes';
import { loadSiteHeader } from './app/layout/deferred-header';
import { HeadCollectorContext, type PageHeadProps } from './app/use-page-head';
import { serializeHydration } from './app/hydration';
import { locales, splitLocale, type Locale } from './i18n/locales';
import { provideMessages, type Messages } from './i18n/messages';
import { configureContentBase } from './content/content-client';
import { configureSanitizerWindow } from './content/html';
import en from './locales/en.json';
import th from './locales/th.json';
import ru from './locales/ru.json';
import cn from './locales/cn.json';

const catalogues: Record<Locale, Messages> = { en, th, ru, cn };
for (const locale of locales) provideMessages(locale, catalogues[locale]);

export { configureContentBase, configureSanitizerWindow };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: PageHeadProps | undefined; hydration: string };

const handler = createStaticHandler(createRoutes());

/** Renders `url` (absolute) as the browser would first see it. */
export async function render(url: string): Promise<RenderResult> {
  await loadSiteHeader();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  return renderContext(context);
}

/**
 * Renders the error page of the locale of `url` with `status`: 404 'Sorry, page not found!' or
 * 500 'An error occurred', for the server to send when it cannot serve a page.
 */
export async function renderError(url: string, status: 404 | 500): Promise<RenderResult> {
  await loadSiteHeader();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected`);
  const { locale } = splitLocale(new URL(url).pathname);
  const error = status === 404 ? new ErrorResponseImpl(404, 'Not Found', 'Not Found') : new Error('Server error');
  return renderContext({ ...context, statusCode: status, errors: { [`${locale}:pages`]: error } });
}

function renderContext(context: StaticHandlerContext): RenderResult {
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHeadProps | undefined;
  const html = renderToString(
    <HeadCollectorContext.Provider value={(h) => (head = h)}>
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>
    </HeadCollectorContext.Provider>,
  );
  return { kind: 'page', status: context.statusCode, html, head, hydration: serializeHydration(context) };
}
