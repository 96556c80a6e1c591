// How the desk talks to its API: same origin, the session cookie, the CSRF token on every change,
// JSON both ways, and every answer read by its contract (src/shared/contracts/desk-*.ts). A
// refusal becomes a DeskError with the API's code, for the page to word; an answer that is not
// the contract's is the code `bad-answer`; a lost session sends the person back to sign in. Only
// the desk's API modules (src/desk/api*.ts) reach the network: a lint rule keeps it so.

import type { z } from 'zod';

/** Where the desk's API answers. */
export const DESK_API = '/api/desk';

let csrfToken = '';
let onSignedOut: (() => void) | undefined;

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function whenSignedOut(callback: () => void): void {
  onSignedOut = callback;
}

export class DeskError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}`);
  }
}

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * `method` on `/api/desk<path>` with `body` as JSON; resolves with the answer read by `answer`, or
 * with nothing when the call answers nothing (204).
 */
export async function call<Answer = void>(
  method: Method,
  path: string,
  answer?: z.ZodType<Answer>,
  body?: unknown,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${DESK_API}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(method !== 'GET' ? { 'X-CSRF-Token': csrfToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new DeskError(0, 'network');
  }
  if (response.ok && (response.status === 204 || !answer)) return undefined as Answer;
  const json: unknown = await response.json().catch(() => ({}));
  if (response.ok) {
    const read = answer!.safeParse(json);
    if (!read.success) throw new DeskError(response.status, 'bad-answer', { issues: read.error.issues });
    return read.data;
  }
  const refusal = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const code = typeof refusal.error === 'string' ? refusal.error : 'server';
  if (response.status === 401 && code === 'unauthorized' && !path.startsWith('/session')) onSignedOut?.();
  throw new DeskError(response.status, code, refusal);
}
