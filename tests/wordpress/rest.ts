// Writes to the test WordPress through its REST API, as an editor's browser or an app would:
// authenticated with the admin's application password.

import type { WordPressInfo } from './shared';

export interface Created {
  id: number;
  slug: string;
  link: string;
}

async function call(wordpress: WordPressInfo, method: string, route: string, body?: unknown): Promise<Created> {
  const response = await fetch(`${wordpress.url}/wp-json/wp/v2/${route}`, {
    method,
    headers: { Authorization: wordpress.auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Created & { code?: string; message?: string };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${json.code ?? ''} ${json.message ?? ''}`);
  return json;
}

/** POST /wp/v2/<type>: a new item, published unless `fields.status` says otherwise. */
export const createItem = (wordpress: WordPressInfo, type: string, fields: Record<string, unknown>) =>
  call(wordpress, 'POST', type, { status: 'publish', ...fields });

export const updateItem = (wordpress: WordPressInfo, type: string, id: number, fields: Record<string, unknown>) =>
  call(wordpress, 'POST', `${type}/${id}`, fields);

/** DELETE /wp/v2/<type>/<id>?force=true: gone for good, not in the trash. */
export const deleteItem = (wordpress: WordPressInfo, type: string, id: number) =>
  call(wordpress, 'DELETE', `${type}/${id}?force=true`);
