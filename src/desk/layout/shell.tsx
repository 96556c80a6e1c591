// The frame of every desk page: the header (sections, language, who is signed in), the warnings
// about what the server cannot do as configured, and the page; or the sign-in form in its place.

import { NavLink, Outlet, useLocation } from 'react-router';
import { switchDeskLocale } from '../locale';
import { useDeskT } from '../messages';
import { SignInPage } from '../pages/sign-in';
import { useSession } from '../session';

export function Shell() {
  const t = useDeskT();
  const { session, signOut } = useSession();
  const location = useLocation();
  const thai = window.location.pathname.startsWith('/th/desk');
  const otherLanguage = switchDeskLocale(window.location.pathname, location.search, thai ? 'en' : 'th');
  return (
    <>
      <a className="desk-skip" href="#desk-main">
        {t('desk.skip')}
      </a>
      <header className="desk-header">
        <p className="desk-header__brand">{t('desk.title')}</p>
        {session.state === 'signed-in' ? (
          <nav aria-label={t('desk.nav.label')} className="desk-nav">
            <NavLink to="/" end>
              {t('desk.nav.overview')}
            </NavLink>
            <NavLink to="/applications">{t('desk.nav.applications')}</NavLink>
            <NavLink to="/assessments">{t('desk.nav.assessments')}</NavLink>
            <NavLink to="/waiting-list">{t('desk.nav.waitlist')}</NavLink>
            {session.session.staff.role === 'administrator' ? (
              <NavLink to="/staff">{t('desk.nav.staff')}</NavLink>
            ) : null}
            <NavLink to="/account">{t('desk.nav.account')}</NavLink>
          </nav>
        ) : null}
        <div className="desk-header__end">
          <a href={otherLanguage} hrefLang={thai ? 'en' : 'th'} lang={thai ? 'en' : 'th'}>
            {thai ? 'English' : 'ไทย'}
          </a>
          {session.state === 'signed-in' ? (
            <>
              <span className="desk-header__who">
                {session.session.staff.name} · {t(`desk.role.${session.session.staff.role}`)}
              </span>
              <button type="button" className="desk-button desk-button--ghost" onClick={() => void signOut()}>
                {t('desk.signOut')}
              </button>
            </>
          ) : null}
        </div>
      </header>
      <main id="desk-main" className="desk-main" tabIndex={-1}>
        {session.state === 'loading' ? <p role="status">{t('desk.loading')}</p> : null}
        {session.state === 'signed-out' ? <SignInPage expired={session.expired} /> : null}
        {session.state === 'signed-in' ? (
          <>
            {session.session.warnings.noSecret ? (
              <p className="desk-warning" role="note">
                {t('desk.warning.noSecret')}
              </p>
            ) : null}
            {session.session.warnings.noMail ? (
              <p className="desk-warning" role="note">
                {t('desk.warning.noMail')}
              </p>
            ) : null}
            <Outlet />
          </>
        ) : null}
      </main>
    </>
  );
}
