// "Install the app": the browser's own prompt where it offers one (beforeinstallprompt), and the
// Add to Home Screen steps on iPhone and iPad Safari, which has no prompt.

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useT } from '../use-t';
import { usePwaStore } from './pwa-store';

const noSubscribe = () => () => undefined;

/** The steps dialog (Headless UI) loads when a visitor on iOS asks for it. */
const IosInstallSteps = lazy(async () => ({ default: (await import('./ios-install-steps')).IosInstallSteps }));

/** Safari on iOS or iPadOS (iPadOS reports itself as a Mac with touch). */
export function isIosSafari(nav: Navigator = navigator): boolean {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.userAgent.includes('Macintosh') && nav.maxTouchPoints > 1);
  return ios && /Safari/.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
}

export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function InstallApp() {
  const t = useT();
  const offer = usePwaStore((s) => s.installOffer);
  const [stepsOpen, setStepsOpen] = useState(false);
  const ios = useSyncExternalStore(
    noSubscribe,
    () => isIosSafari() && !isStandalone(),
    () => false,
  );
  if (!offer && !ios) return null;
  return (
    <section className="install-app" aria-labelledby="install-app-title">
      <h2 id="install-app-title">{t('install.title')}</h2>
      <p>{t('install.body')}</p>
      <button
        type="button"
        className="button button--accent"
        onClick={() => {
          if (offer) {
            void offer.prompt();
            void offer.userChoice.then(() => usePwaStore.getState().set({ installOffer: null }));
          } else setStepsOpen(true);
        }}
      >
        {t('install.button')}
      </button>
      {ios && stepsOpen ? (
        <Suspense fallback={null}>
          <IosInstallSteps open onClose={() => setStepsOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
