// The desk's own host (docs/deployment.md). When DESK_ORIGIN's host is not SITE_ORIGIN's, each
// request is for one of the two, by its Host (or, behind a trusted proxy, X-Forwarded-Host): on
// any host but the desk's, the desk's pages redirect to its origin (the path alone, no query) and
// its API is not found; on the desk's host, nothing but the desk answers: its pages, assets and
// API, the CSP reports its pages send, the health probes, its icon and a robots.txt that forbids
// everything. `/` there opens the desk. Every answer on the desk's host carries its strict headers.

import type { Context, MiddlewareHandler } from 'hono';
import { CSP_REPORT_PATH } from '../site/security-headers';
import type { DeskConfig } from './config';
import { DESK_PAGE_HEADERS, isDeskPath } from './pages';

/** Besides its pages and API, what the desk's host reads out, and the reports its pages send. */
const DESK_HOST_READS = new Set(['/api/health', '/api/ready', '/icons/favicon-96x96.png']);
const DESK_ROBOTS = 'User-agent: *\nDisallow: /\n';

/** The host name a request was sent to: its Host, or the trusted proxy's X-Forwarded-Host. */
export function requestHostname(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  try {
    return forwarded ? new URL(`http://${forwarded}`).hostname : new URL(c.req.url).hostname;
  } catch {
    return '';
  }
}

/** Whether a request is answered by the desk (and so with its headers, not the site's). */
export function forDesk(desk: DeskConfig, trustProxy: boolean): (c: Context) => boolean {
  const deskHost = new URL(desk.origin).hostname;
  return (c) =>
    isDeskPath(new URL(c.req.url).pathname) || (desk.ownHost && requestHostname(c, trustProxy) === deskHost);
}

const notFound = (pathname: string) =>
  pathname.startsWith('/api/')
    ? Response.json({ error: 'not-found' }, { status: 404, headers: DESK_PAGE_HEADERS })
    : new Response('Not Found', { status: 404, headers: { ...DESK_PAGE_HEADERS, 'Content-Type': 'text/plain' } });

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { ...DESK_PAGE_HEADERS, Location: location } });

/** Keeps the desk and the site apart by host; a pass-through unless the desk has a host of its own. */
export function deskHostGate(desk: DeskConfig, trustProxy: boolean): MiddlewareHandler {
  const deskHost = new URL(desk.origin).hostname;
  return async (c, next) => {
    if (!desk.ownHost) return next();
    const pathname = new URL(c.req.url).pathname;
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (requestHostname(c, trustProxy) !== deskHost) {
      if (!isDeskPath(pathname)) return next();
      // An old bookmark: the desk's origin, the path alone (a fragment stays in the browser).
      return read && !pathname.startsWith('/api/') ? redirect(`${desk.origin}${pathname}`) : notFound(pathname);
    }
    if (read && pathname === '/') return redirect('/desk');
    if (read && pathname === '/robots.txt')
      return new Response(c.req.method === 'HEAD' ? null : DESK_ROBOTS, {
        headers: { ...DESK_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    const extra = read ? DESK_HOST_READS.has(pathname) : c.req.method === 'POST' && pathname === CSP_REPORT_PATH;
    if (!isDeskPath(pathname) && !extra) return notFound(pathname);
    await next();
    // The desk's own answers (its pages, a file's sandbox) keep the headers they set.
    for (const [name, value] of Object.entries(DESK_PAGE_HEADERS))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
