// The GOV.UK error summary: at the top of the step after a failed Next or Submit, focused (again
// at each new `request`), with one link per error that moves focus to its field. Loaded with the
// first check (./parts.ts), before it shows.

import { useEffect, useRef, type MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { fieldId } from '../field-ids';
import { useFieldLabels } from '../field-labels';
import { useFormT } from '../use-form-t';
import { flattenErrors } from './flatten-errors';

/** Position of a field's element in the document, for ordering; unknown fields go last. */
function domOrder(): (name: string) => number {
  if (typeof document === 'undefined') return () => 0;
  const all = Array.from(document.querySelectorAll('[id^="field-"]'));
  return (name) => {
    const index = all.findIndex((el) => el.id === fieldId(name));
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
}

function focusField(event: MouseEvent<HTMLAnchorElement>, name: string): void {
  const target = document.getElementById(fieldId(name));
  if (!target) return;
  event.preventDefault();
  target.focus();
  const anchor = target.closest('fieldset') ?? target.closest('.field') ?? target;
  anchor.scrollIntoView?.({ block: 'center' });
}

export function ErrorSummary({ request }: { request: number }) {
  const t = useFormT();
  const labels = useFieldLabels();
  const { errors } = useFormState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [request]);
  const entries = flattenErrors(errors, domOrder());
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('form.common.checkFields')}
      </h2>
      <ul className="error-summary__list">
        {entries.map(({ name, message }) => {
          const label = labels.get(name);
          return (
            <li key={name}>
              <a href={`#${fieldId(name)}`} onClick={(event) => focusField(event, name)}>
                {label ? t('form.common.errorLink', { field: t(label), message: t(message) }) : t(message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
