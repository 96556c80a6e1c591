import { describe, expect, it } from 'vitest';
import { localePath, parseAcceptLanguage, pickLocale, splitLocale, switchLocalePath } from '../../src/i18n/locales';
import { legacyRedirects } from '../../src/routes/redirects';
import {
  matchRoute,
  nextInReadingOrder,
  parsePageNumber,
  readingOrder,
  routes,
  routesInSideMenu,
} from '../../src/routes/table';

describe('route table', () => {
  it('has every route of the brief', () => {
    const paths = routes.map((r) => r.path);
    for (const path of [
      '',
      'contact-us',
      'contact-app',
      'why-ccis',
      'about-our-students',
      'message-from-the-management-team',
      'mission-and-vision',
      'our-community',
      'curriculum',
      'early-years-and-foundation',
      'primary-school',
      'secondary-school',
      'academic-support',
      'co-curricular',
      'sports',
      'pma',
      'competitions',
      'pastoral-care',
      'industry-talk',
      'stem-expo',
      'summer-camp',
      'school-gallery',
      'school-gallery/:slug',
      'gallery-new',
      'our-campus',
      'virtual-tour',
      'open-house',
      'homestay',
      'apply-now',
      'application-form',
      'application-form/:draftId',
      'school-fees',
      'scholarships',
      'scholarships-th',
      'internal-scholarship-application-form',
      'scholarship-application-form',
      'visa-information',
      'school-bus',
      'bus-registration',
      'school-calendar',
      'school-form',
      'educational-policies',
      'ccis-policies',
      'admissions-policy',
      'privacy-policy',
      'faq',
      'university-destination',
      'weather-station',
      'news-updates',
      'news-updates/page/:page',
      'news-updates/:slug',
      'search',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });

  it('matches static segments before parameters', () => {
    expect(matchRoute('news-updates/page/2')?.route.id).toBe('news-page');
    expect(matchRoute('news-updates/page/2')?.params).toEqual({ page: '2' });
    expect(matchRoute('news-updates/sports-day')?.route.id).toBe('news-article');
    expect(matchRoute('')?.route.id).toBe('home');
    expect(matchRoute('nope')).toBeUndefined();
  });

  it('accepts only plain positive page numbers', () => {
    expect(parsePageNumber('2')).toBe(2);
    for (const bad of ['0', '-1', 'abc', '02', '1.5', '']) expect(parsePageNumber(bad)).toBeUndefined();
  });

  it('links each content page to the next in one reading order, wrapping at the end', () => {
    expect(readingOrder.length).toBeGreaterThan(30);
    expect(nextInReadingOrder('curriculum')).toBe('early-years');
    const last = readingOrder[readingOrder.length - 1]!;
    expect(nextInReadingOrder(last)).toBe(readingOrder[0]);
    expect(nextInReadingOrder('news-updates')).toBeUndefined();
  });

  it('has the three side menus', () => {
    expect(routesInSideMenu('academics').map((r) => r.id)).toContain('curriculum');
    expect(routesInSideMenu('coCurricular')).toHaveLength(8);
    expect(routesInSideMenu('admissions').map((r) => r.id)).toContain('apply-now');
  });

  it('sends every legacy address to a route that exists', () => {
    for (const r of legacyRedirects) expect(matchRoute(r.to), r.to).toBeDefined();
  });
});

describe('locale paths', () => {
  it('splits and builds prefixed paths', () => {
    expect(splitLocale('/th/school-fees')).toEqual({ locale: 'th', rest: 'school-fees' });
    expect(splitLocale('/school-fees')).toEqual({ locale: 'en', rest: 'school-fees' });
    expect(splitLocale('/cn')).toEqual({ locale: 'cn', rest: '' });
    expect(localePath('ru', '')).toBe('/ru');
    expect(localePath('en', '')).toBe('/');
    expect(switchLocalePath('/th/news-updates/page/2', 'en')).toBe('/news-updates/page/2');
  });

  it('picks a locale from the browser languages', () => {
    expect(pickLocale(parseAcceptLanguage('fr-FR,ru;q=0.8,en;q=0.5'))).toBe('ru');
    expect(pickLocale(parseAcceptLanguage('zh-TW'))).toBe('cn');
    expect(pickLocale(parseAcceptLanguage('en;q=0.1,th;q=0.9'))).toBe('th');
    expect(pickLocale(parseAcceptLanguage('de'))).toBeUndefined();
    expect(pickLocale(parseAcceptLanguage(''))).toBeUndefined();
  });
});
