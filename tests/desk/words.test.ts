// @vitest-environment node
// The families' words: the e-mail catalogue in four languages (same keys, same placeholders,
// translated), a mail of each kind rendered in each language as plain text and HTML with no
// untranslated id left, and names made searchable across scripts.

import { describe, expect, it } from 'vitest';
import { applicationStages } from '../../src/shared/admissions/stages';
import cn from '../../src/locales/mail/cn.json';
import en from '../../src/locales/mail/en.json';
import ru from '../../src/locales/mail/ru.json';
import th from '../../src/locales/mail/th.json';
import { offerMail, receivedMail, render, stageMail } from '../../server/desk/mail/compose';
import type { MoveEvent } from '../../server/desk/moves';
import { assessmentMail } from '../../server/desk/assessment/mail';
import { searchTerms, searchText } from '../../server/desk/names';
import { itKeepsTranslations } from '../support/catalogue';

describe('the e-mail catalogue', () => {
  itKeepsTranslations(en, { th, ru, cn });
});

const event = (locale: string, to: MoveEvent['to']): MoveEvent => ({
  caseId: 'c',
  submissionId: 's',
  reference: 'CCIS-2026-000042',
  kind: 'application',
  locale,
  firstName: 'Ploy',
  from: 'under-review',
  to,
  ...(to === 'assessment-booked' ? { assessmentAt: '2026-03-18T02:30:00.000Z' } : {}),
  ...(to === 'offer-made' ? { offer: { id: 'o', deadline: '2026-03-24T16:59:59.999Z' } } : {}),
});

describe('the families’ e-mails', () => {
  for (const locale of ['en', 'th', 'ru', 'cn']) {
    it(`are written out in ${locale}, plain and HTML, with every link`, () => {
      const mails = [
        receivedMail(
          { locale, kind: 'application', reference: 'CCIS-2026-000042', names: ['Ploy'] },
          { status: 'https://s.test/status#t' },
        ),
        offerMail(
          event(locale, 'offer-made'),
          { accept: 'https://s.test/a', decline: 'https://s.test/d' },
          'Dr Jane Doe',
        ),
        ...applicationStages
          .filter((s) => s !== 'received' && s !== 'offer-made')
          .map((s) => stageMail(event(locale, s), {})),
        // Staff withdrew the family's link: no link, and how to reach the school instead.
        receivedMail(
          { locale, kind: 'application', reference: 'CCIS-2026-000042', names: ['Ploy'] },
          { withheld: true },
        ),
        offerMail(event(locale, 'offer-made'), { withheld: true }, 'Dr Jane Doe'),
      ];
      for (const mail of mails) {
        const { subject, text, html } = render(mail, locale);
        expect(`${subject}\n${text}`).not.toMatch(/\b(mail|form\.status)\.[a-z]/);
        expect(text).toContain('CCIS-2026-000042');
        expect(html).toContain(`<html lang="${locale}">`);
        for (const href of mail.parts.filter((p) => typeof p !== 'string' && 'href' in p))
          expect(html).toContain(`href="${href.href}"`);
      }
      expect(render(mails[1]!, locale).text).toContain('Dr Jane Doe');
      expect(render(mails[1]!, locale).text).toMatch(/2026|2569/);
      for (const withheld of mails.slice(-2)) {
        const { text, html } = render(withheld, locale);
        expect(withheld.parts.filter((p) => typeof p !== 'string')).toEqual([]);
        expect(html).not.toContain('href');
        expect(text).toContain('admissions@coconutcoast.school');
        expect(text).toContain('+66 77 123 456');
      }
    });
  }

  for (const locale of ['en', 'th', 'ru', 'cn'])
    it(`writes the assessment's five e-mails out in ${locale}, each with its calendar file`, () => {
      const slot = {
        id: 's',
        starts_at: '2026-03-18T02:30:00.000Z',
        minutes: 45,
        years: ['y4'],
        mode: 'online' as const,
        place: '',
        meeting_url: 'https://meet.example.com/x',
        assessor: 'Ms Carter',
        languages: ['en'],
        capacity: 1,
      };
      const booking = { ...event(locale, 'assessment-booked'), kind: 'booked' as const, slot, uid: 'u@s', sequence: 1 };
      const bodies = new Set<string>();
      for (const what of ['booked', 'moved', 'cancelled', 'released', 'reminder'] as const) {
        const mail = assessmentMail(booking, what, { status: 'https://s.test/status#t' }, new Date(0));
        const { subject, text } = render(mail, locale);
        const gone = what === 'cancelled' || what === 'released';
        bodies.add(text);
        expect(`${subject}\n${text}`).not.toMatch(/\bmail\.[a-z]/);
        expect(subject).toContain('Ploy');
        expect(text).toMatch(/09:30/);
        const ics = mail.attachments![0]!.content.toString('utf8');
        expect(ics).toContain(gone ? 'METHOD:CANCEL' : 'METHOD:REQUEST');
        expect(ics).toContain('DTSTART;TZID=Asia/Bangkok:20260318T093000');
        expect(ics).toContain('DTEND;TZID=Asia/Bangkok:20260318T101500');
        if (!gone) expect(text).toContain('https://meet.example.com/x');
        else expect(text).not.toContain('https://meet.example.com/x');
      }
      // A cancellation the school made by moving the application is worded apart from one to rebook.
      expect(bodies.size).toBe(5);
    });

  it('shows a typed name only as the name rule allows it, escaped in the HTML', () => {
    const mail = receivedMail({ locale: 'en', kind: 'application', reference: 'R', names: ["D'Arcy <b>Eve</b>"] }, {});
    const html = render(mail, 'en').html;
    expect(html).toContain('D&#39;Arcy b Eve b');
    expect(html).not.toContain('<b>');
  });
});

describe('names across scripts', () => {
  it('searches a name as typed and in Latin letters', () => {
    const text = searchText('CCIS-2026-000001', ['Анна Иванова', 'Анна', 'Иванова', '王小明']);
    expect(text).toContain('анна иванова');
    expect(text).toContain('anna ivanova');
    expect(text).toContain('wangxiaoming');
    expect(searchTerms(' Иванова ')).toEqual(['иванова', 'ivanova']);
    expect(searchTerms('smith')).toEqual(['smith']);
    expect(searchTerms('   ')).toEqual([]);
  });
});
