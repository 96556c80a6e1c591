import { describe, expect, it } from 'vitest';
import { resolvePage } from '../../server/site/resolve';

const resolve = (pathname: string, extra: Partial<Parameters<typeof resolvePage>[0]> = {}) =>
  resolvePage({ pathname, search: '', ...extra });

describe('resolvePage', () => {
  it('serves known pages in every locale', () => {
    expect(resolve('/school-fees')).toMatchObject({ kind: 'page', locale: 'en', route: { id: 'school-fees' } });
    expect(resolve('/cn/news-updates/page/3')).toMatchObject({ kind: 'page', locale: 'cn', params: { page: '3' } });
    expect(resolve('/th')).toMatchObject({ kind: 'page', locale: 'th', route: { id: 'home' } });
  });

  it('redirects /en/... permanently, keeping the query', () => {
    expect(resolve('/en/curriculum', { search: '?a=1' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/curriculum?a=1',
    });
    expect(resolve('/en')).toEqual({ kind: 'redirect', status: 301, location: '/' });
  });

  it('switches language with ?lang= and 404s any other value', () => {
    expect(resolve('/th/faq', { search: '?lang=ru&x=2' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/ru/faq?x=2',
      setLocale: 'ru',
    });
    expect(resolve('/faq', { search: '?lang=cn' })).toMatchObject({ location: '/cn/faq', setLocale: 'cn' });
    expect(resolve('/faq', { search: '?lang=fr' })).toEqual({ kind: 'not-found', locale: 'en' });
    expect(resolve('/faq', { search: '?lang=' })).toEqual({ kind: 'not-found', locale: 'en' });
  });

  it('lets a saved choice, then the browser, pick the home page at / only', () => {
    expect(resolve('/', { cookieLocale: 'th' })).toEqual({ kind: 'redirect', status: 302, location: '/th' });
    expect(resolve('/', { acceptLanguage: 'ru-RU,ru;q=0.9' })).toMatchObject({ location: '/ru' });
    expect(resolve('/', { cookieLocale: 'en', acceptLanguage: 'th' })).toMatchObject({ kind: 'page' });
    expect(resolve('/faq', { cookieLocale: 'th' })).toMatchObject({ kind: 'page', locale: 'en' });
  });

  it('applies the optional root redirect from configuration', () => {
    expect(resolve('/', { rootRedirect: { to: '/apply-now', status: 302 } })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/apply-now',
    });
  });

  it('redirects legacy addresses with 301 under every prefix', () => {
    expect(resolve('/stem-education')).toMatchObject({ status: 301, location: '/news-updates/stem-education' });
    expect(resolve('/th/kindergarten')).toMatchObject({ status: 301, location: '/th/news-updates/kindergarten' });
    expect(resolve('/ru/news-updates/girls-homestay')).toMatchObject({ location: '/ru/news-updates/boys-homestay' });
    expect(resolve('/cn/contact-us/applications')).toMatchObject({ status: 301, location: '/cn/contact-app' });
  });

  it('gives 404 for unknown routes and bad page numbers', () => {
    expect(resolve('/nope')).toEqual({ kind: 'not-found', locale: 'en' });
    expect(resolve('/ru/news-updates/page/0')).toEqual({ kind: 'not-found', locale: 'ru' });
    expect(resolve('/news-updates/page/abc')).toEqual({ kind: 'not-found', locale: 'en' });
  });
});
