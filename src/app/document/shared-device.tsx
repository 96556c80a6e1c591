// Shared-device mode's part of every page (docs/shared-device.md), hidden unless staff turned the
// mode on: the badge, and while a family's session is open, Lock and "Finish and hand over"
// (confirmed), and the warning before the idle timeout ends the session. src/islands/shared-device.ts
// runs them on every page, documents and apps alike.

import { ACTION_ATTRIBUTE, COUNTDOWN_ATTRIBUTE, islandIds } from '../../islands/contract';
import { useT } from '../use-t';

const action = (name: string) => ({ [ACTION_ATTRIBUTE]: name });

export function SharedDeviceBar() {
  const t = useT();
  return (
    <>
      <div
        id={islandIds.sharedDevice}
        className="shared-device-bar"
        role="region"
        aria-label={t('form.device.bar.label')}
        hidden
      >
        <span className="shared-device-bar__badge">{t('form.device.bar.badge')}</span>
        <span className="shared-device-bar__note" data-session="open" hidden>
          {t('form.device.bar.private')}
        </span>
        <button type="button" className="button button--ghost" data-session="open" hidden {...action('lock')}>
          {t('form.device.bar.lock')}
        </button>
        <button type="button" className="button button--accent" data-session="open" hidden {...action('hand-over')}>
          {t('form.device.bar.handOver')}
        </button>
      </div>
      <dialog id="hand-over-confirm" className="modal__panel" aria-labelledby="hand-over-title">
        <h2 id="hand-over-title" className="modal__title">
          {t('form.device.bar.confirmTitle')}
        </h2>
        <p>{t('form.device.bar.confirmBody')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--accent" {...action('confirm-hand-over')}>
            {t('form.device.bar.confirm')}
          </button>
          <button type="button" className="button button--ghost" {...action('cancel')}>
            {t('form.device.bar.cancel')}
          </button>
        </div>
      </dialog>
      <dialog id={islandIds.idleWarning} className="modal__panel" role="alertdialog" aria-labelledby="idle-title">
        <h2 id="idle-title" className="modal__title">
          {t('form.device.idle.title')}
        </h2>
        <p>
          {t('form.device.idle.countdown', {
            time: <span {...{ [COUNTDOWN_ATTRIBUTE]: '' }}>0:00</span>,
          } as unknown as Record<string, string>)}
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--accent" {...action('stay')}>
            {t('form.device.idle.stay')}
          </button>
        </div>
      </dialog>
    </>
  );
}
