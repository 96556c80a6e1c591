// Every prerendered page carries its whole markup: a Suspense boundary the prerender could not
// finish (`<!--$!-->`, e.g. lazy code renderToString did not wait for) would make the browser
// throw React error 419 and render that part again on the client.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.join(import.meta.dirname, '../../dist/client');

describe('prerendered HTML', () => {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

  it('has no boundary left for the client to render', () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('<!--$!-->'))).toEqual([]);
  });

  it('shows the header (loaded after the page in the browser) in every page', () => {
    const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain('<header class="site-header"');
    expect(readFileSync(path.join(dist, 'th/curriculum/index.html'), 'utf8')).toContain('<header class="site-header"');
  });
});
