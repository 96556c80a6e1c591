// Pages about what this device holds for the family (docs/shared-device.md): take a draft to
// another device, forget everything, and restore the drafts of a safe copy (docs/safe-copy.md).
// Their texts are the `device` form catalogue; the restore page's, with its code, `safe-copy`.

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { FormMessagesProvider, loadFormMessages, WizardLoading } from '../../forms';
import type { AppRoute } from '../../routes/table';
import { PageHeader } from '../components/page-header';
import { DeviceSettings } from '../../device/ui/device-settings';
import { ForgetMyData } from '../../device/ui/forget-my-data';
import { SessionGate } from '../../device/ui/session-gate';
import { TakeHome } from '../../device/ui/take-home';
import { descriptionId, titleId } from '../layout/nav-model';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

const RestorePage = lazy(() => import('../../safe-copy/ui/restore-page'));

const noSubscription = () => () => undefined;

/** The restore page's body runs in the browser only: the prerendered page shows it loading. */
function RestoreInBrowser() {
  const browser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <Suspense fallback={<WizardLoading />}>{browser ? <RestorePage /> : <WizardLoading />}</Suspense>;
}

export const page: PageFactory = async (locale, route) => {
  await loadFormMessages(locale, 'device');
  return { Component: () => <DevicePage route={route} /> };
};

function DevicePage({ route }: { route: AppRoute }) {
  const t = useT();
  const title = t(titleId(route));
  const description = t(descriptionId(route));
  usePageHead({ title: t('site.titleTemplate', { page: title }), description, noindex: true });
  return (
    <div className="page">
      <article className="page__article">
        <PageHeader title={title} lead={description} />
        <FormMessagesProvider name="device" fallback={<WizardLoading />}>
          {route.id === 'restore' ? (
            <RestoreInBrowser />
          ) : route.id === 'device-settings' ? (
            <DeviceSettings />
          ) : (
            // On a shared tablet these act on the open session only, so they need one.
            <SessionGate>{route.id === 'take-home' ? <TakeHome /> : <ForgetMyData />}</SessionGate>
          )}
        </FormMessagesProvider>
      </article>
    </div>
  );
}
