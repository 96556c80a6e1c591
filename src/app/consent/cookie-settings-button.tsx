// "Cookie settings" in the footer: reopens the consent banner to change or withdraw the choice.
// Shown only once the page knows the site has analytics (never in the prerendered HTML).

import { useT } from '../use-t';
import { openConsentSettings, useConsentStore } from './consent-store';

export function CookieSettingsButton() {
  const t = useT();
  const configured = useConsentStore((state) => Boolean(state.analytics));
  if (!configured) return null;
  return (
    <li>
      <button type="button" className="link-button" onClick={openConsentSettings}>
        {t('footer.cookieSettings')}
      </button>
    </li>
  );
}
