// The desk's calls to its API: same origin, the session cookie, the CSRF token on every change,
// JSON both ways. A refusal becomes a DeskError with the API's code, for the page to word; a lost
// session sends the person back to sign in.

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

/** Calls `/api/desk<path>`; resolves with the JSON answer (undefined for 204). */
export async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/desk${path}`, {
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
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return answer as T;
  const code = typeof answer.error === 'string' ? answer.error : 'server';
  if (response.status === 401 && code === 'unauthorized' && !path.startsWith('/session')) onSignedOut?.();
  throw new DeskError(response.status, code, answer);
}

export const get = <T>(path: string) => call<T>('GET', path);
export const post = <T = unknown>(path: string, body: unknown = {}) => call<T>('POST', path, body);
export const remove = <T = unknown>(path: string) => call<T>('DELETE', path);
