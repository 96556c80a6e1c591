// @vitest-environment jsdom
// The error screens of the React app (the form, search and device pages): a 404, 'An error
// occurred' otherwise, and the last resort when showing the error page itself fails. The
// document around them (header, footer) is the server's: tests/server and tests/e2e.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeRenderer } from './render-routes';

const failErrorPage = vi.hoisted(() => ({ on: false }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.scrollTo = () => undefined;

vi.mock('../../src/app/pages/error-page', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/pages/error-page')>();
  return {
    ErrorPage: () => {
      if (failErrorPage.on) throw new Error('the error page broke');
      return original.ErrorPage();
    },
  };
});

const { createRoutes } = await import('../../src/app/routes');

const render = routeRenderer(createRoutes);
const renderAt = async (path: string) => (await render(path)).container;

afterEach(() => {
  failErrorPage.on = false;
  document.body.innerHTML = '';
});

describe('error screens', () => {
  it('shows the 404 page', async () => {
    const view = await renderAt('/th/no-such-page');
    expect(view.querySelector('h1')?.textContent).not.toBe('');
    expect(view.querySelector('[data-status="404"]')).not.toBeNull();
  });

  it('rejects an unsupported ?lang= with the 404 page', async () => {
    const view = await renderAt('/search?lang=fr');
    expect(view.querySelector('h1')?.textContent).toBe('Sorry, page not found!');
  });

  it('falls back to a last-resort screen when the error page fails', async () => {
    failErrorPage.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderAt('/ru/no-such-page');
    expect(view.querySelector('h1')?.textContent).toBe('При отображении страницы ошибки произошла ошибка');
    const link = view.querySelector('a');
    expect(link?.textContent).toBe('Вернуться на главную');
    expect(link?.getAttribute('href')).toBe('/ru');
  });

  it('uses the English words of the brief for the last-resort screen', async () => {
    failErrorPage.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderAt('/no-such-page');
    expect(view.querySelector('h1')?.textContent).toBe('An error occurred while showing the error page');
    expect(view.querySelector('a')?.textContent).toBe('Go back to home');
  });
});
