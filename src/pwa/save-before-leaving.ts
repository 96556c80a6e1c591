// On a page that is an app (a form), a link to a document page is a full page load. An autosave
// still waiting for its pause, or sealing a shared tablet's draft, could be cut off by it: a
// click on such a link first finishes that work (runBeforeUpdate), then follows the link. Links
// the app's router handles itself, new tabs and downloads go their usual way.

import { runBeforeUpdate } from './before-update';

/** Longest a click waits for the saves before the link is followed anyway. */
const SAVE_WAIT_MS = 3000;

function leavingLink(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return undefined;
  const url = new URL(link.href, location.href);
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return url.origin === location.origin && !samePage ? url : undefined;
}

/** Makes a click on a link that leaves the page save the page's work first. */
export function saveBeforeLeaving(): void {
  document.addEventListener('click', (event) => {
    const url = leavingLink(event);
    if (!url) return;
    event.preventDefault();
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([runBeforeUpdate(), waited]).finally(() => location.assign(url.href));
  });
}
