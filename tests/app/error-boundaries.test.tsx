// @vitest-environment jsdom
// The error screens: a 404 inside the layout, 'An error occurred' otherwise, and the last resort
// when showing the error page itself fails.

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
  it('shows the 404 page inside the layout', async () => {
    const view = await renderAt('/th/no-such-page');
    expect(view.querySelector('h1')?.textContent).not.toBe('');
    expect(view.querySelector('[data-status="404"]')).not.toBeNull();
    // The header's code comes after the page's (src/app/layout/deferred-header.tsx).
    await vi.waitFor(() => expect(view.querySelector('header')).not.toBeNull(), { timeout: 5000 });
  });

  it('rejects an unsupported ?lang= with the 404 page', async () => {
    const view = await renderAt('/faq?lang=fr');
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
