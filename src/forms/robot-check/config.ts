// Which robot check the build uses, from Vite's environment:
//   VITE_ROBOT_CHECK        dev (default) | recaptcha | recaptcha-enterprise
//   VITE_RECAPTCHA_SITE_KEY the site key (required for both reCAPTCHA variants)
//   VITE_RECAPTCHA_VERSION  2 by default; empty means "no version" (reported as such)
//   VITE_RECAPTCHA_LANGUAGE en-us by default
//   VITE_RECAPTCHA_HIDE_BADGE  'true' hides the badge (shown by default)

import type { RobotCheckProviderId } from './types';

export interface RobotCheckConfig {
  provider: RobotCheckProviderId;
  siteKey: string;
  version: number | undefined;
  language: string;
  hideBadge: boolean;
}

type Env = Record<string, string | undefined>;

function providerOf(value: string | undefined): RobotCheckProviderId {
  return value === 'recaptcha' || value === 'recaptcha-enterprise' ? value : 'dev';
}

function versionOf(value: string | undefined): number | undefined {
  if (value === undefined) return 2;
  const n = Number(value.trim());
  return value.trim() && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function robotCheckConfig(env: Env = import.meta.env as Env): RobotCheckConfig {
  return {
    provider: providerOf(env.VITE_ROBOT_CHECK),
    siteKey: (env.VITE_RECAPTCHA_SITE_KEY ?? '').trim(),
    version: versionOf(env.VITE_RECAPTCHA_VERSION),
    language: env.VITE_RECAPTCHA_LANGUAGE || 'en-us',
    hideBadge: env.VITE_RECAPTCHA_HIDE_BADGE === 'true',
  };
}
