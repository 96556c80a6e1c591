// Chromium's install offer can come before the app's code has loaded (src/boot.ts starts that after
// the first paint): it is kept here until the app takes it for the install button.

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
