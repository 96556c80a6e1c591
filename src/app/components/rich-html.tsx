// WordPress HTML, already sanitised by the page's loader, as React elements: links inside the site
// become router links, and video placeholders get their label in the visitor's language.

import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import type { SafeHtml } from '../../content/html';
import { AppLink } from './app-link';
import { VideoEmbedLink } from './video-embed-link';

function internalPath(href: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return undefined;
}

const textOf = (nodes: DOMNode[]): string =>
  nodes
    .map((node) =>
      'data' in node ? String(node.data) : node instanceof Element ? textOf(node.children as DOMNode[]) : '',
    )
    .join('');

const options: HTMLReactParserOptions = {
  replace(node) {
    if (!(node instanceof Element) || node.name !== 'a') return undefined;
    const href = node.attribs.href ?? '';
    if (node.attribs.class === 'video-embed') {
      return <VideoEmbedLink href={href} title={textOf(node.children as DOMNode[]).trim()} />;
    }
    const to = internalPath(href);
    if (to) return <AppLink to={to}>{domToReact(node.children as DOMNode[], options)}</AppLink>;
    return undefined;
  },
};

export function RichHtml({ html, className = 'prose' }: { html: SafeHtml; className?: string }) {
  return <div className={className}>{parse(html, options)}</div>;
}
