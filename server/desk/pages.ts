// The desk's pages: one React app (dist/desk, its own Vite build) answered at /desk and /th/desk
// and below them, never cached, never indexed, with a Content-Security-Policy of its own that is
// stricter than the site's: no inline script or style, no framing by anyone, forms and
// connections to this origin only, frames only for the desk's own file previews.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { CSP_REPORT_PATH } from '../site/security-headers';
import { safeJoin, serveFile } from '../site/static-files';

export const DESK_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "manifest-src 'none'",
  "worker-src 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
].join('; ');

export const DESK_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': DESK_CSP,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** /desk, /desk/..., /th/desk, /th/desk/... (pages), and /api/desk/... (its API). */
export const isDeskPath = (pathname: string) =>
  /^\/(th\/)?desk(\/|$)/.test(pathname) || /^\/api\/desk(\/|$)/.test(pathname);

/** Serves the desk's build: hashed assets as files, every other path the app's page. */
export function deskPages(deskDist: string) {
  let page: Promise<string> | undefined;
  const html = () => (page ??= readFile(path.join(deskDist, 'index.html'), 'utf8'));
  return async (c: Context): Promise<Response> => {
    const urlPath = new URL(c.req.url).pathname;
    if (urlPath.startsWith('/desk/assets/')) {
      const assetPath = urlPath.slice('/desk'.length);
      const file = safeJoin(deskDist, assetPath);
      const response =
        file &&
        (await serveFile(file, {
          urlPath: assetPath,
          method: c.req.method,
          acceptEncoding: c.req.header('accept-encoding'),
        }));
      if (!response) return c.text('Not Found', 404, DESK_PAGE_HEADERS);
      for (const [name, value] of Object.entries(DESK_PAGE_HEADERS))
        if (name !== 'Cache-Control') response.headers.set(name, value);
      return response;
    }
    let text: string;
    try {
      text = await html();
    } catch {
      page = undefined;
      return c.text('The desk is not built: run "npm run build".', 503, DESK_PAGE_HEADERS);
    }
    const thai = urlPath === '/th/desk' || urlPath.startsWith('/th/desk/');
    return c.html(thai ? text.replace('<html lang="en"', '<html lang="th"') : text, 200, DESK_PAGE_HEADERS);
  };
}
