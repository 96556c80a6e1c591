// Turns content-service outcomes into router errors: a missing item is a 404 page; anything else
// is 'An error occurred' (status 500 unless the service gave one).

import { data } from 'react-router';
import { ContentNotFoundError } from '../content/wp-errors';

export function notFoundResponse(): never {
  throw data('Not Found', { status: 404 });
}

/** Runs a content call; rethrows not-found as a 404 route error. */
export async function withContent<T>(call: () => Promise<T | undefined>): Promise<T> {
  try {
    const result = await call();
    if (result === undefined) notFoundResponse();
    return result;
  } catch (error) {
    if (error instanceof ContentNotFoundError) notFoundResponse();
    throw error;
  }
}
