// The router state a prerendered page was rendered with, carried as inert JSON (no inline script
// to run, so the Content-Security-Policy needs no 'unsafe-inline').

import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router';

export const HYDRATION_ELEMENT_ID = 'router-state';

interface SerializedError {
  __type: 'RouteErrorResponse' | 'Error';
  status?: number;
  statusText?: string;
  data?: unknown;
  message?: string;
}

/** Serialises what the static handler produced, escaping `<` so the JSON cannot end the tag. */
export function serializeHydration(state: HydrationState): string {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]): [string, SerializedError] => {
          if (error instanceof ErrorResponseImpl) {
            return [
              id,
              { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data },
            ];
          }
          return [id, { __type: 'Error', message: error instanceof Error ? error.message : String(error) }];
        }),
      )
    : null;
  return JSON.stringify({ loaderData: state.loaderData, actionData: state.actionData ?? null, errors }).replace(
    /</g,
    '\\u003c',
  );
}

export function readHydration(doc: Document): HydrationState | undefined {
  const el = doc.getElementById(HYDRATION_ELEMENT_ID);
  if (!el?.textContent) return undefined;
  const raw = JSON.parse(el.textContent) as HydrationState & { errors: Record<string, SerializedError> | null };
  const errors = raw.errors
    ? Object.fromEntries(
        Object.entries(raw.errors).map(([id, e]) => [
          id,
          e.__type === 'RouteErrorResponse'
            ? new ErrorResponseImpl(e.status ?? 500, e.statusText, e.data)
            : new Error(e.message),
        ]),
      )
    : null;
  return { loaderData: raw.loaderData, actionData: raw.actionData, errors };
}
