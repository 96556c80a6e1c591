// A form route: the page's title, lead and side menu, then its wizard. The application's start
// page lists the drafts on this device; `/application-form/<id>` opens one (404 when this device
// does not have it); the other forms open directly, resuming the unfinished draft of their kind.
// Each wizard is its own lazy chunk, and its texts are loaded before the page renders. Beside the
// form: whether this device keeps the family's drafts (src/app/pwa/storage-notice.tsx).

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { brand } from '../../config/brand';
import { listDrafts, loadDraft, receiptOfDraft } from '../../db';
import { useDrafts } from '../../db/hooks';
import { StorageNotice } from '../pwa/storage-notice';
import { SessionGate } from '../../device/ui/session-gate';
import {
  DraftList,
  FormMessagesProvider,
  SubmissionList,
  catalogueOf,
  loadFormMessages,
  Wizard,
  WizardLoading,
  type WizardMeta,
} from '../../forms';
import { type FormKind } from '../../shared/records';
import type { AppRoute } from '../../routes/table';
import { PageHeader } from '../components/page-header';
import { AppLink, useRoutePath } from '../components/app-link';
import { notFoundResponse } from '../content-errors';
import { descriptionId, titleId } from '../layout/nav-model';
import { SideMenu } from '../layout/side-menu';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

/** Which wizard each form route shows (src/wizards/README.md). */
const wizardOfRoute: Record<string, FormKind> = {
  'application-form': 'application',
  'application-draft': 'application',
  'internal-scholarship-form': 'scholarship-internal',
  'scholarship-form': 'scholarship-external',
  'bus-registration': 'bus',
  'contact-us': 'contact',
  'contact-app': 'contact-app',
};

/** Where a kind's meta is when not at `<kind>/meta`: both scholarship forms share one folder. */
const metaOfKind: Partial<Record<FormKind, string>> = {
  'scholarship-internal': 'scholarship/meta-internal',
  'scholarship-external': 'scholarship/meta-external',
};

const wizardModules = import.meta.glob<{ meta: WizardMeta }>(['../../wizards/*/meta.ts', '../../wizards/*/meta-*.ts']);

async function loadMeta(kind: FormKind): Promise<WizardMeta | undefined> {
  const load = wizardModules[`../../wizards/${metaOfKind[kind] ?? `${kind}/meta`}.ts`];
  return load ? (await load()).meta : undefined;
}

/** `/application-form/<id>`: a draft this device does not have is a 404. */
async function draftLoader({ params }: LoaderFunctionArgs): Promise<null> {
  if (typeof indexedDB === 'undefined') return null;
  const id = params.draftId ?? '';
  const record = await loadDraft(id).catch(() => undefined);
  if (record?.kind === 'application') return null;
  // Sent and confirmed: the draft is gone but its receipt is shown there.
  const receipt = record ? undefined : await receiptOfDraft(id).catch(() => undefined);
  if (receipt?.kind !== 'application') notFoundResponse();
  return null;
}

export const page: PageFactory = async (locale, route) => {
  const kind = wizardOfRoute[route.id];
  const meta = kind ? await loadMeta(kind) : undefined;
  if (!meta) throw new Error(`No wizard for the form route ${route.id}`);
  await loadFormMessages(locale, catalogueOf(meta));
  return {
    Component: () => <FormPage route={route} meta={meta} />,
    ...(route.id === 'application-draft' ? { loader: draftLoader } : {}),
  };
};

/** Once a family has a draft here: persistent storage, space left, and Safari's 7-day rule. */
function DeviceStorage({ kind }: { kind: FormKind }) {
  const drafts = useDrafts(kind);
  return <StorageNotice hasDraft={(drafts?.length ?? 0) > 0} />;
}

