// The document's notices, rendered on the server in the page's language and hidden until an
// island has something to say (src/islands): the analytics consent banner, "a new version is
// ready", the connection status, a feature that could not load, and the install invitation.
// Their words come with the page, so the islands carry no catalogue.

import { ACTION_ATTRIBUTE, islandIds } from '../../islands/contract';
import type { Locale } from '../../i18n/locales';
import { useT } from '../use-t';
import { pagePath } from './paths';

const action = (name: string) => ({ [ACTION_ATTRIBUTE]: name });

/** The PDPA banner: asked once, reopened from "Cookie settings"; never a modal. */
export function ConsentBanner({ locale }: { locale: Locale }) {
  const t = useT();
  const policy = (
    <a href={pagePath(locale, 'privacy-policy')} className="consent-banner__policy">
      {t('consent.policyLink')}
    </a>
  );
  return (
    <section id={islandIds.consent} className="consent-banner" aria-labelledby="consent-title" tabIndex={-1} hidden>
      <h2 id="consent-title" className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p data-consent="ask">
        {t('consent.text')} {policy}
      </p>
      <p data-consent="refused" hidden>
        {t('consent.refusedByBrowser')} {policy}
      </p>
      <p data-consent="granted" className="consent-banner__current" hidden>
        {t('consent.currentGranted')}
      </p>
      <p data-consent="denied" className="consent-banner__current" hidden>
        {t('consent.currentDenied')}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" {...action('accept')}>
          {t('consent.accept')}
        </button>
        <button type="button" className="button" {...action('decline')}>
          {t('consent.decline')}
        </button>
        <button type="button" className="button" {...action('close')} hidden>
          {t('consent.close')}
        </button>
      </div>
    </section>
  );
}

/** "A new version is ready": the visitor chooses when (saved forms are flushed first). */
export function UpdatePrompt() {
  const t = useT();
  return (
    <section id={islandIds.updatePrompt} className="update-prompt" aria-labelledby="update-prompt-title" hidden>
      <p id="update-prompt-title">
        <strong>{t('update.available')}</strong> {t('update.savedFirst')}
      </p>
      <p className="update-prompt__actions">
        <button type="button" className="button" {...action('update')}>
          {t('update.reload')}
        </button>
        <button type="button" className="button button--ghost" {...action('later')}>
          {t('update.later')}
        </button>
      </p>
    </section>
  );
}

/** A quiet line when the device goes offline, and briefly when it is back. */
export function ConnectionStatus() {
  const t = useT();
  return (
    <div id={islandIds.connection} className="connection-status" role="status" data-state="idle">
      <span data-state-text="offline" hidden>
        {t('offline.indicator')}
      </span>
      <span data-state-text="online" hidden>
        {t('offline.backOnline')}
      </span>
    </div>
  );
}

/** Part of the page's code could not load (offline, or replaced by a newer version). */
export function FeatureUnavailable() {
  const t = useT();
  return (
    <p id={islandIds.chunkFailed} className="feature-unavailable" role="status" hidden>
      {t('feature.unavailable')}
    </p>
  );
}

/** "Install the app": the browser's prompt where it has one, the steps on iPhone and iPad. */
export function InstallApp() {
  const t = useT();
  return (
    <section id={islandIds.installApp} className="install-app" aria-labelledby="install-app-title" hidden>
      <h2 id="install-app-title">{t('install.title')}</h2>
      <p>{t('install.body')}</p>
      <button
        type="button"
        className="button button--accent"
        aria-controls={islandIds.installSteps}
        {...action('install')}
      >
        {t('install.button')}
      </button>
      <div id={islandIds.installSteps} className="install-app__steps" hidden>
        <h3>{t('install.iosTitle')}</h3>
        <ol className="install-steps">
          <li>{t('install.iosStep1')}</li>
          <li>{t('install.iosStep2')}</li>
          <li>{t('install.iosStep3')}</li>
        </ol>
      </div>
    </section>
  );
}
