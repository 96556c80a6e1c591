// A submission's files: name, type, size and the SHA-256 checked on arrival; a download with the
// original name; a preview of images and PDFs in a frame of their own. The file itself comes with
// `Content-Security-Policy: sandbox` (server/desk/http/file-routes.ts); images are framed with the
// sandbox attribute too, PDFs without it, because Chromium refuses to show a PDF in a frame that
// has one (docs/desk.md).

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../api';
import { useDeskT } from '../messages';
import type { DeskAttachment } from '../../shared/contracts/desk-cases';

const PREVIEW = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

export function Files({ submissionId, attachments }: { submissionId: string; attachments: DeskAttachment[] }) {
  const t = useDeskT();
  const intl = useIntl();
  const [open, setOpen] = useState<string>();
  if (attachments.length === 0) return <p>{t('desk.detail.noFiles')}</p>;
  const url = (attachmentId: string, use: 'preview' | 'download') =>
    api.submissions.fileUrl(submissionId, attachmentId, use);
  return (
    <ul className="desk-files">
      {attachments.map((file) => (
        <li key={file.attachmentId}>
          <p>
            <strong>{file.name}</strong> · {file.type} ·{' '}
            {intl.formatNumber(file.size / 1024, { maximumFractionDigits: 0 })} KB ·{' '}
            {file.receivedAt ? t('desk.detail.fileReceived') : t('desk.detail.fileMissing')}
          </p>
          <p className="desk-hash">
            SHA-256 <code>{file.sha256}</code>
          </p>
          {file.receivedAt ? (
            <p className="desk-actions">
              <a
                className="desk-button desk-button--ghost"
                href={url(file.attachmentId, 'download')}
                download={file.name}
              >
                {t('desk.detail.download')}
              </a>
              {PREVIEW.has(file.type) ? (
                <button
                  type="button"
                  className="desk-button desk-button--ghost"
                  aria-expanded={open === file.attachmentId}
                  onClick={() => setOpen(open === file.attachmentId ? undefined : file.attachmentId)}
                >
                  {open === file.attachmentId ? t('desk.detail.hidePreview') : t('desk.detail.preview')}
                </button>
              ) : null}
            </p>
          ) : null}
          {open === file.attachmentId ? (
            file.type === 'application/pdf' ? (
              <iframe className="desk-preview" title={file.name} src={url(file.attachmentId, 'preview')} />
            ) : (
              <iframe className="desk-preview" title={file.name} sandbox="" src={url(file.attachmentId, 'preview')} />
            )
          ) : null}
        </li>
      ))}
    </ul>
  );
}
