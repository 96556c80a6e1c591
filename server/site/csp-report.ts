// POST /csp-report: Content-Security-Policy violation reports, from `report-uri`
// (application/csp-report) and, should a proxy add `report-to`, the Reporting API
// (application/reports+json). Each report becomes one short log line; the body is never echoed
// back. Reports are best effort: a client sending more than CSP_REPORTS_PER_MINUTE is answered
// 429 (counted in this process's memory), and a body over MAX_BODY is refused with 413 as it
// streams in, before it is read whole.

import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRateLimiter, rateLimit } from '../intake/rate-limit';

/** What one violation says, reduced to the fields worth logging. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blocked: string;
  source?: string;
}

const MAX_BODY = 16 * 1024;
/** A page with a broken policy reports each violation: a few dozen a minute is a lot already. */
export const CSP_REPORTS_PER_MINUTE = 60;
const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');

function fromReport(raw: Record<string, unknown>): CspViolation {
  const line = raw['line-number'] ?? raw.lineNumber;
  const file = field(raw['source-file'] ?? raw.sourceFile);
  return {
    documentUrl: field(raw['document-uri'] ?? raw.documentURL),
    directive: field(raw['effective-directive'] ?? raw.effectiveDirective ?? raw['violated-directive']),
    blocked: field(raw['blocked-uri'] ?? raw.blockedURL),
    ...(file && { source: `${file}${typeof line === 'number' ? `:${line}` : ''}` }),
  };
}

/** The violations in a report body of either format; [] for anything else. */
function parseCspReports(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((item) => (item as { type?: unknown })?.type === 'csp-violation')
      .map((item) => fromReport(((item as { body?: unknown }).body ?? {}) as Record<string, unknown>));
  }
  const single = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return single && typeof single === 'object' ? [fromReport(single as Record<string, unknown>)] : [];
}

const logCspViolation = (violation: CspViolation) => console.warn(`[csp] ${JSON.stringify(violation)}`);

export interface CspReportOptions {
  log?: (violation: CspViolation) => void;
  /** Whose reports these are, for the rate limit. */
  clientIp: (c: Context) => string;
}

/** The endpoint, to mount at CSP_REPORT_PATH: 204 for a report it could read, 400, 413 or 429 otherwise. */
export function cspReportRoutes(options: CspReportOptions): Hono {
  const log = options.log ?? logCspViolation;
  const app = new Hono();
  app.post(
    '/',
    rateLimit(createRateLimiter(CSP_REPORTS_PER_MINUTE), options.clientIp, (c, retryAfter) =>
      c.body(null, 429, { 'Retry-After': String(retryAfter) }),
    ),
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.body(null, 413) }),
    async (c) => {
      let violations: CspViolation[];
      try {
        violations = parseCspReports(JSON.parse(await c.req.text()));
      } catch {
        return c.body(null, 400);
      }
      if (!violations.length) return c.body(null, 400);
      violations.slice(0, 20).forEach(log);
      return c.body(null, 204);
    },
  );
  return app;
}
