// @vitest-environment node
// The rule for children's names the forms and the intake server share (src/shared/validation):
// real names in Thai, Latin, Cyrillic and Chinese script pass, with the punctuation names carry;
// digits, links, addresses and markup do not; each form's child's name takes it. And what an
// automatic e-mail shows of a stored name: nothing beyond the rule and its length.

import { describe, expect, it } from 'vitest';
import { receivedMail, render, stageMail } from '../../server/desk/mail/compose';
import { isPersonName, mailSafeName, NAME_INVALID, NAME_MAX, personName } from '../../src/shared/validation/validators';
import { fullSchema as contactAppSchema } from '../../src/wizards/contact-app/schema';
import { studentSchema } from '../../src/wizards/bus/schema';

describe('the name rule', () => {
  it.each([
    'Ploy',
    'พลอยไพลิน',
    'ณัฐวุฒิ',
    'Анна-Мария',
    '王小明',
    'Mary-Jane',
    'O’Brien',
    "D'Arcy",
    'St. John',
    'J. R.',
    'José Ángel',
    '玛丽·安',
  ])('takes %s', (name) => {
    expect(isPersonName(name)).toBe(true);
    expect(personName().safeParse(name).success).toBe(true);
  });

  it.each([
    'Ploy2',
    'spam.example',
    'Win at www.spam.example',
    'http://x',
    'mail@spam.example',
    'Ploy <b>',
    '-Ploy',
    'Ploy!',
    'J.R.',
  ])('refuses %s with its message', (name) => {
    expect(isPersonName(name)).toBe(false);
    const parsed = personName().safeParse(name);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([NAME_INVALID]);
  });

  it('refuses a name longer than the limit, and the forms’ children’s names take the rule', () => {
    expect(personName().safeParse('A'.repeat(NAME_MAX)).success).toBe(true);
    expect(personName().safeParse('A'.repeat(NAME_MAX + 1)).error?.issues[0]?.message).toBe('form.common.tooLong');
    const bus = studentSchema.safeParse({
      firstName: 'Ploy',
      familyName: 'Jaidee2',
      middleName: '',
      nickname: 'x.y',
      year: 'y3',
    });
    expect(bus.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['familyName', NAME_INVALID],
      ['nickname', NAME_INVALID],
    ]);
    const contactApp = contactAppSchema.safeParse({
      parentName: 'Somchai Jaidee',
      studentName: 'Ploy spam.example',
      email: 'a@example.com',
      mobile: '081 234 5678',
      yearGroup: 'y3',
      language: 'th',
    });
    expect(contactApp.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['studentName']);
  });
});

describe('names in automatic e-mails', () => {
  it('keeps what the rule allows, and no more than its length', () => {
    expect(mailSafeName('  Ploy   Jaidee ')).toBe('Ploy Jaidee');
    expect(mailSafeName('Win at www.spam.example/now <b>')).toBe('Win at www. spam. example now b');
    expect(mailSafeName('123 Anna')).toBe('Anna');
    expect([...mailSafeName('พ'.repeat(300))]).toHaveLength(NAME_MAX);
  });

  it('renders a stored name that breaks the rule without its link or markup', () => {
    const stored = 'Visit https://spam.example/win?x=<script>';
    const received = render(
      receivedMail({ locale: 'en', kind: 'application', reference: 'CCIS-2026-000042', names: [stored] }, {}),
      'en',
    );
    const stage = render(
      stageMail(
        {
          caseId: 'c',
          submissionId: 's',
          reference: 'CCIS-2026-000042',
          kind: 'application',
          locale: 'en',
          firstName: stored,
          from: 'received',
          to: 'under-review',
        },
        {},
      ),
      'en',
    );
    for (const mail of [received, stage])
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('spam.example');
        expect(part).not.toContain('://');
        expect(part).not.toContain('<script');
      }
    expect(received.text).toContain('For: Visit https spam. example win x script');
  });
});
