// @vitest-environment jsdom
// The browser's router starts with its page's language alone (src/app/routes.tsx): another
// language's pages, its "not found" page and ?lang= must still work once a navigation leads there
// (the search page: the router's app; a form page has an island of its own).

import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes, discoverLocales } from '../../src/app/routes';
import { routeRenderer } from './render-routes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.scrollTo = () => undefined;

const render = routeRenderer(() => createRoutes(['en']), { patchRoutesOnNavigation: discoverLocales(['en']) });

afterEach(() => {
  document.body.innerHTML = '';
});

const heading = (view: HTMLElement) => view.querySelector('h1')?.textContent;
const treeIds = (routes: readonly { id: string }[]) => routes.map((route) => route.id);

describe('languages joining the router', () => {
  it('starts with the English tree alone and adds Thai on the way to a Thai page', async () => {
    const { container, router } = await render('/search');
    expect(treeIds(router.routes)).toEqual(['en-prefix', 'en']);
    expect(heading(container)).toBe('Search');

    await act(() => router.navigate('/th/search'));
    await vi.waitFor(() => expect(heading(container)).toBe('ค้นหา'), { timeout: 5000 });
    expect(treeIds(router.routes)).toEqual(['en-prefix', 'en', 'th']);

    await act(() => router.navigate('/search'));
    await vi.waitFor(() => expect(heading(container)).toBe('Search'), { timeout: 5000 });
    expect(treeIds(router.routes)).toEqual(['en-prefix', 'en', 'th']);
  });

  it("shows another language's not-found page in that language", async () => {
    const { container, router } = await render('/search');
    await act(() => router.navigate('/ru/no-such-page'));
    await vi.waitFor(() => expect(container.querySelector('[data-status="404"]')).not.toBeNull(), { timeout: 5000 });
    expect(router.state.matches.at(-1)?.route.id).toBe('ru:not-found');
  });

  it('follows ?lang= into a language not loaded yet', async () => {
    const { container, router } = await render('/search');
    await act(() => router.navigate('/search?lang=cn'));
    await vi.waitFor(() => expect(heading(container)).toBe('搜索'), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/cn/search');
  });
});
