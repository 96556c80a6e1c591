// Security headers on every response, with a Content-Security-Policy that allows no inline script.
// Third-party origins join it only for what is configured: the tag manager (after consent, see
// src/app/consent) and Google reCAPTCHA. Frames: the two video players WordPress articles may
// embed (loaded only when a visitor clicks, src/content/embeds.ts) and nothing else. Violations are
// reported to CSP_REPORT_PATH.

import { PLAYER_ORIGINS } from '../../src/content/embeds';

export interface CspSources {
  /** Origins of the content service and the school's API, when not this server. */
  connect: string[];
  images: string[];
  /** Extra script origins (tag manager, reCAPTCHA). */
  scripts?: string[];
  /** Extra frame origins (reCAPTCHA's widget). */
  frames?: string[];
}

/** Where browsers send CSP violation reports (server/site/csp-report.ts answers it). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * Google Tag Manager with Google Analytics 4 (Google's "Use Tag Manager with a CSP" guide). gtm.js is
 * added by our own module, so no nonce is needed; Custom HTML tags and Custom JavaScript variables
 * (inline script, eval) stay blocked on purpose.
 */
export const tagManagerSources: Required<CspSources> = {
  scripts: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frames: [],
};

/** Google reCAPTCHA v2 and Enterprise (Google's reCAPTCHA FAQ on CSP). */
export const recaptchaSources: Required<CspSources> = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: [],
  images: [],
};

/** Joins several source lists, without repeats. */
export function mergeSources(...parts: Partial<CspSources>[]): Required<CspSources> {
  const join = (key: keyof CspSources) => [...new Set(parts.flatMap((part) => part[key] ?? []))];
  return { connect: join('connect'), images: join('images'), scripts: join('scripts'), frames: join('frames') };
}

/**
 * The directives Chromium, Firefox and WebKit (Safari) all understand: any other one is logged
 * as an error by at least one of them on every page (WebKit: "Unrecognized Content-Security-Policy
 * directive"). tests/server/csp-directives.test.ts keeps every policy we send within this list.
 */
export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'worker-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'upgrade-insecure-requests',
  'report-uri',
] as const;

export function contentSecurityPolicy(sources: CspSources): string {
  const list = (extra: string[] = []) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(sources.scripts)}`,
    // Inline style attributes come from the UI library's positioning; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(['data:', 'blob:', ...sources.images])}`,
    "font-src 'self'",
    `connect-src ${list(sources.connect)}`,
    // No manifest-src: WebKit does not know it and logs an error on every page; default-src
    // 'self' covers the manifest in the engines that check it. Only directives all three engines
    // understand belong here (CSP_DIRECTIVES, tested).
    "worker-src 'self'",
    `frame-src ${list([...PLAYER_ORIGINS, ...(sources.frames ?? [])])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    // report-uri, not report-to: every browser posts it at once, while Chromium ignores report-uri
    // when report-to is present and batches Reporting API deliveries (none arrived within 80 s here).
    `report-uri ${CSP_REPORT_PATH}`,
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
