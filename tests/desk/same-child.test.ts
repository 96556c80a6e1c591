// @vitest-environment node
// The same child written in another script (server/desk/same-child.ts), over a table of real
// names: every spelling of one name in Latin, Cyrillic, Thai and Chinese letters agrees with the
// others, short names included (one consonant: the vowels carry them); names that belong to
// different children (Anna and Anya, Mia and Maya, Leo, Leon and Lea, Emma and Emily, Ava and Eva)
// do not; twins (same family name, same day of birth) are told apart by their given names.

import { describe, expect, it } from 'vitest';
import { sameChild, sameName } from '../../server/desk/same-child';

/** Each row: one name as families write it in Latin, Cyrillic, Thai and Chinese letters. */
const SAME: string[][] = [
  ['Anna', 'Анна', 'แอนนา', '安娜'],
  ['Mia', 'Мия', 'เมีย', '米娅'],
  ['Leo', 'Лео', 'ลีโอ', '里奥'],
  ['Ava', 'Ава', 'เอวา', '艾娃'],
  ['Emma', 'Эмма', 'เอ็มม่า', '艾玛'],
  ['Max', 'Макс', 'แม็กซ์', '马克斯'],
  ['Liam', 'Лиам', 'เลียม', '利亚姆'],
  ['Emily', 'Эмили', 'เอมิลี่', '艾米丽'],
  ['Maya', 'Майя', 'มายา', '玛雅'],
  ['Eva', 'Ева', 'อีวา', '伊娃'],
  ['Zoe', 'Зои', 'โซอี้'],
  ['Olivia', 'Оливия', 'โอลิเวีย', '奥利维亚'],
  ['Somchai', 'Сомчай', 'สมชาย'],
  ['Jaidee', 'ใจดี'],
  ['Somsak', 'สมศักดิ์'],
  ['Sriwong', 'ศรีวงศ์'],
  ['Xiaoming', '小明'],
  ['Wang', 'Ван', 'หวัง', '王'],
  ['Ivanova', 'Иванова'],
  ['Ivanov', 'Иванов', 'อีวานอฟ', '伊万诺夫'],
  ['Natalia', 'Natalya', 'Наталья'],
  ['Alexander', 'Александр'],
  ['Daniel', 'Даниэль'],
];

/** Pairs of different names: different children, in one script or across two. */
const DIFFERENT: [string, string][] = [
  ['Anna', 'Anya'],
  ['Anna', 'Аня'],
  ['Анна', 'Аня'],
  ['Anna', 'อันยา'],
  ['Anna', 'Hanna'],
  ['Mia', 'Maya'],
  ['Мия', 'Майя'],
  ['Mia', 'มายา'],
  ['Mia', '玛雅'],
  ['เมีย', 'มายา'],
  ['Leo', 'Leon'],
  ['Leo', 'Lea'],
  ['Leon', 'Lea'],
  ['Leo', 'Леон'],
  ['Лео', 'Лея'],
  ['Leo', 'ลีอา'],
  ['Leo', '莉亚'],
  ['Emma', 'Emily'],
  ['Эмма', 'Эмили'],
  ['Emma', 'เอมิลี่'],
  ['Emma', '艾米丽'],
  ['Ava', 'Eva'],
  ['Ава', 'Ева'],
  ['Ava', 'Ева'],
  ['Eva', 'Ава'],
  ['Ava', 'อีวา'],
  ['Ava', '伊娃'],
  ['Daniel', 'Daniela'],
  ['Alexander', 'Alexandra'],
  ['Lena', 'Lana'],
  ['Nina', 'Нона'],
  ['Tom', 'ตั้ม'],
  ['Max', 'Mark'],
];

describe('the same name in another script', () => {
  for (const row of SAME)
    it(`agrees for ${row.join(' / ')}`, () => {
      for (const a of row) for (const b of row) expect([a, b, sameName(a, b)]).toEqual([a, b, true]);
    });

  it('tells different names apart, short ones included', () => {
    const agreed = DIFFERENT.filter(([a, b]) => sameName(a, b) || sameName(b, a));
    expect(agreed).toEqual([]);
  });

  it('keeps the rows apart from each other', () => {
    const crossed: string[] = [];
    for (const row of SAME)
      for (const other of SAME)
        if (row !== other) for (const a of row) for (const b of other) if (sameName(a, b)) crossed.push(`${a} = ${b}`);
    // Thai เอวา and Chinese 艾娃 are written for Ava and for Eva alike: either may be meant, and
    // the desk flags both for staff to look at.
    const ambiguous = ['เอวา', '艾娃'];
    expect(crossed.filter((pair) => !ambiguous.some((name) => pair.includes(name)))).toEqual([]);
  });

  it('finds no two of sixty popular given names alike, but for spellings of one name', () => {
    const names = (
      'Olivia Charlotte Amelia Sophia Sofia Isabella Evelyn Luna Harper Camila Eleanor Violet Scarlett ' +
      'Hazel Lily Aurora Penelope Aria Nora Chloe Ellie Mila Avery Layla Ella Isla Nova Ivy Grace Lucy ' +
      'Naomi Stella Hannah Noah Oliver James Elijah William Henry Lucas Theodore Mateo Levi Jack ' +
      'Michael Owen Ethan Ezra John Luca Aiden David Jacob Luke Julian Kai Ian Eli Adam Milo Nina'
    ).split(' ');
    const alike: string[] = [];
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++)
        if (sameName(names[i]!, names[j]!)) alike.push(`${names[i]}=${names[j]}`);
    expect(alike).toEqual(['Sophia=Sofia']);
  });
});

describe('the same child', () => {
  it('is the same given and family name, in either order (Chinese writes the family name first)', () => {
    expect(sameChild({ firstName: 'Leo', familyName: 'Smith' }, { firstName: 'ลีโอ', familyName: 'สมิธ' })).toBe(true);
    expect(sameChild({ firstName: 'Mia', familyName: 'Chen' }, { firstName: '米娅', familyName: '陈' })).toBe(true);
    expect(sameChild({ firstName: 'Xiaoming', familyName: 'Wang' }, { firstName: '王', familyName: '小明' })).toBe(
      true,
    );
    expect(sameChild({ firstName: 'Anna', familyName: 'Smith' }, { firstName: 'Anna', familyName: 'Jones' })).toBe(
      false,
    );
  });

  it('tells twins apart: same family name, different given names', () => {
    const twins: [string, string, string][] = [
      ['Mia', 'Maya', 'Chen'],
      ['Leo', 'Lea', 'Smith'],
      ['Anna', 'Anya', 'Ivanova'],
      ['Мия', 'Майя', 'Иванова'],
      ['Ava', 'Eva', 'Jaidee'],
      ['Daniel', 'Daniela', 'Sriwong'],
    ];
    for (const [one, other, family] of twins)
      expect(sameChild({ firstName: one, familyName: family }, { firstName: other, familyName: family })).toBe(false);
  });

  it('is never a record without a given or a family name', () => {
    expect(sameChild({ firstName: 'Anna', familyName: '' }, { firstName: 'Anna', familyName: '' })).toBe(false);
    expect(sameChild({ firstName: ' ', familyName: 'Smith' }, { firstName: '', familyName: 'Smith' })).toBe(false);
  });
});
