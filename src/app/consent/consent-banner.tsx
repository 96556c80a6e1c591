// The analytics consent banner (PDPA), loaded only when it has something to ask: a labelled region
// at the foot of the screen, not a modal. "Accept analytics" and "Decline" weigh the same; both
// record the choice and its date. Under Do Not Track or Global Privacy Control it only says that
// analytics stays off. Opened from "Cookie settings" it takes focus and gives it back on close.

import { useEffect, useId, useRef } from 'react';
import { AppLink, useRoutePath } from '../components/app-link';
import { useT } from '../use-t';
import { writeConsent, type AnalyticsChoice } from './consent-record';
import { useConsentStore } from './consent-store';
import { clearAnalyticsCookies, loadAnalytics } from './load-analytics';
import './consent-banner.css';

export default function ConsentBanner() {
  const t = useT();
  const path = useRoutePath();
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const { analytics, choice, refused, openedOnRequest, set } = useConsentStore();
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!openedOnRequest) return;
    returnTo.current = document.activeElement;
    region.current?.focus();
  }, [openedOnRequest]);

  const close = () => {
    const hadFocus = region.current?.contains(document.activeElement);
    set({ open: false, openedOnRequest: false });
    // Back where the visitor came from, or (first visit, reached by Tab) on to the main content.
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    else if (hadFocus) document.getElementById('main')?.focus();
  };

  const decide = (next: AnalyticsChoice) => {
    writeConsent(next);
    close();
    set({ choice: next });
    if (next === 'granted' && analytics) loadAnalytics(analytics);
    if (next === 'denied' && choice === 'granted') {
      // Scripts already running cannot be unloaded: drop their cookies and start the page afresh.
      clearAnalyticsCookies();
      location.reload();
    }
  };

  return (
    <section ref={region} className="consent-banner" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p>
        {refused ? t('consent.refusedByBrowser') : t('consent.text')}{' '}
        <AppLink to={path('privacy-policy')}>{t('consent.policyLink')}</AppLink>
      </p>
      {choice && !refused && (
        <p className="consent-banner__current">
          {t(choice === 'granted' ? 'consent.currentGranted' : 'consent.currentDenied')}
        </p>
      )}
      <div className="consent-banner__actions">
        {refused ? (
          <button type="button" className="button" onClick={close}>
            {t('consent.close')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={() => decide('granted')}>
              {t('consent.accept')}
            </button>
            <button type="button" className="button" onClick={() => decide('denied')}>
              {t('consent.decline')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
