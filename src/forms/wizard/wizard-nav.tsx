// The buttons under each step: Previous, Save Draft, and Next, or Submit on the last step.

import { useFormT } from '../use-form-t';

interface WizardNavProps {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onPrevious: () => void;
  onSaveDraft: () => void;
}

export function WizardNav({ isFirst, isLast, busy, onPrevious, onSaveDraft }: WizardNavProps) {
  const t = useFormT();
  return (
    <div className="wizard-nav">
      {isFirst ? null : (
        <button type="button" className="button button--ghost" onClick={onPrevious}>
          {t('form.common.previous')}
        </button>
      )}
      <button type="button" className="button button--ghost" onClick={onSaveDraft}>
        {t('form.common.saveDraft')}
      </button>
      <button type="submit" className={isLast ? 'button button--accent' : 'button'} disabled={busy}>
        {isLast ? t('form.common.submit') : t('form.common.next')}
      </button>
    </div>
  );
}
