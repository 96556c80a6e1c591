// Opening a take-home link: fetch, open with the key from the fragment, store, delete the parked
// copy, then open the draft. Errors say what to do.

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { receiveDraft, TakeHomeError, type TakeHomeErrorCode } from '../take-home';
import { useFormT } from '../../forms';
import { type DraftRecord } from '../../shared/records';
import { useRoutePath } from './use-route-path';
import { routeOfKind } from './draft-label';

/** One attempt per link, even when React runs the effect twice. */
const attempts = new Map<string, ReturnType<typeof receiveDraft>>();

export function ReceiveDraft({ fragment }: { fragment: string }) {
  const t = useFormT();
  const path = useRoutePath();
  const navigate = useNavigate();
  const [error, setError] = useState<TakeHomeErrorCode>();
  const alert = useRef<HTMLDivElement>(null);
  const open = useEffectEvent((draft: DraftRecord) => {
    void navigate(path(routeOfKind[draft.kind], { draftId: draft.id }), { replace: true });
  });

  useEffect(() => {
    let attempt = attempts.get(fragment);
    if (!attempt) {
      attempt = receiveDraft(fragment);
      attempts.set(fragment, attempt);
    }
    let live = true;
    attempt.then(
      (draft) => {
        if (live) open(draft);
      },
      (reason: unknown) => {
        if (live) setError(reason instanceof TakeHomeError ? reason.code : 'network');
      },
    );
    return () => {
      live = false;
    };
  }, [fragment]);

  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  if (!error) return <p aria-busy="true">{t('form.device.receive.opening')}</p>;
  return (
    <div className="notice notice--error" role="alert" tabIndex={-1} ref={alert}>
      <h2>{t('form.device.receive.failed')}</h2>
      <p>{t(`form.device.receive.error.${error}`)}</p>
      <p>
        <Link viewTransition className="button" to={path('application-form')}>
          {t('form.device.receive.toForms')}
        </Link>
      </p>
    </div>
  );
}
