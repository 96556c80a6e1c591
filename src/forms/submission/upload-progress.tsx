// How far each file of a waiting submission has come (the tus offsets the flusher saves per chunk).

import { useIntl } from 'react-intl';
import type { OutboxItem } from '../../db';
import { useFormT } from '../use-form-t';

export function UploadProgress({ item }: { item: OutboxItem }) {
  const t = useFormT();
  const intl = useIntl();
  if (item.attachments.length === 0) return null;
  return (
    <ul className="upload-progress">
      {item.attachments.map((file) => {
        const progress = item.uploaded[file.id];
        const sent = progress?.done ? file.size : Math.min(progress?.offset ?? 0, file.size);
        const share = file.size > 0 ? sent / file.size : 1;
        const percent = intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
        const id = `upload-${item.id}-${file.id}`;
        return (
          <li key={file.id} className="upload-progress__file">
            <label htmlFor={id}>{t('form.common.outbox.fileProgress', { name: file.name, percent })}</label>
            <progress id={id} max={1} value={share} />
          </li>
        );
      })}
    </ul>
  );
}
