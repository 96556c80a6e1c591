// The two ways a content call fails: the thing asked for is not there (a 404 for the visitor),
// or the content service could not give a usable answer (an error page, status 5xx). The server's
// WordPress client throws them into the SSR entry's loaders, and the SSR bundle carries its own
// copy of this module: `instanceof` goes by the error's name, so either copy recognises both.

/** Whether `value` is an error of that name, from either copy of this module. */
const isNamed = (value: unknown, name: string): boolean => value instanceof Error && value.name === name;

/** What went wrong with the content service, for logs and for deciding whether to retry. */
export type ContentServiceFailure = 'network' | 'http' | 'json' | 'schema';

/** Nothing matches: an empty result where one item was asked for, or a page past the last one. */
export class ContentNotFoundError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isNamed(value, 'ContentNotFoundError');
  }

  override readonly name = 'ContentNotFoundError';
  /** Always 404: what the page answers with. */
  readonly status = 404;
  readonly url: string | undefined;

  constructor(message: string, options: { url?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.url = options.url;
  }
}

/** The content service failed: no connection, a non-2xx status, broken JSON or an unexpected shape. */
export class ContentServiceError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isNamed(value, 'ContentServiceError');
  }

  override readonly name = 'ContentServiceError';
  /** HTTP status of the answer; undefined when no answer arrived. */
  readonly status: number | undefined;
  readonly failure: ContentServiceFailure;
  /** WordPress error code (`rest_no_route`, `rest_invalid_param`...) when the body carried one. */
  readonly code: string | undefined;
  readonly url: string;

  constructor(
    message: string,
    options: { failure: ContentServiceFailure; url: string; status?: number; code?: string; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.failure = options.failure;
    this.url = options.url;
    this.status = options.status;
    this.code = options.code;
  }
}

/**
 * True for the error `fetch` throws when the caller aborts it: a cancel, not a failure, so it is
 * passed on untouched (a `TimeoutError` from `AbortSignal.timeout` is a failure and is not).
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
