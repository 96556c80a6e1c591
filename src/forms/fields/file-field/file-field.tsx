// A document or photo for the draft: pick a file (or take a photo on a phone), see what is
// stored, replace or remove it; each file shows whether it is saving, saved or why it failed.

import { use, useRef } from 'react';
import { attachmentSpecs } from '../../attachment-specs';
import { errorId, fieldId, hintId, describedBy } from '../../field-ids';
import type { FormMessageId } from '../../../shared/records';
import { useFormT } from '../../use-form-t';
import { useWizard } from '../../wizard/wizard-context';
import { FieldError, FieldHint, RequiredMark } from '../field-shell';
import { useField } from '../use-field';
import { acceptAttribute, DEFAULT_ACCEPT, DEFAULT_MAX_BYTES, failureMessage } from './accept';
import { FilePreview, useFileSize } from './file-preview';
import { useFileSlot, type FileState } from './use-file-slot';

export interface FileFieldProps {
  /** AttachmentSpec.field: "attachments.passportPhoto", "applicants.0.photo". */
  name: string;
  /** Defaults to the label of the wizard's AttachmentSpec of this field. */
  label?: FormMessageId;
  hint?: FormMessageId;
  required?: boolean;
  accept?: readonly string[];
  maxBytes?: number;
}

function StatusText({ status, maxBytes, id }: { status: FileState; maxBytes: number; id: string }) {
  const t = useFormT();
  const size = useFileSize();
  let text = '';
  if (status.state === 'saving') text = t('form.common.file.saving', { name: status.name });
  if (status.state === 'saved') text = t('form.common.file.saved');
  if (status.state === 'failed') text = t(failureMessage[status.reason], { max: size(maxBytes) });
  return (
    <p id={id} className={`file-field__status file-field__status--${status.state}`} aria-live="polite">
      {text}
    </p>
  );
}

export function FileField(props: FileFieldProps) {
  const t = useFormT();
  const size = useFileSize();
  const { meta } = useWizard();
  const spec = use(attachmentSpecs(meta)).find((a) => a.field === props.name);
  const name = props.name;
  const label = props.label ?? spec?.label ?? 'form.common.file.label';
  const required = props.required ?? spec?.required ?? false;
  const accept = props.accept ?? spec?.accept ?? DEFAULT_ACCEPT;
  const maxBytes = props.maxBytes ?? spec?.maxBytes ?? DEFAULT_MAX_BYTES;
  const field = useField(name, label, props.hint);
  const slot = useFileSlot(name, { accept, maxBytes });
  const input = useRef<HTMLInputElement>(null);
  const id = fieldId(name);
  const statusId = `${id}-status`;
  const limitsId = `${id}-limits`;
  const failed = slot.status.state === 'failed';

  return (
    <div className={field.error || failed ? 'field file-field field--error' : 'field file-field'}>
      <label htmlFor={id} id={`${id}-label`} className="field__label">
        {t(label)}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldHint name={name} hint={props.hint} />
      <p id={limitsId} className="field__hint">
        {t('form.common.file.limits', { max: size(maxBytes) })}
      </p>
      <FieldError name={name} error={field.error} />
      {slot.stored ? (
        <div className="file-field__stored">
          <FilePreview attachment={slot.stored} />
          <div className="file-field__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-describedby={`${id}-label`}
              onClick={() => input.current?.click()}
            >
              {t('form.common.file.replace')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-describedby={`${id}-label`}
              onClick={() => void slot.remove()}
            >
              {t('form.common.file.remove')}
            </button>
          </div>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        className={slot.stored ? 'visually-hidden' : 'file-field__input'}
        tabIndex={slot.stored ? -1 : undefined}
        accept={acceptAttribute(accept)}
        aria-required={required || undefined}
        aria-invalid={field.error || failed ? true : undefined}
        aria-describedby={describedBy(
          props.hint && hintId(name),
          limitsId,
          field.error && errorId(name),
          failed && statusId,
        )}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void slot.store(file);
        }}
      />
      <StatusText status={slot.status} maxBytes={maxBytes} id={statusId} />
    </div>
  );
}
