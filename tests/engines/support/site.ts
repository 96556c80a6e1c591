// What the cross-engine tests read from a page and from the school: the page's heading and
// language, readiness for offline use, fields filled as a family would (keystrokes for text, the
// control's own change event for lists and files), the IndexedDB rows, and what the intake server
// received (the staff export, straight from the server, not over the family's link).

import { E2E_EXPORT_TOKEN } from '../../../playwright.config';
import type { ExportedSubmission } from '../../../server/intake/export';
import { DB_NAME } from '../../../src/db/database';
import { fieldId } from '../../../src/forms/field-ids';
import { valueAt } from '../../../src/shared/dot-path';
import { localeCacheName } from '../../../src/sw/constants';
import { waitInPage, type EnginePage } from './engine';
import { serverPort } from './ports';

export { fieldId, valueAt };

export interface Shown {
  h1: string;
  lang: string;
  path: string;
}

/** The page's main heading, language and path, once it has a heading. */
export function shown(page: EnginePage): Promise<Shown> {
  return waitInPage(
    page,
    'a main heading',
    () => {
      const h1 = document.querySelector('h1')?.textContent?.trim();
      return h1 ? { h1, lang: document.documentElement.lang, path: location.pathname + location.search } : undefined;
    },
    undefined,
  );
}

/** Waits until the page's code has hydrated it (the header's menus last). */
export async function whenInteractive(page: EnginePage, timeout = 30_000): Promise<void> {
  await waitInPage(
    page,
    'the page to hydrate',
    () => document.documentElement.dataset.ready === 'true',
    undefined,
    timeout,
  );
}

/** Waits until the service worker controls the page and has cached every page of `locale`. */
export async function whenOfflineReady(page: EnginePage, locale: string): Promise<void> {
  await waitInPage(
    page,
    'the service worker to control the page',
    () => Boolean(navigator.serviceWorker.controller),
    undefined,
    30_000,
  );
  await waitInPage(
    page,
    `the ${locale} pages to be cached`,
    async (cacheName) => (await (await caches.open(cacheName)).match('/__revisions__')) !== undefined,
    localeCacheName(locale as Parameters<typeof localeCacheName>[0]),
    60_000,
  );
}

/** Chooses `value` in list `name` (once the list offers it) through its own change event. */
export async function pick(page: EnginePage, name: string, value: string): Promise<void> {
  await waitInPage(
    page,
    `option ${value} of ${name}`,
    ({ id, value }) =>
      [...((document.getElementById(id) as HTMLSelectElement | null)?.options ?? [])].some((o) => o.value === value),
    { id: fieldId(name), value },
  );
  await page.evaluate(
    ({ id, value }) => {
      const element = document.getElementById(id) as HTMLSelectElement | null;
      if (!element) throw new Error(`no field ${id}`);
      element.value = value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { id: fieldId(name), value },
  );
}

/** Puts a file (bytes given as base64) in file field `name`, as the file picker does. */
export async function attachFile(page: EnginePage, name: string, file: { name: string; type: string; base64: string }) {
  await waitInPage(page, `file field ${name}`, (id) => document.getElementById(id) !== null, fieldId(name));
  await page.evaluate(
    ({ id, file }) => {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (!input) throw new Error(`no field ${id}`);
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { id: fieldId(name), file },
  );
}

/** Every row of IndexedDB store `store` of the app's database (bytes as their size). */
export function storedRows(page: EnginePage, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ dbName, store }) => {
      const done = <T>(request: IDBRequest<T> | IDBOpenDBRequest) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const db = await done<IDBDatabase>(indexedDB.open(dbName));
      // Never in the app's way: a connection left open would block its upgrade, and every open after.
      db.onversionchange = () => db.close();
      let rows: Record<string, unknown>[] = [];
      try {
        if (db.objectStoreNames.contains(store))
          rows = await done<Record<string, unknown>[]>(db.transaction(store).objectStore(store).getAll());
      } finally {
        db.close();
      }
      for (const row of rows) {
        for (const [key, value] of Object.entries(row)) {
          if (value instanceof ArrayBuffer) row[key] = { size: value.byteLength };
          else if (value instanceof Blob) row[key] = { size: value.size };
        }
      }
      return JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
    },
    { dbName: DB_NAME, store },
  );
}

/** What the school's export holds (GET /api/export on the test server itself). */
export async function exported(
  match: (s: ExportedSubmission) => boolean,
  server = `http://127.0.0.1:${serverPort()}`,
): Promise<ExportedSubmission[]> {
  const response = await fetch(`${server}/api/export`, {
    headers: { Authorization: `Bearer ${E2E_EXPORT_TOKEN}` },
  });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const { submissions } = (await response.json()) as { submissions: ExportedSubmission[] };
  return submissions.filter(match);
}

/** Clicks (a real click) the first `selector` element whose text is `text`. */
export async function clickText(page: EnginePage, selector: string, text: string): Promise<void> {
  const mark = await waitInPage(
    page,
    `${selector} "${text}"`,
    ({ selector, text }) => {
      const found = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.textContent?.trim() === text);
      if (!found) return undefined;
      const mark = String(Math.random()).slice(2);
      found.dataset.testTarget = mark;
      return mark;
    },
    { selector, text },
  );
  await page.click(`[data-test-target="${mark}"]`);
}

/** The visible text of the page's main region. */
export function mainText(page: EnginePage): Promise<string> {
  return page.evaluate(() => document.querySelector('main')?.textContent ?? '', undefined);
}

/** Waits until the main region's text contains `text`. */
export async function whenMainShows(page: EnginePage, text: string, timeout = 20_000): Promise<void> {
  await waitInPage(
    page,
    `"${text}" on the page`,
    (text) => document.querySelector('main')?.textContent?.includes(text),
    text,
    timeout,
  );
}
