// When a part of the page's code cannot load (offline after the browser dropped its cache, or a
// newer version replaced the file), only that part is missing: the page stays readable and its
// links work. The visitor is told, in the page's language, and the part loads again once the
// connection is back.

import { islandIds } from './contract';
import { part } from './dom';

/** The parts that failed and have not loaded since: the notice shows while there is one. */
const missing = new Set<() => Promise<void>>();

function updateNotice(): void {
  const notice = part(islandIds.chunkFailed);
  if (notice) notice.hidden = missing.size === 0;
}

/** Loads a part with `load`; on failure says so and tries again on `online`, until it loads. */
export function loadPart(load: () => Promise<void>): void {
  const attempt = () =>
    load().then(
      () => {
        // Another part that loads does not hide this part's failure.
        missing.delete(load);
        updateNotice();
      },
      (error: unknown) => {
        console.warn('A part of this page could not load:', error);
        missing.add(load);
        updateNotice();
        // Island Wi-Fi may give no `online` event: a return to the page tries again too.
        const again = () => {
          window.removeEventListener('online', again);
          window.removeEventListener('pageshow', again);
          void attempt();
        };
        window.addEventListener('online', again);
        window.addEventListener('pageshow', again);
      },
    );
  void attempt();
}
