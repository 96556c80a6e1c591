// The family's status page (route `application-status`, every language): opened with the private
// link from the school's e-mail or from "Sent from this device", the token in the fragment so it
// never reaches a server log. Prerendered like every page, so the service worker keeps it for
// offline use; the status itself comes from the school, or from the device when offline.

import { useSyncExternalStore } from 'react';
import { FormMessagesProvider, loadFormMessages, useFormT, WizardLoading } from '../../forms';
import type { AppRoute } from '../../routes/table';
import { PageHeader } from '../components/page-header';
import { descriptionId, titleId } from '../layout/nav-model';
import { ContractView } from '../status/contract-view';
import { OfferView } from '../status/offer-view';
import { readFragment } from '../status/status-api';
import { StatusView } from '../status/status-view';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

export const page: PageFactory = async (locale, route) => {
  await loadFormMessages(locale, 'status');
  return { Component: () => <StatusPage route={route} /> };
};

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The fragment, read after hydration (the prerendered page has none). */
function useFragment(): string | undefined {
  return useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => undefined,
  );
}

function StatusBody() {
  const t = useFormT();
  const hash = useFragment();
  if (hash === undefined) return <p className="field__hint">{t('form.status.private')}</p>;
  const link = readFragment(hash);
  if (!link)
    return (
      <p role="alert" className="status-page__error">
        {t('form.status.error.missing')}
      </p>
    );
  if (link.kind === 'sign') return <ContractView key={link.token} token={link.token} />;
  return link.kind === 'offer' ? (
    <OfferView key={link.token} token={link.token} />
  ) : (
    <StatusView key={link.token} token={link.token} />
  );
}

function StatusPage({ route }: { route: AppRoute }) {
  const t = useT();
  const title = t(titleId(route));
  const description = t(descriptionId(route));
  usePageHead({ title: t('site.titleTemplate', { page: title }), description, noindex: true });
  return (
    <div className="page status-page">
      <article className="page__article">
        <PageHeader title={title} lead={description} />
        <FormMessagesProvider name="status" fallback={<WizardLoading />}>
          <StatusBody />
        </FormMessagesProvider>
      </article>
    </div>
  );
}
