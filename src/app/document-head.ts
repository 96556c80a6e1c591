// Keeps <head> in step with the page after it changes in the browser, without the router (the
// form pages' island, src/app/form, uses it alone; the router's pages through use-page-head.ts).
// On the server the head is collected while rendering; in the browser the prerendered head stays
// until the page first changes it, when ./apply-head.ts loads and writes the new one.

import { useContext, useEffect, useRef } from 'react';
import { HeadCollectorContext, type PageHeadProps } from './head-collector';
import { splitLocale } from '../i18n/locales';
import { useLocale } from './locale-context';

export { HeadCollectorContext, type PageHeadProps } from './head-collector';

/** The head of the page at `pathname`: collected on the server, applied in the browser. */
export function useDocumentHead(props: PageHeadProps, pathname: string): void {
  const collect = useContext(HeadCollectorContext);
  collect?.(props);
  const locale = useLocale();
  // The path the document was served for: its head is already right.
  const served = useRef(typeof location === 'undefined' ? pathname : location.pathname);
  // Alternates and canonical come from loader data, which keeps its identity between renders.
  const { title, description, image, type, noindex, alternates, canonical } = props;
  useEffect(() => {
    if (pathname === served.current && document.title === title) return;
    served.current = '';
    const { rest } = splitLocale(pathname);
    void import('./apply-head').then(({ applyPageHead }) =>
      applyPageHead({ locale, rest, title, description, image, type, noindex, alternates, canonical }),
    );
  }, [locale, pathname, title, description, image, type, noindex, alternates, canonical]);
}
