// POST /csp-report: Content-Security-Policy violation reports, from `report-uri`
// (application/csp-report) and, should a proxy add `report-to`, the Reporting API
// (application/reports+json). Each report becomes one short log line; the body is capped and
// never echoed back.

import type { Context } from 'hono';

/** What one violation says, reduced to the fields worth logging. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blocked: string;
  source?: string;
}

const MAX_BODY = 16 * 1024;
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
export function parseCspReports(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((item) => (item as { type?: unknown })?.type === 'csp-violation')
      .map((item) => fromReport(((item as { body?: unknown }).body ?? {}) as Record<string, unknown>));
  }
  const single = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return single && typeof single === 'object' ? [fromReport(single as Record<string, unknown>)] : [];
}

export const logCspViolation = (violation: CspViolation) => console.warn(`[csp] ${JSON.stringify(violation)}`);

/** The handler: 204 for any report it could read, 400 or 413 otherwise; no stack traces. */
export function cspReportHandler(log: (violation: CspViolation) => void = logCspViolation) {
  return async (c: Context) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY) return c.body(null, 413);
    const text = await c.req.text();
    if (text.length > MAX_BODY) return c.body(null, 413);
    let violations: CspViolation[];
    try {
      violations = parseCspReports(JSON.parse(text));
    } catch {
      return c.body(null, 400);
    }
    if (!violations.length) return c.body(null, 400);
    violations.slice(0, 20).forEach(log);
    return c.body(null, 204);
  };
}
