// The server's renderer (built by Vite for Node): renders one URL to the body of its document, its
// head, status, and, for the pages that are React apps, the router state they hydrate from. The
// caller hands each render the content of its site (a WordPress client and a sanitiser): the
// module keeps none, so servers in one process each render their own WordPress.

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
import { HeadCollectorContext, type PageHeadProps } from './app/use-page-head';
import { serializeHydration } from './app/hydration';
import { DocumentBody } from './app/document/document-body';
import { languagesOf } from './app/page-languages';
import { locales, splitLocale, type Locale } from './i18n/locales';
import { getMessages, provideMessages, type Messages } from './i18n/messages';
import type { Catalogue } from './i18n/catalogue';
import type { PageContent } from './content/page-content';
import { contentRouterContext } from './app/content-context';
import { isAppRoute, routeById, type RouteId } from './routes/table';
import en from './locales/en.json';
import th from './locales/th.json';
import ru from './locales/ru.json';
import cn from './locales/cn.json';
import deviceEn from './locales/forms/device.en.json';
import deviceTh from './locales/forms/device.th.json';
import deviceRu from './locales/forms/device.ru.json';
import deviceCn from './locales/forms/device.cn.json';

const catalogues: Record<Locale, Messages> = { en, th, ru, cn };
for (const locale of locales) provideMessages(locale, catalogues[locale]);
/** Shared-device mode's words, which the document's bar and idle warning show on every page. */
const deviceCatalogues: Record<Locale, Catalogue> = { en: deviceEn, th: deviceTh, ru: deviceRu, cn: deviceCn };

export type { PageContent };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The document's body: header, page, footer, notices. */
      html: string;
      head: PageHeadProps | undefined;
      /** For a page that is a React app (forms, search, device pages): its router state. */
      hydration: string | undefined;
      /** A form page (src/app/pages/form-page.tsx): its document carries the forms' stylesheet. */
      form: boolean;
    };

const handler = createStaticHandler(createRoutes());

/** Renders `url` (absolute) as the browser first sees it, its loaders reading `content`. */
export async function render(url: string, content: PageContent): Promise<RenderResult> {
  const context = await handler.query(new Request(url), { requestContext: contentRouterContext(content) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  return renderContext(context, new URL(url).pathname);
}

/**
 * Renders the error page of the locale of `url` with `status`: 404 'Sorry, page not found!' or
 * 500 'An error occurred', for the server to send when it cannot serve a page.
 */
export async function renderError(url: string, status: 404 | 500): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected`);
  const { locale } = splitLocale(new URL(url).pathname);
  const error = status === 404 ? new ErrorResponseImpl(404, 'Not Found', 'Not Found') : new Error('Server error');
  return renderContext(
    { ...context, statusCode: status, errors: { [`${locale}:pages`]: error } },
    new URL(url).pathname,
  );
}

/** The route of the table the context matched, unless the page is an error. */
function matchedRoute(context: StaticHandlerContext): RouteId | undefined {
  if (context.errors) return undefined;
  const handle = context.matches.at(-1)?.route.handle as { routeId?: RouteId } | undefined;
  return handle?.routeId;
}

const lastMatchId = (context: StaticHandlerContext) => context.matches.at(-1)?.route.id ?? '';

function renderContext(context: StaticHandlerContext, pathname: string): RenderResult {
  const router = createStaticRouter(handler.dataRoutes, context);
  const { locale } = splitLocale(pathname);
  let head: PageHeadProps | undefined;
  const pageHtml = renderToString(
    <HeadCollectorContext.Provider value={(h) => (head = h)}>
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>
    </HeadCollectorContext.Provider>,
  );
  const current = matchedRoute(context);
  const messages = { ...getMessages(locale), ...deviceCatalogues[locale] } as Catalogue;
  const html = renderToString(
    <DocumentBody
      locale={locale}
      pathname={pathname}
      current={current}
      pageHtml={pageHtml}
      messages={messages}
      languages={current === undefined ? undefined : languagesOf(context.loaderData[lastMatchId(context)])}
    />,
  );
  const app = current !== undefined && isAppRoute(routeById[current]);
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head,
    hydration: app ? serializeHydration(context) : undefined,
    form: current !== undefined && routeById[current].kind === 'form',
  };
}
