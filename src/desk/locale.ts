// The desk's two languages: English at /desk, Thai at /th/desk. The path decides, as on the site.

export type DeskLocale = 'en' | 'th';

/** The locale of a desk path, and the router's basename for it. */
export function deskLocaleOf(pathname: string): { locale: DeskLocale; basename: string } {
  return pathname === '/th/desk' || pathname.startsWith('/th/desk/')
    ? { locale: 'th', basename: '/th/desk' }
    : { locale: 'en', basename: '/desk' };
}

/** The same desk page in the other language. */
export function switchDeskLocale(pathname: string, search: string, to: DeskLocale): string {
  const rest = pathname.replace(/^\/(th\/)?desk/, '');
  return `${to === 'th' ? '/th/desk' : '/desk'}${rest}${search}`;
}

export const intlLocale = (locale: DeskLocale) => (locale === 'th' ? 'th-TH' : 'en-GB');
