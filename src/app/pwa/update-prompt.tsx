// "A new version is ready": the visitor chooses when; drafts are flushed before the reload.

import { useState } from 'react';
import { useT } from '../use-t';
import { usePwaStore } from './pwa-store';

export function UpdatePrompt() {
  const t = useT();
  const updateReady = usePwaStore((s) => s.updateReady);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!updateReady || dismissed || !applyUpdate) return null;
  return (
    <section className="update-prompt" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title">
        <strong>{t('update.available')}</strong> {t('update.savedFirst')}
      </p>
      <p className="update-prompt__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void applyUpdate();
          }}
        >
          {t('update.reload')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
          {t('update.later')}
        </button>
      </p>
    </section>
  );
}
