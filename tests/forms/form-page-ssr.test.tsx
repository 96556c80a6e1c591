// The prerendered form pages: the server renders each form route with its title, the form's
// placeholder and the no-script note (no IndexedDB there), so the build never breaks on a form.

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../src/app/routes';
import { locales, provideMessages, type Messages } from './ssr-support';

const handler = createStaticHandler(createRoutes());

async function prerender(path: string): Promise<string> {
  const context = await handler.query(new Request(`https://example.test${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected`);
  expect(context.statusCode).toBe(200);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('form pages on the server', () => {
  for (const [locale, messages] of Object.entries(locales)) provideMessages(locale as never, messages as Messages);

  for (const path of ['/contact-us', '/th/contact-app', '/ru/bus-registration', '/cn/application-form']) {
    it(`renders ${path}`, async () => {
      const html = await prerender(path);
      expect(html).toContain('<h1>');
      expect(html).toMatch(/class="(wizard-loading|draft-list|card card--highlight)"/);
    });
  }

  it('tells visitors without JavaScript how else to reach the school', async () => {
    const html = await prerender('/contact-us');
    expect(html).toContain('This form needs JavaScript.');
  });
});
