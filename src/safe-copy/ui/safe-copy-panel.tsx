// Safe copies in a form page (docs/safe-copy.md, "What the page does"), loaded after the form is
// usable: the offer when src/safe-copy/offer.ts says to ask (what can be lost, what the school can
// and cannot see, yes or not now), and once the family said yes, the passkey and the recovery
// link, and this draft's copy: up to date when, deleted when. Nothing is turned on without the
// family's yes. Starts the page's triggers while on, and
// shows what another device replaced (./conflicts.tsx).

import { useEffect, useId, useRef, useState } from 'react';
import { FormMessagesProvider } from '../../forms/messages';
import { useFormT } from '../../forms/use-form-t';
import type { FormKind } from '../../shared/records';
import {
  requestSafeCopyFlush,
  shouldOffer,
  startSafeCopyTriggers,
  turnOnSafeCopies,
  type OfferSituation,
  type SafeCopyState,
} from '..';
import { ConflictNotes, useMergesInForm } from './conflicts';
import { CopyStatusLine } from './draft-status';
import { ProtectWithPasskey } from './protect';
import { RecoveryLinkPanel } from './recovery-link';
import { useSafeCopyState } from './use-safe-copy-state';
import { offerSituation, rememberNotNow, saidNotNow } from './situation';

export interface SafeCopyPanelProps {
  kind: FormKind;
  draftId: string;
  /** The page opened a draft stored before (the family left it unfinished and came back). */
  returning: boolean;
}

function Offer({ purging, onYes, onNo }: { purging: boolean; onYes: () => void; onNo: () => void }) {
  const t = useFormT();
  const titleId = useId();
  return (
    <section className="safe-copy safe-copy--offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="safe-copy__title">
        {t('form.safe-copy.offer.title')}
      </h2>
      <p>{t(purging ? 'form.safe-copy.offer.purging' : 'form.safe-copy.offer.unfinished')}</p>
      <p>{t('form.safe-copy.offer.what')}</p>
      <div className="safe-copy__actions">
        <button type="button" className="button" onClick={onYes}>
          {t('form.safe-copy.offer.yes')}
        </button>
        <button type="button" className="button button--ghost" onClick={onNo}>
          {t('form.safe-copy.offer.no')}
        </button>
      </div>
    </section>
  );
}

function Protection({ state, fresh }: { state: SafeCopyState; fresh: boolean }) {
  const t = useFormT();
  const titleId = useId();
  const summary = useRef<HTMLElement>(null);
  // The offer's buttons are gone after the yes: focus moves to what replaced them.
  useEffect(() => {
    if (fresh) summary.current?.focus();
  }, [fresh]);
  // Right after the yes, or until the family kept a way back, both are in view; later, on request.
  // Open once on this visit, it stays open: the passkey's or the link's confirmation shows in it.
  const wanted = fresh || (!state.passkey && !state.linkSavedAt);
  const [opened, setOpened] = useState(wanted);
  if (wanted && !opened) setOpened(true);
  if (!state.secret) return null;
  const open = wanted || opened;
  return (
    <section className="safe-copy" aria-labelledby={titleId}>
      <details open={open}>
        <summary id={titleId} className="safe-copy__title" ref={summary}>
          {t('form.safe-copy.link.title')}
        </summary>
        <ProtectWithPasskey protectedNow={state.passkey} />
        <RecoveryLinkPanel secret={state.secret} />
      </details>
    </section>
  );
}

function Panel({ kind, draftId, returning }: SafeCopyPanelProps) {
  const state = useSafeCopyState();
  const [openedAt] = useState(() => Date.now());
  const [situation, setSituation] = useState<Omit<OfferSituation, 'answered'>>();
  const [notNow, setNotNow] = useState(saidNotNow);
  const [fresh, setFresh] = useState(false);
  const on = state?.on ?? false;

  useEffect(() => {
    let live = true;
    void offerSituation(kind, draftId, returning, openedAt).then((found) => live && setSituation(found));
    return () => {
      live = false;
    };
  }, [kind, draftId, returning, openedAt]);
  useEffect(() => (on ? startSafeCopyTriggers() : undefined), [on]);
  const status = state?.drafts.get(draftId);
  useMergesInForm(draftId, status);

  const yes = async () => {
    await turnOnSafeCopies();
    setFresh(true);
    void requestSafeCopyFlush();
  };
  const no = () => {
    rememberNotNow();
    setNotNow(true);
  };
  let shown = null;
  if (state?.on) {
    shown = (
      <>
        <ConflictNotes draftId={draftId} status={status} />
        {status ? (
          <div className="safe-copy safe-copy--status">
            <CopyStatusLine status={status} />
          </div>
        ) : null}
        <Protection state={state} fresh={fresh} />
      </>
    );
  } else if (state && situation && shouldOffer({ ...situation, answered: notNow })) {
    shown = <Offer purging={situation.webkit && !situation.standalone} onYes={() => void yes()} onNo={no} />;
  }
  // Busy until the device is read: what shows then (often nothing) is the decision.
  return (
    <div className="safe-copy-slot" aria-busy={!state || !situation}>
      {shown}
    </div>
  );
}

/** The panel with its texts (the safe-copy catalogue); nothing shows until they are there. */
export function SafeCopyPanel(props: SafeCopyPanelProps) {
  return (
    <FormMessagesProvider name="safe-copy">
      <Panel {...props} />
    </FormMessagesProvider>
  );
}
