// When to ask the family (docs/safe-copy.md, "What the page does"): at once in a browser that
// deletes a site's storage after days without a visit (WebKit: Safari, and every browser on iOS)
// where the site is not installed, else the first time the family leaves a draft unfinished.
// Never again once it answered. Pure: the page passes what it knows.

export interface OfferSituation {
  /** The browser's engine is WebKit (every iOS browser, Safari on the Mac). */
  webkit: boolean;
  /** The site runs from the home screen (installed): WebKit does not purge it. */
  standalone: boolean;
  /** The family has left a draft unfinished at least once (closed the form, went elsewhere). */
  leftUnfinished: boolean;
  /** The family has a draft on this device. */
  hasDraft: boolean;
  /** The family said yes or no already, or safe copies are on. */
  answered: boolean;
  /** A shared tablet: no family's safe copy is offered there (the tablet's hand-off gives one). */
  sharedDevice: boolean;
}

/** Whether the page offers safe copies now. */
export function shouldOffer(situation: OfferSituation): boolean {
  if (situation.answered || situation.sharedDevice || !situation.hasDraft) return false;
  return (situation.webkit && !situation.standalone) || situation.leftUnfinished;
}

/** WebKit from a user agent: Safari and every iOS browser (Chromium and Firefox on iOS are WebKit too). */
export function isWebKit(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1);
  if (ios) return true;
  return (
    /AppleWebKit/.test(userAgent) && !/Chrome|Chromium|Edg\//.test(userAgent) && /Safari|Version\//.test(userAgent)
  );
}
