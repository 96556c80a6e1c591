// The robot check inside a form: the provider's widget, its errors with what to do, and a check
// at Submit: a fresh token is required then (it lives two minutes); offline, the form is saved
// as ready and the outbox asks for the check once the connection is back.

import { useFormContext } from 'react-hook-form';
import { brand } from '../../config/brand';
import { FieldError, FieldHint } from '../fields/field-shell';
import { useField } from '../fields/use-field';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { useSubmitGuard } from '../wizard/wizard-context';
import type { RobotCheckErrorCode } from './types';
import { useRobotWidget, type RobotWidgetState } from './use-robot-widget';

export const robotErrorMessage = {
  'no-key': 'form.common.robot.noKey',
  'no-version': 'form.common.robot.noVersion',
  'load-failed': 'form.common.robot.loadFailed',
  'execute-failed': 'form.common.robot.executeFailed',
} as const satisfies Record<RobotCheckErrorCode, FormMessageId>;

export interface RobotCheckProps {
  /** Where its error goes in the form's errors (not stored in the draft). */
  name?: string;
  hint?: FormMessageId;
}

export function RobotCheck({ name = 'robotCheck', hint }: RobotCheckProps) {
  const t = useFormT();
  const { clearErrors } = useFormContext();
  const field = useField(name, 'form.common.robot.label', hint);
  const { setContainer, status, takeToken, retry } = useRobotWidget(() => clearErrors(name));

  useSubmitGuard(() => {
    const issued = takeToken();
    if (issued === 'expired') return { ok: false, field: name, message: 'form.common.robot.expired' };
    if (issued) return { ok: true, extras: { robotToken: issued.value } };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: true };
    return { ok: false, field: name, message: 'form.common.robot.required' };
  });

  return (
    <div className={field.error ? 'field robot-check field--error' : 'field robot-check'}>
      <p className="field__label" id={`${field.id}-label`}>
        {t('form.common.robot.label')}
      </p>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={field.error} />
      <div
        ref={setContainer}
        id={field.id}
        className="robot-check__widget"
        tabIndex={-1}
        role="group"
        aria-labelledby={`${field.id}-label`}
        aria-describedby={field.describedBy}
        aria-busy={status.state === 'loading' || undefined}
      />
      <RobotProblem status={status} onRetry={retry} />
    </div>
  );
}

/** What went wrong with the check and what to do, with "Try again" where that can help. */
export function RobotProblem({ status, onRetry }: { status: RobotWidgetState; onRetry: () => void }) {
  const t = useFormT();
  if (status.state !== 'failed') return null;
  return (
    <div className="robot-check__problem" role="alert">
      <p>{t(robotErrorMessage[status.code], { phone: brand.phone, email: brand.email })}</p>
      {status.code === 'load-failed' || status.code === 'execute-failed' ? (
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('form.common.robot.retry')}
        </button>
      ) : null}
    </div>
  );
}
