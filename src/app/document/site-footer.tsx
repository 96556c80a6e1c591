// The footer of every page (server-rendered, never hydrated): the brief's quick links, contact
// details, office hours and the install invitation.

import { brand } from '../../config/brand';
import type { RouteId } from '../../routes/table';
import type { MessageId } from '../../i18n/messages';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { useT } from '../use-t';
import { titleId } from '../layout/nav-model';
import type { Locale } from '../../i18n/locales';
import { ACTION_ATTRIBUTE, islandIds } from '../../islands/contract';
import { InstallApp } from './notices';
import { pagePath } from './paths';

/** docs/brief.md §2.3: fees, application process, scholarships, calendar, gallery, policy, FAQ,
 *  weather station, privacy policy (and directions, an outside map link). */
const footerLinks: { id: RouteId; label?: MessageId }[] = [
  { id: 'school-fees' },
  { id: 'apply-now' },
  { id: 'scholarships' },
  { id: 'school-calendar' },
  { id: 'school-gallery', label: 'footer.gallery' },
  { id: 'school-policies', label: 'footer.schoolPolicy' },
  { id: 'faq' },
  { id: 'weather-station' },
  { id: 'privacy-policy' },
];

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-labelledby="footer-links-heading" className="site-footer__links">
          <h2 id="footer-links-heading">{t('footer.quickLinks')}</h2>
          <ul>
            {footerLinks.map(({ id, label }) => (
              <li key={id}>
                <a href={pagePath(locale, id)}>{t(label ?? titleId({ id }))}</a>
              </li>
            ))}
            <li>
              <a href={brand.mapUrl} rel="noopener noreferrer">
                {t('footer.directions')}
              </a>
            </li>
            <li id={islandIds.cookieSettings} hidden>
              <button type="button" className="link-button" {...{ [ACTION_ATTRIBUTE]: 'cookie-settings' }}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-heading" className="site-footer__contact">
          <h2 id="footer-contact-heading">{t('footer.contact')}</h2>
          <address>
            <p>
              <PinIcon /> <span>{brand.address}</span>
            </p>
            <p>
              <PhoneIcon /> <a href={brand.phoneHref}>{brand.phone}</a>
            </p>
            <p>
              <MailIcon /> <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
          </address>
          <a href={pagePath(locale, 'contact-us')} className="button button--ghost">
            {t('page.contact-us.title')}
          </a>
        </section>
        <section aria-labelledby="footer-hours-heading" className="site-footer__hours">
          <h2 id="footer-hours-heading">{t('footer.officeHours')}</h2>
          <p>
            <ClockIcon /> <span>{t('footer.hoursWeekdays')}</span>
          </p>
          <p>
            <ClockIcon /> <span>{t('footer.hoursSaturday')}</span>
          </p>
        </section>
      </div>
      <div className="site-footer__install">
        <InstallApp />
      </div>
      <p className="site-footer__legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
