// The connection line at the foot of the screen: "You are offline" while the browser says so, and
// "You are back online" for a few seconds after.

import { islandIds } from './contract';
import { part } from './dom';

type State = 'idle' | 'offline' | 'online';
const BACK_ONLINE_MS = 4000;

export function watchConnection(): void {
  const status = part(islandIds.connection);
  if (!status) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: State) => {
    status.dataset.state = state;
    for (const text of status.querySelectorAll<HTMLElement>('[data-state-text]')) {
      text.hidden = text.dataset.stateText !== state;
    }
  };
  window.addEventListener('offline', () => {
    clearTimeout(timer);
    show('offline');
  });
  window.addEventListener('online', () => {
    show('online');
    timer = setTimeout(() => show('idle'), BACK_ONLINE_MS);
  });
  if (!navigator.onLine) show('offline');
}
