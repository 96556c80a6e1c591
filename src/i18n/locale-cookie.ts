// Reads and writes the cookie that remembers the visitor's language (page side).

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales';

export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

export function readLocaleCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}
