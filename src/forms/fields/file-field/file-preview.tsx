// What is stored for a file field: a thumbnail for a photo, the name and size for a PDF.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getAttachmentBlob } from '../../../db';
import type { AttachmentMeta } from '../../../shared/records';
import { useFormT } from '../../use-form-t';

/** "2.4 MB" / "350 kB" in the page's language. */
export function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

function useObjectUrl(attachment: AttachmentMeta): string | undefined {
  const [url, setUrl] = useState<string>();
  const isImage = attachment.type.startsWith('image/');
  useEffect(() => {
    if (!isImage) return;
    let live = true;
    let made: string | undefined;
    void getAttachmentBlob(attachment.id).then((blob) => {
      if (!live || !blob || typeof URL.createObjectURL !== 'function') return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [attachment.id, isImage]);
  return url;
}

export function FilePreview({ attachment }: { attachment: AttachmentMeta }) {
  const t = useFormT();
  const size = useFileSize();
  const url = useObjectUrl(attachment);
  return (
    <div className="file-preview">
      {url ? (
        <img
          className="file-preview__thumb"
          src={url}
          alt={t('form.common.file.previewAlt', { name: attachment.name })}
        />
      ) : (
        <span className="file-preview__icon" aria-hidden="true">
          {attachment.type === 'application/pdf' ? 'PDF' : 'IMG'}
        </span>
      )}
      <span className="file-preview__meta">
        <span className="file-preview__name">{attachment.name}</span>
        <span className="file-preview__size">{size(attachment.size)}</span>
      </span>
    </div>
  );
}
