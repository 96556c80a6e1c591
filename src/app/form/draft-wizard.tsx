// The application's draft at its own address (`/application-form/<id>`): opened from this device,
// or new (its page gave it the id at "Start"), with the way back to the start page.

import { Wizard, type WizardMeta } from '../../forms';
import { useLocale } from '../locale-context';
import { useT } from '../use-t';
import { applicationPath } from './form-routes';
import { islandState, navigateTo } from './location';

interface DraftWizardProps {
  meta: WizardMeta;
  draftId: string;
  /** The device does not have this draft: the page says "not found". */
  onMissing: (draftId: string) => void;
}

export default function DraftWizard({ meta, draftId, onMissing }: DraftWizardProps) {
  const t = useT();
  const locale = useLocale();
  const back = (
    <p>
      <a
        className="button button--ghost"
        href={applicationPath(locale)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigateTo(applicationPath(locale));
        }}
      >
        {t('form.common.drafts.back')}
      </a>
    </p>
  );
  return (
    <Wizard
      meta={meta}
      draftId={draftId}
      isNew={islandState().newDraft === draftId}
      onMissing={() => onMissing(draftId)}
      after={back}
    />
  );
}
