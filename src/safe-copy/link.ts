// The recovery link (docs/safe-copy.md, "Keys"): `/<locale>/restore#<base64url S>`. The family
// secret rides in the fragment, which no browser sends to a server, a log or a Referer. Made and
// read here; its QR code is an SVG from uqr (loaded only to draw it); sharing goes through the system share sheet where
// there is one. The page takes the fragment out of the address bar as soon as it has read it.

import { fromBase64Url, toBase64Url } from '../crypto';
import { SECRET_BYTES } from './keys';

/** The recovery link of `secret` for the restore page at `restorePath` on `origin`. */
export function recoveryLink(origin: string, restorePath: string, secret: Uint8Array): string {
  return `${origin}${restorePath}#${toBase64Url(secret)}`;
}

/**
 * The family secret in a link's fragment (`#...`), a whole pasted link, or the bare key; undefined
 * when what is there is not 32 bytes of base64url (a link cut short, a typo).
 */
export function secretFromLink(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  const fragment = trimmed.includes('#') ? trimmed.slice(trimmed.lastIndexOf('#') + 1) : trimmed;
  if (!/^[A-Za-z0-9_-]{43}$/.test(fragment)) return undefined;
  const secret = fromBase64Url(fragment);
  return secret?.length === SECRET_BYTES ? secret : undefined;
}

/** Reads the family secret from this page's fragment and removes the fragment from the address bar and history. */
export function takeSecretFromLocation(): { secret?: Uint8Array; hadFragment: boolean } {
  const hash = location.hash;
  if (hash.length <= 1) return { hadFragment: false };
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return { secret: secretFromLink(hash), hadFragment: true };
}

/** The link's QR code as an image address (SVG), for a phone to scan; uqr loads only for it. */
export async function recoveryQr(link: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { ecc: 'M', border: 2 }))}`;
}

/** Opens the system share sheet with the link; 'unsupported' where there is none (then: copy, QR). */
export async function shareRecoveryLink(
  link: string,
  text: { title: string; text: string },
): Promise<'shared' | 'cancelled' | 'unsupported'> {
  const data = { title: text.title, text: text.text, url: link };
  if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(data))) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return (error as { name?: string } | null)?.name === 'AbortError' ? 'cancelled' : 'unsupported';
  }
}

/** Copies the link; false where the clipboard refused (the page then selects the link's text). */
export async function copyRecoveryLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}
