// "Install the app" in the footer: the browser's own prompt where it offers one, and on iPhone
// and iPad Safari (no prompt there) the Add to Home Screen steps, shown in place.

import { isIosSafari, isStandalone, receiveInstallOffer } from '../pwa/install-offer';
import { islandIds } from './contract';
import { actionButton, part } from './dom';

export function offerInstall(): void {
  const section = part(islandIds.installApp);
  const button = section && actionButton(section, 'install');
  const steps = part(islandIds.installSteps);
  if (!section || !button || !steps) return;
  receiveInstallOffer((offer) => {
    section.hidden = false;
    button.onclick = () => {
      void offer.prompt();
      void offer.userChoice.then(() => (section.hidden = true));
    };
  });
  if (isIosSafari() && !isStandalone()) {
    section.hidden = false;
    button.setAttribute('aria-expanded', 'false');
    button.onclick = () => {
      steps.hidden = !steps.hidden;
      button.setAttribute('aria-expanded', String(!steps.hidden));
    };
  }
}
