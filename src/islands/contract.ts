// The hooks between the server-rendered document (src/app/document) and the islands that bring it
// to life (src/islands): element ids and data attributes, named once so neither side spells them.

/** Ids of the document's parts that islands show, hide or fill. */
export const islandIds = {
  consent: 'consent-banner',
  cookieSettings: 'cookie-settings',
  updatePrompt: 'update-prompt',
  installApp: 'install-app',
  installSteps: 'install-steps',
  connection: 'connection-status',
  sharedDevice: 'shared-device-bar',
  idleWarning: 'idle-warning',
  chunkFailed: 'feature-unavailable',
} as const;

/** A disclosure menu of the header (a `<details>` element): closes on Escape and outside clicks. */
export const MENU_ATTRIBUTE = 'data-menu';
/** A button inside an island, by what it does: `data-action="reload"`. */
export const ACTION_ATTRIBUTE = 'data-action';
/** Set on `<html>` by a page whose main content is a React app (forms, search, device pages). */
export const APP_PAGE_ATTRIBUTE = 'data-app';
/** The element a form page's island is rendered in (src/app/form): such a page starts src/entry-form.tsx. */
export const FORM_ROOT_ID = 'form-root';
/** A link of the language menu: the locale it switches to (remembered in the locale cookie). */
export const SWITCH_LOCALE_ATTRIBUTE = 'data-switch-locale';
/** A countdown inside the idle warning, filled with the seconds left. */
export const COUNTDOWN_ATTRIBUTE = 'data-countdown';
