// Renders the app's routes at a path in jsdom, through a memory router, and unmounts what it
// rendered after each test: a root left mounted goes on rendering (lazy routes resolving) after
// the test environment is gone ("window is not defined" under load).

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, expect, vi } from 'vitest';

type RouterOptions = Omit<NonNullable<Parameters<typeof createMemoryRouter>[1]>, 'initialEntries'>;

export function routeRenderer(createRoutes: () => RouteObject[], options: RouterOptions = {}) {
  const roots: Root[] = [];
  afterEach(() => act(() => roots.splice(0).forEach((root) => root.unmount())));
  return async function renderAt(path: string) {
    const container = document.createElement('div');
    document.body.append(container);
    const router = createMemoryRouter(createRoutes(), { ...options, initialEntries: [path] });
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<RouterProvider router={router} />));
    await vi.waitFor(() => expect(container.querySelector('h1')).not.toBeNull(), { timeout: 5000 });
    return { container, router };
  };
}
