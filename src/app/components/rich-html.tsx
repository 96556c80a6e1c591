// WordPress HTML, sanitised, with links inside the site turned into router links.

import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { safeHtml } from '../../content/html';
import { AppLink } from './app-link';

function internalPath(href: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return undefined;
}

const options: HTMLReactParserOptions = {
  replace(node) {
    if (node instanceof Element && node.name === 'a') {
      const to = internalPath(node.attribs.href ?? '');
      if (to) {
        return <AppLink to={to}>{domToReact(node.children as DOMNode[], options)}</AppLink>;
      }
    }
    return undefined;
  },
};

export function RichHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className}>{parse(safeHtml(html), options)}</div>;
}