function FormPage({ route, meta }: { route: AppRoute; meta: WizardMeta }) {
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
        <FormMessagesProvider name={catalogueOf(meta)} fallback={<WizardLoading />}>
          <NoScriptNote />
          <SessionGate>
            <FormBody routeId={route.id} meta={meta} />
          </SessionGate>
        </FormMessagesProvider>
        <DeviceStorage kind={meta.kind} />
      </article>
      {side ? <SideMenu menu={side} /> : null}
    </div>
  );
}

function NoScriptNote() {
  const t = useT();
  return (
    <noscript>
      <p className="noscript-note">{t('form.common.noscript', { phone: brand.phone, email: brand.email })}</p>
    </noscript>
  );
}

function FormBody({ routeId, meta }: { routeId: string; meta: WizardMeta }) {
  if (routeId === 'application-form') return <ApplicationStart meta={meta} />;
  if (routeId === 'application-draft') return <DraftWizard meta={meta} />;
  return <CurrentDraftWizard meta={meta} />;
}

function ApplicationStart({ meta }: { meta: WizardMeta }) {
  const path = useRoutePath();
  const navigate = useNavigate();
  const href = (id: string) => path('application-draft', { draftId: id });
  const open = (id: string) => void navigate(href(id));
  return (
    <>
      <DraftList meta={meta} draftHref={href} onCreated={open} />
      <SubmissionList kind={meta.kind} onOpen={open} />
      <DeviceLinks />
    </>
  );
}

/** The application's start page leads to the device pages (docs/shared-device.md). */
function DeviceLinks() {
  const path = useRoutePath();
  const t = useT();
  return (
    <p className="device-links">
      <AppLink to={path('take-home')}>{t('page.take-home.title')}</AppLink>
      {' · '}
      <AppLink to={path('forget-my-data')}>{t('page.forget-my-data.title')}</AppLink>
    </p>
  );
}

function DraftWizard({ meta }: { meta: WizardMeta }) {
  const { draftId = '' } = useParams();
  const path = useRoutePath();
  const t = useT();
  const back = (
    <p>
      <AppLink className="button button--ghost" to={path('application-form')}>
        {t('form.common.drafts.back')}
      </AppLink>
    </p>
  );
  return <Wizard key={draftId} meta={meta} draftId={draftId} after={back} />;
}

/** A form shown directly: the unfinished draft of its kind, or a new one on the first change. */
function CurrentDraftWizard({ meta }: { meta: WizardMeta }) {
  const [current, setCurrent] = useState<{ id: string | undefined; round: number }>();
  // The draft the form above made: its status shows there, not again in the list.
  const [created, setCreated] = useState<string>();
  useEffect(() => {
    let live = true;
    void listDrafts(meta.kind)
      .then((drafts) => drafts.find((d) => d.status === 'draft')?.id)
      .catch(() => undefined)
      .then((id) => live && setCurrent({ id, round: 0 }));
    return () => {
      live = false;
    };
  }, [meta.kind]);
  if (!current) return <WizardLoading />;
  const again = (
    <StartAgain
      catalogue={catalogueOf(meta)}
      onClick={() => setCurrent((c) => ({ id: undefined, round: (c?.round ?? 0) + 1 }))}
    />
  );
  const open = (id: string) => setCurrent((c) => ({ id, round: (c?.round ?? 0) + 1 }));
  return (
    <>
      <Wizard
        key={`${current.id ?? 'new'}-${current.round}`}
        meta={meta}
        draftId={current.id}
        onDraftCreated={setCreated}
        after={again}
      />
      <SubmissionList kind={meta.kind} onOpen={open} exclude={current.id ?? created} />
    </>
  );
}

/** "Send another message": the wizard's own wording (`form.<kind>.again`) or the general one. */
function StartAgain({ catalogue, onClick }: { catalogue: string; onClick: () => void }) {
  const t = useT();
  const intl = useIntl();
  const own = `form.${catalogue}.again` as const;
  return (
    <p>
      <button type="button" className="button button--ghost" onClick={onClick}>
        {t(own in intl.messages ? own : 'form.common.startAgain')}
      </button>
    </p>
  );
}
