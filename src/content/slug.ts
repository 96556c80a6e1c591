// Slugs as readers write them. WordPress stores a Thai, Russian or Chinese title's slug
// percent-encoded in lower-case hex (`%e0%b8%a5...`); the site keeps the decoded text and
// encodes it once, the standard way, wherever it builds an address, so every slug has one address.

/**
 * The slug decoded (once, or again where a link was encoded twice) and lower-cased, as
 * WordPress's sanitize_title() compares slugs. A malformed escape is left as it is.
 */
export function canonicalSlug(slug: string): string {
  let current = slug.trim();
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(current); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
  }
  return current.toLowerCase();
}

/**
 * Whether WordPress could have made this (canonical) slug: sanitize_title() keeps letters, marks
 * and digits of any script, hyphens and underscores, nothing else (no dots, slashes or spaces).
 */
export function isWordPressSlug(slug: string): boolean {
  return /^[\p{L}\p{M}\p{N}_-]{1,200}$/u.test(slug);
}
