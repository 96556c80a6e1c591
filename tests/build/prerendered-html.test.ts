// Every prerendered page carries its whole markup: a Suspense boundary the prerender could not
// finish (`<!--$!-->`, e.g. lazy code renderToString did not wait for) would make the browser
// throw React error 419 and render that part again on the client. A form page carries the forms'
// stylesheet too, so that the form does not restyle the whole page as it starts. A page's icon is
// a PNG: an SVG one makes Chromium build an SVG document for it on the main thread as the page
// loads (5-25 ms, traced), a long task on a slow phone.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkWith, readBuildStats } from '../../scripts/build-stats';
import { FORMS_MODULE } from '../../scripts/prerender';

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

  it("writes the forms' stylesheet into form pages only, with the file linked but disabled", () => {
    const stats = readBuildStats(path.join(import.meta.dirname, '../..'));
    const [file] = chunkWith(stats, FORMS_MODULE).css ?? [];
    expect(file).toMatch(/^assets\/.+\.css$/);
    const css = readFileSync(path.join(dist, file!), 'utf8');
    for (const form of ['contact-us/index.html', 'th/application-form/index.html', 'cn/bus-registration/index.html']) {
      const html = readFileSync(path.join(dist, form), 'utf8');
      expect(html).toContain(`<style>${css}</style>`);
      expect(html).toContain(`<link rel="stylesheet" href="/${file}" disabled>`);
    }
    const article = readFileSync(path.join(dist, 'th/curriculum/index.html'), 'utf8');
    expect(article).not.toContain(css);
    expect(article).not.toContain(file);
  });

  it('names a raster icon that the build serves, on the site and the desk', () => {
    for (const page of ['client/index.html', 'client/cn/contact-us/index.html', 'desk/index.html']) {
      const icons = [
        ...readFileSync(path.join(dist, '..', page), 'utf8').matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g),
      ];
      expect(icons.map((icon) => icon[0])).toEqual([expect.stringContaining('type="image/png"')]);
      const file = readFileSync(path.join(dist, icons[0]![1]!));
      expect(file.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
