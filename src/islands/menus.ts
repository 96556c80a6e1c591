// The header's menus are <details> disclosures that open without script. This adds what a menu
// should do beyond that (the WAI-ARIA disclosure pattern): Escape closes the menu around the
// focus and returns focus to its button, a click or a focus move outside closes it, opening one
// closes the others, and following a link closes them all. The language menu's links also
// remember the choice for the site's front door (the locale cookie).

import { rememberLocale } from '../i18n/locale-cookie';
import { isLocale } from '../i18n/locales';
import { MENU_ATTRIBUTE, SWITCH_LOCALE_ATTRIBUTE } from './contract';

const MENU = `details[${MENU_ATTRIBUTE}]`;

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(MENU)].filter((menu) => menu.open);
}

/** Closes every open menu that does not hold `keep`. */
function closeMenus(keep?: Node | null): void {
  for (const menu of openMenus()) if (!keep || !menu.contains(keep)) menu.open = false;
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a');
  const locale = link?.getAttribute(SWITCH_LOCALE_ATTRIBUTE);
  if (locale && isLocale(locale)) rememberLocale(locale);
  // A link leaves the page (or the menu has done its job); anywhere outside closes the menus.
  if (link || !target?.closest(MENU)) closeMenus(link ? undefined : target);
}

function onKeydown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const focused = document.activeElement;
  const open = openMenus();
  // The innermost open menu around the focus, else every open one.
  const around = open.filter((menu) => menu.contains(focused)).at(-1);
  if (!around && open.length === 0) return;
  for (const menu of around ? [around] : open) menu.open = false;
  around?.querySelector('summary')?.focus();
  event.preventDefault();
}

function onToggle(event: Event): void {
  const menu = event.target;
  if (!(menu instanceof HTMLDetailsElement) || !menu.matches(MENU) || !menu.open) return;
  // One menu open at a time, except menus inside one another (the phone menu's groups).
  for (const other of openMenus())
    if (other !== menu && !other.contains(menu) && !menu.contains(other)) other.open = false;
}

function onFocusOut(event: FocusEvent): void {
  const next = event.relatedTarget;
  // Only a move to another focusable element outside closes: a tap on the panel's background
  // moves focus nowhere (relatedTarget null) and must leave it open.
  if (!(next instanceof Node)) return;
  const menu = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(MENU) : null;
  if (menu?.open && !menu.contains(next)) menu.open = false;
}

/** Gives the document's menus their keyboard and pointer behaviour (once per page). */
export function enhanceMenus(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeydown);
  // `toggle` does not bubble: listen while it travels down.
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('focusout', onFocusOut);
}
