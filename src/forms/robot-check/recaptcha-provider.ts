// Google reCAPTCHA v2 (the default: language en-us, badge shown) and reCAPTCHA Enterprise, loaded
// only when the build selects them. Reports 'No key provided', 'No version provided', 'Failed to
// load script' (clearing the ready state) and 'Failed to execute' as RobotCheckError codes.

import type { RobotCheckConfig } from './config';
import { loadScript } from './script-loader';
import { TOKEN_LIFETIME_MS, RobotCheckError, type RobotCheckProvider } from './types';

interface GrecaptchaApi {
  render: (container: HTMLElement, parameters: Record<string, unknown>) => number;
  reset: (widgetId?: number) => void;
}

const ONLOAD = '__robotCheckLoaded';

function api(enterprise: boolean): GrecaptchaApi | undefined {
  const g = (window as unknown as { grecaptcha?: GrecaptchaApi & { enterprise?: GrecaptchaApi } }).grecaptcha;
  return enterprise ? g?.enterprise : g;
}

export function createRecaptchaProvider(config: RobotCheckConfig): RobotCheckProvider {
  const enterprise = config.provider === 'recaptcha-enterprise';
  const base = enterprise
    ? 'https://www.google.com/recaptcha/enterprise.js'
    : 'https://www.google.com/recaptcha/api.js';
  const src = `${base}?render=explicit&onload=${ONLOAD}&hl=${encodeURIComponent(config.language)}`;
  return {
    id: config.provider,
    async load() {
      if (!config.siteKey) throw new RobotCheckError('no-key');
      if (!config.version) throw new RobotCheckError('no-version');
      try {
        await loadScript(src, ONLOAD);
      } catch {
        throw new RobotCheckError('load-failed');
      }
      document.documentElement.classList.toggle('robot-check--hide-badge', config.hideBadge);
    },
    render(container, { onToken, onExpired, onError }) {
      const host = document.createElement('div');
      container.append(host);
      let widgetId: number | undefined;
      try {
        const grecaptcha = api(enterprise);
        if (!grecaptcha) throw new Error('grecaptcha missing');
        widgetId = grecaptcha.render(host, {
          sitekey: config.siteKey,
          hl: config.language,
          badge: 'bottomright',
          callback: (token: string) => onToken({ value: token, expiresAt: Date.now() + TOKEN_LIFETIME_MS }),
          'expired-callback': onExpired,
          'error-callback': () => onError('execute-failed'),
        });
      } catch {
        onError('execute-failed');
      }
      return {
        reset: () => {
          if (widgetId !== undefined) api(enterprise)?.reset(widgetId);
        },
        destroy: () => host.remove(),
      };
    },
  };
}
