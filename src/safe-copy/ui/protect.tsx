// "Protect with Face ID / fingerprint" (docs/safe-copy.md, "Keys"): makes the family's passkey
// and checks its PRF (../protect.ts). Where the browser has no passkeys, or the passkey cannot
// serve as a key, the page says so and points to the recovery link, shown beside it.

import { useState } from 'react';
import { useFormT } from '../../forms/use-form-t';
import { PasskeyError, passkeysAvailable, protectWithPasskey, requestSafeCopyFlush } from '..';

type Outcome = 'idle' | 'working' | 'cancelled' | 'unsupported';

export function ProtectWithPasskey({ protectedNow }: { protectedNow: boolean }) {
  const t = useFormT();
  const [outcome, setOutcome] = useState<Outcome>(() => (passkeysAvailable() ? 'idle' : 'unsupported'));

  if (protectedNow) {
    return (
      <p className="safe-copy__done" role="status">
        {t('form.safe-copy.protect.done')}
      </p>
    );
  }
  const protect = async () => {
    setOutcome('working');
    try {
      await protectWithPasskey({ site: location.hostname, user: t('form.safe-copy.link.shareTitle') });
      setOutcome('idle');
      void requestSafeCopyFlush();
    } catch (error) {
      const problem = error instanceof PasskeyError ? error.problem : 'unsupported';
      setOutcome(problem === 'cancelled' ? 'cancelled' : 'unsupported');
    }
  };
  return (
    <div className="safe-copy__protect">
      {outcome === 'unsupported' ? (
        <p role="status">{t('form.safe-copy.protect.unsupported')}</p>
      ) : (
        <>
          <p>{t('form.safe-copy.protect.explain')}</p>
          <button type="button" className="button" disabled={outcome === 'working'} onClick={() => void protect()}>
            {t('form.safe-copy.protect.button')}
          </button>
          {outcome === 'cancelled' ? <p role="status">{t('form.safe-copy.protect.cancelled')}</p> : null}
        </>
      )}
    </div>
  );
}
