// The application's start page: the drafts on this device, "Start a new application" (a new
// draft's address at once; the draft is stored on the family's first change), what was sent, and
// the device pages. Loaded with the form's code where the page opens on it (src/entry-form.tsx).

import { DraftList } from '../../forms/draft-list';
import { catalogueOf, type WizardMeta } from '../../forms';
import { localePath } from '../../i18n/locales';
import { useLocale } from '../locale-context';
import { useT } from '../use-t';
import { draftPath } from './form-routes';
import { navigateTo } from './location';
import { StoredSubmissions } from './start-page';

/** The application's start page leads to the device pages (docs/shared-device.md). */
function DeviceLinks() {
  const locale = useLocale();
  const t = useT();
  return (
    <p className="device-links">
      <a href={localePath(locale, 'take-home')}>{t('page.take-home.title')}</a>
      {' · '}
      <a href={localePath(locale, 'forget-my-data')}>{t('page.forget-my-data.title')}</a>
    </p>
  );
}

export default function ApplicationStart({ meta }: { meta: WizardMeta }) {
  const locale = useLocale();
  const open = (id: string) => navigateTo(draftPath(locale, id));
  const start = () => {
    const id = crypto.randomUUID();
    navigateTo(draftPath(locale, id), { newDraft: id });
  };
  return (
    <>
      <DraftList meta={meta} draftHref={(id) => draftPath(locale, id)} onOpen={open} onStart={start} />
      <StoredSubmissions kind={meta.kind} catalogue={catalogueOf(meta)} onOpen={open} />
      <DeviceLinks />
    </>
  );
}
