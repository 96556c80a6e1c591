// A form route as the server renders it: the page's layout with its side menu, and inside it the
// form pages' island (src/app/form), which the browser hydrates on its own (src/entry-form.tsx):
// the router never runs on a form page in the browser. The form's texts, whole, are loaded
// before the page renders. A saved draft's address keeps its form's side menu.

import type { AppRoute } from '../../routes/table';
import { loadFormMessages, catalogueOf, type WizardMeta } from '../../forms';
import type { Locale } from '../../i18n/locales';
import { SideMenu } from '../layout/side-menu';
import { ApplicationStart, CurrentDraftWizard, DraftWizard, FormIsland } from '../form/form-island';
import { FORM_ROOT_ID } from '../../islands/contract';
import { isFormRoute, loadMeta, type FormRouteId } from '../form/form-routes';
import { useLocation } from 'react-router';
import type { PageFactory } from './page-factory';

export const page: PageFactory = async (locale, route) => {
  if (!isFormRoute(route.id)) throw new Error(`No wizard for the form route ${route.id}`);
  const id = route.id;
  const meta = await loadMeta(id);
  // The island's page renders in one pass on the server, as it hydrates in the browser.
  const opens =
    id === 'application-form' ? ApplicationStart : id === 'application-draft' ? DraftWizard : CurrentDraftWizard;
  await Promise.all([loadFormMessages(locale, catalogueOf(meta)), opens.preload()]);
  return { Component: () => <FormPage locale={locale} route={route} id={id} meta={meta} /> };
};

interface FormPageProps {
  locale: Locale;
  route: AppRoute;
  id: FormRouteId;
  meta: WizardMeta;
}

function FormPage({ locale, route, id, meta }: FormPageProps) {
  const { pathname } = useLocation();
  const side = 'side' in route ? route.side : id === 'application-draft' ? 'admissions' : undefined;
  return (
    <div className={side ? 'page page--with-side' : 'page'}>
      <article className="page__article">
        <div id={FORM_ROOT_ID} data-route={id} data-path={pathname}>
          <FormIsland locale={locale} route={id} meta={meta} serverPath={pathname} />
        </div>
      </article>
      {side ? <SideMenu menu={side} /> : null}
    </div>
  );
}
