// The head of the island's pages: the server collects it whole (src/app/head-collector.ts); in the
// browser, moving between the application's start page and a draft's address changes what
// differs between them (title, description, whether search engines may index it), and leaves
// the served page's canonical and language links, which name the form's page for both.

import { useContext, useEffect } from 'react';
import { HeadCollectorContext, type PageHeadProps } from '../head-collector';

function setMeta(name: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('data-head', '');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** The head of the island's page (`undefined`: another part of the page sets it). */
export function useIslandHead(props: PageHeadProps | undefined): void {
  const collect = useContext(HeadCollectorContext);
  if (props) collect?.(props);
  const { title, description, noindex } = props ?? {};
  useEffect(() => {
    if (title === undefined || document.title === title) return;
    document.title = title;
    setMeta('description', description);
    setMeta('robots', noindex ? 'noindex' : undefined);
  }, [title, description, noindex]);
}
