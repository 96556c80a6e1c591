// The header with its menus (Headless UI, with React Aria and Floating UI: about 43 KB gzip, a
// quarter of a page's code) loaded after the page's load event. The prerendered header shows at
// once; React hydrates it when its code arrives, and the rest of the page does not wait for it.
// Built in the browser without prerendered HTML (pages published after the build), the header
// appears when its code has loaded.

import { lazy, Suspense } from 'react';
import { afterLoadAndIdle } from '../after-load';

const SiteHeader = lazy(async () => {
  if (typeof window !== 'undefined') await afterLoadAndIdle();
  return { default: (await import('./site-header')).SiteHeader };
});

export function DeferredHeader() {
  return (
    <Suspense fallback={null}>
      <SiteHeader />
    </Suspense>
  );
}
