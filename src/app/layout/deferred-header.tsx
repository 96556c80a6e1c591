// The header with its menus (Headless UI, with React Aria and Floating UI: about 43 KB gzip, a
// quarter of a page's code) loaded after the page's load event. The prerendered header shows at
// once; React hydrates it when its code arrives, and the rest of the page does not wait for it.
// Built in the browser without prerendered HTML (pages published after the build), the header
// appears when its code has loaded. The prerender step loads it first (renderToString does not
// wait for lazy code).

import { lazy, Suspense, type ComponentType } from 'react';
import { afterLoadAndIdle } from '../after-load';

let loaded: ComponentType | undefined;

/** Loads the header's code; the prerender step awaits this before rendering. */
export async function loadSiteHeader(): Promise<{ default: ComponentType }> {
  loaded ??= (await import('./site-header')).SiteHeader;
  return { default: loaded };
}

const LazyHeader = lazy(async () => {
  await afterLoadAndIdle();
  return loadSiteHeader();
});

export function DeferredHeader() {
  const Header = import.meta.env.SSR && loaded ? loaded : LazyHeader;
  return (
    <Suspense fallback={null}>
      <Header />
    </Suspense>
  );
}
