// The desk's configuration, read from the environment (docs/desk.md lists every variable). Nothing
// secret has a default: without DESK_SECRET the desk runs, but no family link (status page, offer
// answers) can be made, and the desk says so. In production (NODE_ENV=production) the desk must
// have a host of its own (docs/deployment.md): scripts on the public site's pages must never share
// its origin.

import { academicYear } from '../../src/shared/admissions/school-figures';
import { admissionYears, type AdmissionYear } from '../../src/shared/admissions/stages';
import { loadMoneyConfig, type MoneyConfig } from './money/config';

export interface DeskConfig {
  /** Signs the families' links (HMAC-SHA256); empty: links cannot be made. */
  secret: string;
  /** Where staff open the desk (WebAuthn's relying party, enrolment links, the CSRF origin check). */
  origin: string;
  /**
   * DESK_ORIGIN's host name is not SITE_ORIGIN's: the desk answers on its own host alone, that host
   * answers nothing else, and only `origin` may send changes. Otherwise one host serves both.
   */
  ownHost: boolean;
  /** The public site, for the families' links in e-mails. */
  siteOrigin: string;
  /** An offer's default time to answer. */
  offerDays: number;
  /** Ended cases are deleted this many months after they ended; 0 keeps them. */
  retentionMonths: number;
  /** Places the school has for new pupils, per year (`y3`); years not listed have none configured. */
  places: Partial<Record<AdmissionYear, number>>;
  /** A session ends after this long without a request. */
  idleMinutes: number;
  /** ... and this long after sign-in, however active. */
  sessionHours: number;
  /** How the offer letter is signed. */
  headName: string;
  /** How often the sweeps (offer expiry, retention, missing cases) run. */
  sweepSeconds: number;
  /** The enrolment contract's version, printed in it and stored with each signature. */
  termsVersion: string;
  /** The biller id, tax details and bank account of invoices and payments (FEES_*). */
  money: MoneyConfig;
}

/** The terms' version when none is configured: the school year of the figures, first edition. */
export const DEFAULT_TERMS_VERSION = `${academicYear.replace('/', '-')}.1`;

export const MIN_SECRET_LENGTH = 32;

function whole(raw: string | undefined, fallback: number, name: string, min = 0): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return n;
}

/** `y1=20,y2=20,f1=16` (or `y1:20 y2:20`) to a map of places per year. */
export function parsePlaces(raw: string | undefined): Partial<Record<AdmissionYear, number>> {
  const places: Partial<Record<AdmissionYear, number>> = {};
  for (const part of (raw ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const [year = '', count = ''] = part.split(/[=:]/);
    if (!(admissionYears as readonly string[]).includes(year) || !/^\d+$/.test(count))
      throw new Error(`DESK_PLACES: "${part}" is not <year>=<places> (years f1-f3, y1-y12)`);
    places[year as AdmissionYear] = Number(count);
  }
  return places;
}

function originOf(raw: string, name: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`${name} must be an origin such as https://desk.school.ac.th, got "${raw}"`);
  }
}

const hostnameOf = (origin: string) => {
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
};

/**
 * Whether the desk has a host of its own; in production it must, or the server does not start.
 * Cookies ignore ports, so two ports of one host name are one host here.
 */
function hasOwnHost(env: NodeJS.ProcessEnv, origin: string, siteOrigin: string): boolean {
  const given = Boolean((env.DESK_ORIGIN ?? '').trim());
  const separate = given && hostnameOf(origin) !== hostnameOf(siteOrigin);
  if (separate || env.NODE_ENV !== 'production') return separate;
  const problem = given
    ? `DESK_ORIGIN (${origin}) has the host of SITE_ORIGIN (${siteOrigin})`
    : 'DESK_ORIGIN is not set';
  throw new Error(
    `${problem}: in production (NODE_ENV=production) the admissions desk needs a host of its own, e.g. DESK_ORIGIN=https://desk.school.ac.th beside SITE_ORIGIN=https://www.school.ac.th (docs/deployment.md)`,
  );
}

function termsVersionOf(raw: string | undefined): string {
  const version = (raw ?? '').trim();
  if (!version) return DEFAULT_TERMS_VERSION;
  if (!/^[\w.-]{1,40}$/.test(version))
    throw new Error(`DESK_TERMS_VERSION must be letters, digits, "." or "-" (at most 40), got "${version}"`);
  return version;
}

/** Reads the desk's variables; `site` gives the defaults the desk's origin falls back on. */
export function loadDeskConfig(env: NodeJS.ProcessEnv, site: { siteOrigin: string; port: number }): DeskConfig {
  const secret = (env.DESK_SECRET ?? '').trim();
  if (secret && secret.length < MIN_SECRET_LENGTH)
    throw new Error(`DESK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48)`);
  const rawOrigin = (env.DESK_ORIGIN ?? '').trim() || (env.SITE_ORIGIN ?? '').trim();
  // Without either, the desk is where this server runs on this machine.
  const origin = rawOrigin ? originOf(rawOrigin, 'DESK_ORIGIN') : `http://localhost:${site.port}`;
  return {
    secret,
    origin,
    ownHost: hasOwnHost(env, origin, site.siteOrigin),
    siteOrigin: site.siteOrigin,
    offerDays: whole(env.DESK_OFFER_DAYS, 14, 'DESK_OFFER_DAYS', 1),
    retentionMonths: whole(env.DESK_RETENTION_MONTHS, 24, 'DESK_RETENTION_MONTHS'),
    places: parsePlaces(env.DESK_PLACES),
    idleMinutes: whole(env.DESK_IDLE_MINUTES, 30, 'DESK_IDLE_MINUTES', 1),
    sessionHours: whole(env.DESK_SESSION_HOURS, 12, 'DESK_SESSION_HOURS', 1),
    headName: (env.DESK_HEAD_NAME ?? '').trim(),
    sweepSeconds: whole(env.DESK_SWEEP_SECONDS, 60, 'DESK_SWEEP_SECONDS', 1),
    termsVersion: termsVersionOf(env.DESK_TERMS_VERSION),
    money: loadMoneyConfig(env),
  };
}
