// Shared-device mode on every page (docs/shared-device.md), loaded only on a tablet where staff
// turned it on: the badge; while a family's session is open, Lock and "Finish and hand over"; and
// the idle timer, which warns and then ends the session by itself. The session and its deadline
// travel with the tab (src/device/carry-record.ts). This page may have no database code: ending a
// session drops the carried key at once (nothing can open the drafts without it) and leaves the
// deleting to the forms' start page, where the tablet goes next.

import { dropCarried, markHandOver, readCarried, touchCarried, type CarriedSession } from '../device/carry-record';
import { localePath, type Locale } from '../i18n/locales';
import { runBeforeUpdate } from '../pwa/before-update';
import { APP_PAGE_ATTRIBUTE, COUNTDOWN_ATTRIBUTE, islandIds } from './contract';
import { onAction, part } from './dom';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity moves the deadline at most this often (each move writes session storage). */
const TOUCH_EVERY_MS = 5000;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function watchSharedDevice(locale: Locale): void {
  const bar = part(islandIds.sharedDevice);
  const warning = part<HTMLDialogElement>(islandIds.idleWarning);
  const confirm = part<HTMLDialogElement>('hand-over-confirm');
  if (!bar || !warning || !confirm) return;
  bar.hidden = false;
  const countdown = warning.querySelector<HTMLElement>(`[${COUNTDOWN_ATTRIBUTE}]`);
  const openControls = bar.querySelectorAll<HTMLElement>('[data-session="open"]');

  /** Ends the family's session: the key goes now; the forms' page deletes the drafts next. */
  const end = (session: CarriedSession) => {
    clearInterval(timer);
    dropCarried();
    markHandOver(session.id);
    location.replace(localePath(locale, 'application-form'));
  };

  const tick = () => {
    // The session may have started, moved on or ended on another page of the tab meanwhile.
    const session = readCarried();
    for (const control of openControls) control.hidden = !session;
    if (!session) {
      if (warning.open) warning.close();
      return;
    }
    const left = session.idleUntil - Date.now();
    if (left <= 0) end(session);
    else if (left <= session.warnMs) {
      if (countdown) countdown.textContent = clock(left);
      if (!warning.open) warning.showModal();
    } else if (warning.open) warning.close();
  };

  let touchedAt = 0;
  const touch = () => {
    const now = Date.now();
    if (now - touchedAt < TOUCH_EVERY_MS && !warning.open) return;
    touchedAt = now;
    touchCarried(now);
    tick();
  };

  onAction(bar, 'lock', async () => {
    // A form saves what was typed (sealed) before the page goes; its key leaves with the page.
    await runBeforeUpdate();
    dropCarried();
    if (document.documentElement.hasAttribute(APP_PAGE_ATTRIBUTE)) {
      location.replace(localePath(locale, 'application-form'));
    } else tick();
  });
  onAction(bar, 'hand-over', () => confirm.showModal());
  onAction(confirm, 'cancel', () => confirm.close());
  onAction(confirm, 'confirm-hand-over', () => {
    const session = readCarried();
    if (session) end(session);
    else confirm.close();
  });
  onAction(warning, 'stay', touch);
  for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true });
  const timer = setInterval(tick, 1000);
  tick();
}
