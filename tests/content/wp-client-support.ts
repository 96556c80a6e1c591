// Shared by the WordPress client's tests: a client whose WordPress answers what a test says,
// JSON answers, and a valid post to vary.

import { createWpClient, type WpClient } from '../../src/content/wp-client';

/** A client whose WordPress answers with `respond`; every requested URL is recorded. */
export function hostile(respond: (url: URL) => Response | Promise<Response>): { client: WpClient; urls: URL[] } {
  const urls: URL[] = [];
  const client = createWpClient({
    baseUrl: 'https://cms.example.com',
    fetch: async (input) => {
      const url = new URL(String(input));
      urls.push(url);
      return respond(url);
    },
  });
  return { client, urls };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export const validPost = {
  id: 7,
  slug: 'sports-day',
  date: '2026-03-01T09:00:00',
  date_gmt: '2026-03-01T02:00:00',
  modified: '2026-03-02T10:00:00',
  modified_gmt: '2026-03-02T03:00:00',
  title: { rendered: '<em>Sports</em> &amp; Arts &#8211; Year&#8217;s best' },
  content: { rendered: '<p>Body</p>' },
  excerpt: { rendered: '<p>Short</p>' },
  featured_media: 0,
};
