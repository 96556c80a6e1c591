// The robot check inside a form: the provider's widget, its errors with what to do, and a check
// at Submit: a fresh token is required then (it lives two minutes); offline, the form is saved
// as ready and the outbox asks for the check once the connection is back.

import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { brand } from '../../config/brand';
import { FieldError, FieldHint } from '../fields/field-shell';
import { useField } from '../fields/use-field';
import type { FormMessageId } from '../types';
import { useFormT } from '../use-form-t';
import { useSubmitGuard } from '../wizard/wizard-context';
import { getRobotCheck } from './loader';
import { robotCheckConfig } from './config';
import { errorCodeOf, type RobotCheckErrorCode, type RobotCheckWidget, type RobotToken } from './types';

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

type State = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; code: RobotCheckErrorCode };

export function RobotCheck({ name = 'robotCheck', hint }: RobotCheckProps) {
  const t = useFormT();
  const { clearErrors } = useFormContext();
  const field = useField(name, 'form.common.robot.label', hint);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<RobotCheckWidget | undefined>(undefined);
  const token = useRef<RobotToken | undefined>(undefined);
  const [status, setStatus] = useState<State>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const label = t('form.common.robot.devLabel');
  const note = t('form.common.robot.devNote');

  useEffect(() => {
    let live = true;
    const config = robotCheckConfig();
    void getRobotCheck(config)
      .then(async (provider) => {
        await provider.load();
        if (!live || !container.current) return;
        widget.current = provider.render(container.current, {
          language: config.language,
          texts: { label, note },
          onToken: (issued) => {
            token.current = issued;
            clearErrors(name);
          },
          onExpired: () => (token.current = undefined),
          onError: (code) => setStatus({ state: 'failed', code }),
        });
        setStatus({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (live) setStatus({ state: 'failed', code: errorCodeOf(error) });
      });
    return () => {
      live = false;
      widget.current?.destroy();
      widget.current = undefined;
      token.current = undefined;
    };
  }, [attempt, name, clearErrors, label, note]);

  useSubmitGuard(() => {
    const issued = token.current;
    if (issued && issued.expiresAt > Date.now()) return { ok: true, extras: { robotToken: issued.value } };
    if (issued) {
      token.current = undefined;
      widget.current?.reset();
      return { ok: false, field: name, message: 'form.common.robot.expired' };
    }
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
        ref={container}
        id={field.id}
        className="robot-check__widget"
        tabIndex={-1}
        role="group"
        aria-labelledby={`${field.id}-label`}
        aria-describedby={field.describedBy}
        aria-busy={status.state === 'loading' || undefined}
      />
      {status.state === 'failed' ? (
        <div className="robot-check__problem" role="alert">
          <p>{t(robotErrorMessage[status.code], { phone: brand.phone, email: brand.email })}</p>
          {status.code === 'load-failed' || status.code === 'execute-failed' ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setStatus({ state: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('form.common.robot.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
