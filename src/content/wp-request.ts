// One GET against the WordPress REST API, with every way it can fail turned into a
// ContentServiceError (reported before it is thrown): no connection, a non-2xx status, a body
// that is not JSON (an HTML error page, a PHP warning before the JSON), or not the expected shape.

import { ContentNotFoundError, ContentServiceError, isAbortError } from './wp-errors';
import { wpErrorSchema } from './wp-schema';

export type Params = Record<string, string | number | undefined>;

/** Something the content service did wrong or the page had to do without. */
export interface ContentProblem {
  message: string;
  /** Set when a request failed. */
  error?: ContentServiceError;
}

export interface Answer {
  /** A collection's items, or a single item as the only element; [] for a tolerated status. */
  items: unknown[];
  headers: Headers;
  status: number;
  url: string;
}

interface RequesterOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  report: (problem: ContentProblem) => void;
}

export type Requester = (route: string, params: Params, tolerated?: number[]) => Promise<Answer>;

export function createRequester(options: RequesterOptions): Requester {
  const root = `${options.baseUrl.replace(/\/+$/, '')}/wp-json/wp/v2/`;
  // Unbound `window.fetch` throws "Illegal invocation" in browsers, hence the wrapper.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fail = (error: ContentServiceError): never => {
    options.report({ message: error.message, error });
    throw error;
  };

  return async (route, params, tolerated = []) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const url = `${root}${route}?${search.toString()}`;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json' }, signal: options.signal });
      text = await response.text();
    } catch (error) {
      if (isAbortError(error)) throw error;
      return fail(
        new ContentServiceError(`Content service unreachable: ${url}`, { failure: 'network', url, cause: error }),
      );
    }
    if (tolerated.includes(response.status))
      return { items: [], headers: response.headers, status: response.status, url };
    let body: unknown;
    let jsonError: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      jsonError = error;
    }
    if (!response.ok) {
      const wpError = wpErrorSchema.safeParse(body);
      const code = wpError.success ? wpError.data.code : undefined;
      if (code === 'rest_post_invalid_page_number')
        throw new ContentNotFoundError(`Page past the end: ${url}`, { url });
      return fail(
        new ContentServiceError(`Content service answered ${response.status} for ${url}`, {
          failure: 'http',
          url,
          status: response.status,
          ...(code ? { code } : {}),
        }),
      );
    }
    if (jsonError !== undefined) {
      const type = response.headers.get('content-type') ?? 'no content type';
      return fail(
        new ContentServiceError(`Content service sent no JSON (${type}) for ${url}`, {
          failure: 'json',
          url,
          status: response.status,
          cause: jsonError,
        }),
      );
    }
    const single = /\/\d+$/.test(route);
    if (single ? typeof body !== 'object' || body === null || Array.isArray(body) : !Array.isArray(body)) {
      return fail(
        new ContentServiceError(`Expected a JSON ${single ? 'object' : 'array'} from ${url}`, {
          failure: 'schema',
          url,
          status: response.status,
        }),
      );
    }
    return { items: single ? [body] : (body as unknown[]), headers: response.headers, status: response.status, url };
  };
}
