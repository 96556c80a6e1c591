// Keeps <head> in step with a page the router shows (./document-head.ts does the work).

import { useLocation } from 'react-router';
import { useDocumentHead, type PageHeadProps } from './document-head';

export { HeadCollectorContext, type PageHeadProps } from './document-head';

export function usePageHead(props: PageHeadProps): void {
  useDocumentHead(props, useLocation().pathname);
}
