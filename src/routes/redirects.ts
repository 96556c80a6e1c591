// Permanent redirects of old addresses (docs/decisions.md §5, docs/brief.md §2.4). Each applies under
// every locale prefix; the server, the nginx rules and the router all read this list.

export interface LegacyRedirect {
  /** Old path under the locale prefix, no slashes at the ends. */
  readonly from: string;
  /** New path under the same prefix. */
  readonly to: string;
}

export const legacyRedirects: readonly LegacyRedirect[] = [
  { from: 'stem-education', to: 'news-updates/stem-education' },
  { from: 'kindergarten', to: 'news-updates/kindergarten' },
  { from: 'school-price-list', to: 'news-updates/school-price-list' },
  { from: 'news-updates/girls-homestay', to: 'news-updates/boys-homestay' },
  { from: 'contact-us/applications', to: 'contact-app' },
];

export function findLegacyRedirect(rest: string): LegacyRedirect | undefined {
  return legacyRedirects.find((r) => r.from === rest);
}
