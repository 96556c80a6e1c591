// Security headers on every response, with a Content-Security-Policy that allows no inline script.

export interface CspSources {
  /** Origins of the content service and the school's API, when not this server. */
  connect: string[];
  images: string[];
}

export function contentSecurityPolicy(sources: CspSources): string {
  const list = (extra: string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes come from the UI library's positioning; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(['data:', 'blob:', ...sources.images])}`,
    "font-src 'self'",
    `connect-src ${list(sources.connect)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
