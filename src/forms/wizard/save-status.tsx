// The quiet autosave line: "Saved at 10:42", or why saving failed.

import { useIntl } from 'react-intl';
import { useFormT } from '../use-form-t';
import type { SaveStatus } from './use-autosave';

export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const t = useFormT();
  const intl = useIntl();
  let text = '';
  if (status.state === 'saved') {
    text = t('form.common.savedAt', { time: intl.formatTime(status.at, { hour: 'numeric', minute: '2-digit' }) });
  }
  if (status.state === 'failed') {
    text = t(status.reason === 'storage-full' ? 'form.common.saveFailedFull' : 'form.common.saveFailed');
  }
  return (
    <p className={`wizard-status wizard-status--${status.state}`} aria-live="polite">
      {text}
    </p>
  );
}
