// Whether two records name the same child, whatever the script: "Anna Ivanova", "Анна Иванова",
// "แอนนา อีวาโนวา" and "安娜 伊万诺娃" do; twins "Mia" and "Maya" do not. Each name is spoken out
// in Latin letters (any-ascii, Thai first put in the order it is spoken) and compared by its
// consonants and the vowels at its edges:
//
// - The consonants (romanisations' spellings of one sound made one letter) must be the same. A
//   "y" before a vowel counts as a consonant (Maya is not Mia, Anya is not Anna), except after
//   "i" or "e" (Мия is "Mia") and in names with two other consonants or more (Наталья, Natalia).
//   A Thai letter under a thanthakhat (◌์) may count or not (แม็กซ์ is Max, สมศักดิ์ is Somsak).
// - The vowel a name starts with, the one it ends with and, for names of one or two consonants,
//   its first vowel must agree (Ava is not Eva, Daniel is not Daniela, Leo is not Lea, Lena is
//   not Lana): in one script they are equal; between Latin and Cyrillic letters "e" and "i" may
//   stand for each other (Zoe, Зои); with Thai or Chinese, whose transcriptions pick their own
//   vowels, a/e, e/i and o/u agree (Emma, เอ็มม่า, 艾玛), and Chinese may end a name in a vowel
//   of its own where the other script ends in a consonant (Max, 马克斯 "makesi").
// - Thai and Chinese names have one spelling: two in the same one of these scripts must be equal.
//
// Given name with given name and family name with family name, or crossed (Chinese order).

import anyAscii from 'any-ascii';
import { normalise, THAI_SILENT } from './names';

type Script = 'latin' | 'cyrillic' | 'thai' | 'han' | 'other';

interface Spoken {
  script: Script;
  consonants: string;
  initial: string;
  first: string;
  final: string;
}

