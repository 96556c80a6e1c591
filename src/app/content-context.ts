// How a page's loader reaches WordPress: the PageContent of the site that renders it travels in
// the router's context of that render (React Router's RouterContextProvider), given by the server
// or the prerender step to each render. A loader never reaches for a client of its own, so each
// render reads the content of the site that asked for it.

import { createContext, RouterContextProvider } from 'react-router';
import type { PageContent } from '../content/page-content';

const contentContext = createContext<PageContent>();

/** The router context of a render whose loaders read `content`. */
export function contentRouterContext(content: PageContent): RouterContextProvider {
  return new RouterContextProvider(new Map([[contentContext, content]]));
}

/** The content of the render a loader runs in; throws when the render was given none. */
export function pageContent(context: Readonly<RouterContextProvider>): PageContent {
  return context.get(contentContext);
}
