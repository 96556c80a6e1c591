// The browser's install offer (Chromium's beforeinstallprompt) can come before the install island
// has loaded: it is kept here until that island takes it. Also how to tell an iPhone's Safari.

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let receiver: ((offer: BeforeInstallPromptEvent) => void) | null = null;

/** Keeps the browser's install offer from now on (the page shows its own install button). */
export function catchInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    receiver?.(offer);
  });
}

/** Hands the offer kept so far, and any later one, to `receive`. */
export function receiveInstallOffer(receive: (offer: BeforeInstallPromptEvent) => void): void {
  receiver = receive;
  if (offer) receive(offer);
}

/** Safari on iOS or iPadOS (iPadOS reports itself as a Mac with touch): no install prompt there. */
export function isIosSafari(nav: Navigator = navigator): boolean {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.userAgent.includes('Macintosh') && nav.maxTouchPoints > 1);
  return ios && /Safari/.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
}

/** Opened from the home screen (installed), not in a browser tab. */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}