const SCRIPTS: [Script, RegExp][] = [
  ['thai', /\p{Script=Thai}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['han', /\p{Script=Han}/u],
  ['latin', /\p{Script=Latin}/u],
];

const scriptOf = (name: string): Script => SCRIPTS.find(([, letters]) => letters.test(name))?.[0] ?? 'other';

/**
 * Thai in the order it is spoken, tone marks dropped: a leading vowel (เ แ โ ใ ไ) after its
 * consonant, เ◌ีย as "ia", the silent อ that carries a vowel and the silent ห before a sonorant
 * dropped; a letter under a thanthakhat kept or dropped (`silent`).
 */
function thaiSpoken(name: string, silent: 'keep' | 'drop'): string {
  let text = name.normalize('NFC').replace(/[\u0e47-\u0e4b]/g, '');
  text = text.replace(/([\u0e40-\u0e44])([\u0e01-\u0e2e])/g, '$2$1');
  text = text.replace(/\u0e40\u0e35\u0e22/g, 'ia');
  text = text.replace(/\u0e2d(?=[\u0e30-\u0e39\u0e40-\u0e45]|ia)/g, '');
  text = text.replace(/\u0e2b(?=[\u0e07\u0e0d\u0e13\u0e19\u0e21\u0e22\u0e23\u0e25\u0e27])/g, '');
  return silent === 'keep' ? text.replace(/\u0e4c/g, '') : text.replace(THAI_SILENT, '');
}

/** Sounds romanisations write in different ways, brought to one letter each. */
const SOUNDS: [RegExp, string][] = [
  [/ph|f|bh/g, 'p'],
  [/th|dh/g, 't'],
  [/kh|gh|ck|q|c(?!h)/g, 'k'],
  [/ch|j|tsh|tch/g, 'c'],
  [/sh|z/g, 's'],
  [/x/g, 'ks'],
  [/v/g, 'w'],
  // An h is silent but where it starts a name before a vowel (Hanna is not Anna).
  [/(?<!^)h|^h(?![aeiou])/g, ''],
];

const VOWEL = /[aeiou]/;

/** One spelling's letters as spoken: consonants mapped, y sorted into vowel or consonant. */
function letters(romanised: string, script: Script): string {
  // A Cyrillic soft sign before я, ю, ё (Наталья: "natal'ya") softens the consonant: "ia".
  let text = romanised.replace(/'y/g, 'i').replace(/[^a-z]/g, '');
  // A final v is spoken f (Ivanov, อีวานอฟ); ng and n end syllables alike (Leon, 莱昂; Ван, Wang);
  // Chinese writes an o as "ao" (奥利维亚, Olivia).
  text = text.replace(/v$/, 'f').replace(/ng/g, 'n');
  if (script === 'han') text = text.replace(/ao/g, 'o');
  for (const [pattern, to] of SOUNDS) text = text.replace(pattern, to);
  text = text
    .replace(/y(?=i)/g, '')
    .replace(/(?<=[ie])y(?=[aeou])/g, '')
    .replace(/y(?![aeou])/g, 'i')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u');
  return text.replace(/(.)\1+/g, '$1');
}

function spokenOf(text: string, script: Script): Spoken {
  const spelled = letters(normalise(anyAscii(text)), script);
  const consonants = spelled.replace(/[aeiou]/g, '');
  const start = /^[aeiou]+/.exec(spelled)?.[0] ?? '';
  const end = /[aeiou]+$/.exec(spelled)?.[0] ?? '';
  return {
    script,
    consonants: consonants || spelled,
    initial: start.slice(0, 1),
    first: VOWEL.exec(spelled)?.[0] ?? '',
    final: consonants ? end.slice(-1) : spelled.slice(-1),
  };
}

/** The ways one name may be spoken (a Thai name's silent letters counted or not). */
function spokenForms(name: string): Spoken[] {
  const script = scriptOf(name);
  const texts = script === 'thai' ? [thaiSpoken(name, 'drop'), thaiSpoken(name, 'keep')] : [name];
  return texts.map((text) => spokenOf(text, script)).filter((form) => form.consonants);
}

const LOOSE = new Set(['ae', 'ea', 'ei', 'ie', 'ou', 'uo']);

type Agreement = 'same' | 'letters' | 'sounds';

function vowelsAgree(a: string, b: string, how: Agreement): boolean {
  if (a === b) return true;
  if (!a || !b || how === 'same') return false;
  return how === 'letters' ? a + b === 'ei' || a + b === 'ie' : LOOSE.has(a + b);
}

/** A vowel Chinese adds after a final consonant (斯 si, 克 ke, 姆 mu): the other ends in none. */
const addedByChinese = (a: Spoken, b: Spoken) => !a.final && b.script === 'han' && /[eiu]/.test(b.final);

const withoutY = (consonants: string) => consonants.replace(/y/g, '');

function consonantsAgree(a: Spoken, b: Spoken): boolean {
  if (a.consonants === b.consonants) return true;
  const [x, y] = [withoutY(a.consonants), withoutY(b.consonants)];
  return x.length >= 2 && x === y;
}

function formsAgree(a: Spoken, b: Spoken): boolean {
  if (!consonantsAgree(a, b)) return false;
  const how: Agreement =
    a.script === b.script
      ? 'same'
      : [a.script, b.script].every((s) => s === 'latin' || s === 'cyrillic')
        ? 'letters'
        : 'sounds';
  const finals =
    vowelsAgree(a.final, b.final, how) || (how === 'sounds' && (addedByChinese(a, b) || addedByChinese(b, a)));
  const firsts = withoutY(a.consonants).length > 2 || vowelsAgree(a.first, b.first, how);
  return vowelsAgree(a.initial, b.initial, how) && finals && firsts;
}

/** Whether two names (one each) may be the same name written in two ways. */
export function sameName(a: string, b: string): boolean {
  // Thai and Chinese have one spelling of a name: in the same script, only it is the same name.
  const script = scriptOf(a);
  if (script === scriptOf(b) && (script === 'thai' || script === 'han')) return normalise(a) === normalise(b);
  const [as, bs] = [spokenForms(a), spokenForms(b)];
  return as.some((x) => bs.some((y) => formsAgree(x, y)));
}

export interface ChildName {
  firstName: string;
  familyName: string;
}

/** Whether two records name the same child (given and family names both agree, in either order). */
export function sameChild(a: ChildName, b: ChildName): boolean {
  if (![a.firstName, a.familyName, b.firstName, b.familyName].every((name) => normalise(name))) return false;
  return (
    (sameName(a.firstName, b.firstName) && sameName(a.familyName, b.familyName)) ||
    (sameName(a.firstName, b.familyName) && sameName(a.familyName, b.firstName))
  );
}
