// The form pages' island: the one part of a form page that runs React in the browser (the page
// header and the form; the document around it, side menu included, is the server's). It runs
// without the router: the application's start page and its drafts' addresses are its own pages
// (./location.ts), every other link a plain one. The server renders the same tree inside the
// router's page (src/app/pages/form-page.tsx); src/entry-form.tsx hydrates it.

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { brand } from '../../config/brand';
import type { Locale } from '../../i18n/locales';
import type { MessageId } from '../../i18n/messages';
import { SessionGate } from '../../device/ui/session-gate';
import { catalogueOf, FormIntro, FormMessagesProvider, WizardLoading, type WizardMeta } from '../../forms';
import { preloadable } from '../../forms/preloadable';
import { FormShownContext, useFormShown } from '../../forms/shown';
import { markReady } from '../../pwa/ready';
import { PageHeader } from '../components/page-header';
import { useIslandHead } from './island-head';
import { LocaleContext } from '../locale-context';
import { useT } from '../use-t';
import { pageAt, type FormRouteId } from './form-routes';
import { useIslandPath } from './location';
import { StoredExtras } from './start-page';

/** The island's pages; src/entry-form.tsx fetches ahead the one the page opens on. */
export const ApplicationStart = preloadable(() => import('./application-start'));
export const DraftWizard = preloadable(() => import('./draft-wizard'));
export const CurrentDraftWizard = preloadable(() => import('./current-draft-wizard'));
const MissingDraft = lazy(() => import('./missing-draft'));

export interface FormIslandProps {
  locale: Locale;
  route: FormRouteId;
  meta: WizardMeta;
  /** The path the server rendered (the browser's own path decides after hydration). */
  serverPath: string;
  /** Called once the form is on screen and takes input (src/forms/shown.ts). */
  onShown?: () => void;
}

function NoScriptNote() {
  const t = useT();
  return (
    <noscript>
      <p className="noscript-note">{t('form.common.noscript', { phone: brand.phone, email: brand.email })}</p>
    </noscript>
  );
}

function IslandPage({ route, meta, pathname }: Omit<FormIslandProps, 'locale' | 'serverPath'> & { pathname: string }) {
  const t = useT();
  const page = pageAt(route, pathname);
  const [missing, setMissing] = useState<string>();
  const title = t(`page.${page.route}.title` as MessageId);
  const description = t(`page.${page.route}.description` as MessageId);
  const lost = missing !== undefined && missing === page.draftId;
  useIslandHead(
    lost
      ? undefined
      : { title: t('site.titleTemplate', { page: title }), description, noindex: page.route === 'application-draft' },
  );
  if (lost)
    return (
      <Suspense fallback={<WizardLoading />}>
        <MissingDraft />
        <Shown />
      </Suspense>
    );
  return (
    <>
      <PageHeader title={title} lead={description} />
      <FormMessagesProvider name={catalogueOf(meta)} fallback={<WizardLoading />} first>
        <FormIntro meta={meta} />
        <NoScriptNote />
        <SessionGate>
          <Suspense fallback={<WizardLoading />}>
            {page.route === 'application-form' ? (
              <ApplicationStart meta={meta} />
            ) : page.route === 'application-draft' ? (
              <DraftWizard key={page.draftId} meta={meta} draftId={page.draftId ?? ''} onMissing={setMissing} />
            ) : (
              <CurrentDraftWizard meta={meta} />
            )}
          </Suspense>
        </SessionGate>
        <StoredExtras kind={meta.kind} />
      </FormMessagesProvider>
    </>
  );
}

function Shown() {
  useFormShown();
  return null;
}

export function FormIsland({ locale, route, meta, serverPath, onShown }: FormIslandProps) {
  const pathname = useIslandPath(serverPath);
  // The page whose form was last shown.
  const [shownAt, setShownAt] = useState<string>();
  useEffect(() => {
    if (shownAt === undefined) return;
    // Ready: tests and tools wait for this, and a tap held until now is done (src/islands/held-taps.ts).
    markReady('app');
    // Shown for the family once a held tap has not moved it to another page meanwhile.
    const settled = setTimeout(() => location.pathname === shownAt && onShown?.(), 0);
    return () => clearTimeout(settled);
  }, [shownAt, onShown]);
  const report = useCallback(() => setShownAt(location.pathname), []);
  return (
    <LocaleContext.Provider value={locale}>
      <FormShownContext.Provider value={report}>
        <IslandPage route={route} meta={meta} pathname={pathname} />
      </FormShownContext.Provider>
    </LocaleContext.Provider>
  );
}
