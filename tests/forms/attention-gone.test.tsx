// @vitest-environment jsdom
// A submission the school received and has since deleted (the intake answers 410 `gone`): the
// family is told so in its language, with the office's contacts, and is offered no way to send it
// again (a resend would only be refused).

import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../src/config/brand';
import type { OutboxItem } from '../../src/db';
import { FormMessagesProvider } from '../../src/forms';
import { Attention } from '../../src/forms/submission/attention';
import type { Locale } from '../../src/i18n/locales';
import { renderPage } from './support';

afterEach(cleanup);

const deleted = {
  id: '0f0f0f0f-1111-4222-8333-444455556666',
  draftId: 'draft-1',
  kind: 'contact',
  names: ['Anna Smith'],
  payload: {},
  attachments: [],
  status: 'needs-attention',
  attempts: 3,
  nextAttemptAt: 0,
  lastError: { status: 410, code: 'gone' },
  uploaded: {},
  createdAt: 0,
  updatedAt: 0,
} as unknown as OutboxItem;

const said: Record<Locale, string> = {
  en: 'has since closed and deleted it',
  th: 'ได้ปิดและลบออกไปแล้ว',
  ru: 'закрыла и удалила её',
  cn: '之后已将其关闭并删除',
};

describe('a submission the school deleted', () => {
  for (const locale of Object.keys(said) as Locale[]) {
    it(`is explained in ${locale}, with the office's contacts and no button to send it again`, async () => {
      renderPage(
        <FormMessagesProvider name="common">
          <Attention item={deleted} onReopen={() => undefined} />
        </FormMessagesProvider>,
        locale,
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(said[locale]);
      expect(alert.textContent).toContain(brand.phone);
      expect(alert.textContent).toContain(brand.email);
      expect(screen.queryByRole('button')).toBeNull();
    });
  }
});
