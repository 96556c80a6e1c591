// When a page is fully interactive: its islands have started and, on a page that is a React app,
// the app has hydrated. `<html data-ready="true">` says so, for tests and tools.

type Part = 'islands' | 'app';

/** Marks `part` started; sets `data-ready` once every part the page has is. */
export function markReady(part: Part): void {
  const html = document.documentElement;
  html.dataset[part] = 'ready';
  const app = html.hasAttribute('data-app');
  if (html.dataset.islands === 'ready' && (!app || html.dataset.app === 'ready')) html.dataset.ready = 'true';
}
