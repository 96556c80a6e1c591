// A form route. The wizards arrive with the forms issue; until then the page says how to apply
// today by telephone or e-mail, with the admissions side menu.

import { brand } from '../../config/brand';
import type { AppRoute } from '../../routes/table';
import { PageHeader } from '../components/page-header';
import { MailIcon, PhoneIcon } from '../components/icons';
import { descriptionId, titleId } from '../layout/nav-model';
import { SideMenu } from '../layout/side-menu';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from '../lazy-pages';

export const page: PageFactory = (_locale, route) => ({ Component: () => <FormPage route={route} /> });

function FormPage({ route }: { route: AppRoute }) {
  const t = useT();
  const title = t(titleId(route));
  const description = t(descriptionId(route));
  usePageHead({
    title: t('site.titleTemplate', { page: title }),
    description,
    noindex: route.id === 'application-draft',
  });
  const side = 'side' in route ? route.side : undefined;
  return (
    <div className={side ? 'page page--with-side' : 'page'}>
      <article className="page__article">
        <PageHeader title={title} lead={description} />
        <section className="card card--highlight" aria-labelledby="apply-today">
          <h2 id="apply-today">{t('form.comingUp.title')}</h2>
          <p>{t('form.comingUp.body', { phone: brand.phone, email: brand.email })}</p>
          <p className="card__actions">
            <a className="button" href={brand.phoneHref}>
              <PhoneIcon /> {brand.phone}
            </a>
            <a className="button button--ghost" href={`mailto:${brand.email}`}>
              <MailIcon /> {brand.email}
            </a>
          </p>
        </section>
      </article>
      {side ? <SideMenu menu={side} /> : null}
    </div>
  );
}
