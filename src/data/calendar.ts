// The school calendar, 2025-26 and 2026-27: terms, half-terms, holidays and whole-school events
// (docs/decisions.md §6: structured term data, editable here, shown in the locale's
// date format). Dates are calendar days in Thailand, inclusive at both ends.

import type { Locale } from '../i18n/locales';

export type CalendarEventKind = 'term' | 'holiday' | 'half-term' | 'event';

export interface CalendarEvent {
  /** Stable id: also the iCalendar UID, so a re-imported file updates instead of duplicating. */
  readonly id: string;
  readonly kind: CalendarEventKind;
  /** First day, `YYYY-MM-DD`. */
  readonly start: string;
  /** Last day (inclusive), `YYYY-MM-DD`; the same as `start` for a single day. */
  readonly end: string;
  readonly name: Readonly<Record<Locale, string>>;
}

export interface AcademicYear {
  /** `2025-26` */
  readonly id: string;
  readonly events: readonly CalendarEvent[];
}

// Names used in both years.
const term1 = { en: 'Term 1', th: 'ภาคเรียนที่ 1', ru: 'Первый триместр', cn: '第一学期' };
const term2 = { en: 'Term 2', th: 'ภาคเรียนที่ 2', ru: 'Второй триместр', cn: '第二学期' };
const term3 = { en: 'Term 3', th: 'ภาคเรียนที่ 3', ru: 'Третий триместр', cn: '第三学期' };
const halfTerm1 = {
  en: 'Term 1 half-term break',
  th: 'หยุดกลางภาคเรียนที่ 1',
  ru: 'Каникулы в середине первого триместра',
  cn: '第一学期期中假',
};
const halfTerm2 = {
  en: 'Term 2 half-term break',
  th: 'หยุดกลางภาคเรียนที่ 2',
  ru: 'Каникулы в середине второго триместра',
  cn: '第二学期期中假',
};
const halfTerm3 = {
  en: 'Term 3 half-term break',
  th: 'หยุดกลางภาคเรียนที่ 3',
  ru: 'Каникулы в середине третьего триместра',
  cn: '第三学期期中假',
};
const winterBreak = {
  en: 'Winter break (Christmas and New Year)',
  th: 'ปิดภาคเรียนฤดูหนาว (คริสต์มาสและปีใหม่)',
  ru: 'Зимние каникулы (Рождество и Новый год)',
  cn: '寒假（圣诞节及新年）',
};
const springBreak = {
  en: 'Spring break (Easter and Songkran)',
  th: 'ปิดภาคเรียนช่วงสงกรานต์และอีสเตอร์',
  ru: 'Весенние каникулы (Пасха и Сонгкран)',
  cn: '春假（复活节及宋干节）',
};
const summerHoliday = {
  en: 'Summer holiday',
  th: 'ปิดภาคเรียนฤดูร้อน',
  ru: 'Летние каникулы',
  cn: '暑假',
};
const bhumibolDay = {
  en: 'King Bhumibol Memorial Day',
  th: 'วันนวมินทรมหาราช',
  ru: 'День памяти короля Пхумипона Адульядета',
  cn: '普密蓬国王纪念日',
};
const chulalongkornDay = {
  en: 'Chulalongkorn Day',
  th: 'วันปิยมหาราช',
  ru: 'День короля Чулалонгкорна',
  cn: '朱拉隆功大帝纪念日',
};
const fathersDay = {
  en: 'Father’s Day (King Bhumibol’s Birthday)',
  th: 'วันพ่อแห่งชาติ',
  ru: 'День отца (день рождения короля Пхумипона)',
  cn: '父亲节（普密蓬国王诞辰）',
};
const fathersDayObserved = {
  en: 'Father’s Day (substitute holiday)',
  th: 'วันหยุดชดเชยวันพ่อแห่งชาติ',
  ru: 'День отца (перенесённый выходной)',
  cn: '父亲节（补假）',
};
const constitutionDay = {
  en: 'Constitution Day',
  th: 'วันรัฐธรรมนูญ',
  ru: 'День Конституции',
  cn: '宪法日',
};
const newYearsDay = { en: 'New Year’s Day', th: 'วันขึ้นปีใหม่', ru: 'Новый год', cn: '元旦' };
const chakriDay = { en: 'Chakri Day', th: 'วันจักรี', ru: 'День династии Чакри', cn: '却克里王朝纪念日' };
const songkran = {
  en: 'Songkran (Thai New Year)',
  th: 'วันสงกรานต์',
  ru: 'Сонгкран (тайский Новый год)',
  cn: '宋干节（泰国新年）',
};
const labourDay = { en: 'Labour Day', th: 'วันแรงงานแห่งชาติ', ru: 'День труда', cn: '劳动节' };
const labourDayObserved = {
  en: 'Labour Day (substitute holiday)',
  th: 'วันหยุดชดเชยวันแรงงานแห่งชาติ',
  ru: 'День труда (перенесённый выходной)',
  cn: '劳动节（补假）',
};
const coronationDay = { en: 'Coronation Day', th: 'วันฉัตรมงคล', ru: 'День коронации', cn: '国王加冕纪念日' };
const queensBirthday = {
  en: 'H.M. Queen Suthida’s Birthday',
  th: 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี',
  ru: 'День рождения королевы Сутхиды',
  cn: '素提达王后诞辰',
};
const kingsBirthday = {
  en: 'H.M. King Vajiralongkorn’s Birthday',
  th: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
  ru: 'День рождения короля Вачиралонгкорна',
  cn: '哇集拉隆功国王诞辰',
};
const mothersDay = {
  en: 'Mother’s Day (Queen Mother Sirikit’s Birthday)',
  th: 'วันแม่แห่งชาติ',
  ru: 'День матери (день рождения королевы-матери Сирикит)',
  cn: '母亲节（诗丽吉王太后诞辰）',
};
const parentConsultations = {
  en: 'Parent–teacher consultations',
  th: 'วันพบผู้ปกครอง',
  ru: 'Встречи родителей с учителями',
  cn: '家长会',
};
const internationalDay = {
  en: 'International Day',
  th: 'วันนานาชาติ',
  ru: 'Международный день школы',
  cn: '国际文化日',
};
const sportsDay = { en: 'Sports Day', th: 'วันกีฬาสี', ru: 'Спортивный праздник', cn: '运动会' };
const stemExpo = { en: 'STEM+ Expo', th: 'งานนิทรรศการ STEM+', ru: 'Выставка STEM+', cn: 'STEM+ 科技展' };
const graduation = {
  en: 'Graduation and prize-giving',
  th: 'พิธีสำเร็จการศึกษาและมอบรางวัล',
  ru: 'Выпускной и церемония награждения',
  cn: '毕业典礼暨颁奖典礼',
};

export const academicYears: readonly AcademicYear[] = [
  {
    id: '2025-26',
    events: [
      { id: '2025-26-term-1', kind: 'term', start: '2025-09-01', end: '2025-12-12', name: term1 },
      {
        id: '2025-26-consultations-1',
        kind: 'event',
        start: '2025-10-08',
        end: '2025-10-09',
        name: parentConsultations,
      },
      { id: '2025-26-bhumibol-day', kind: 'holiday', start: '2025-10-13', end: '2025-10-13', name: bhumibolDay },
      { id: '2025-26-half-term-1', kind: 'half-term', start: '2025-10-20', end: '2025-10-24', name: halfTerm1 },
      {
        id: '2025-26-chulalongkorn-day',
        kind: 'holiday',
        start: '2025-10-23',
        end: '2025-10-23',
        name: chulalongkornDay,
      },
      {
        id: '2025-26-international-day',
        kind: 'event',
        start: '2025-11-28',
        end: '2025-11-28',
        name: internationalDay,
      },
      { id: '2025-26-fathers-day', kind: 'holiday', start: '2025-12-05', end: '2025-12-05', name: fathersDay },
      {
        id: '2025-26-constitution-day',
        kind: 'holiday',
        start: '2025-12-10',
        end: '2025-12-10',
        name: constitutionDay,
      },
      { id: '2025-26-winter-break', kind: 'holiday', start: '2025-12-13', end: '2026-01-04', name: winterBreak },
      { id: '2025-26-new-year', kind: 'holiday', start: '2026-01-01', end: '2026-01-01', name: newYearsDay },
      { id: '2025-26-term-2', kind: 'term', start: '2026-01-05', end: '2026-03-27', name: term2 },
      { id: '2025-26-half-term-2', kind: 'half-term', start: '2026-02-16', end: '2026-02-20', name: halfTerm2 },
      { id: '2025-26-sports-day', kind: 'event', start: '2026-03-06', end: '2026-03-06', name: sportsDay },
      { id: '2025-26-spring-break', kind: 'holiday', start: '2026-03-28', end: '2026-04-19', name: springBreak },
      { id: '2025-26-chakri-day', kind: 'holiday', start: '2026-04-06', end: '2026-04-06', name: chakriDay },
      { id: '2025-26-songkran', kind: 'holiday', start: '2026-04-13', end: '2026-04-15', name: songkran },
      { id: '2025-26-term-3', kind: 'term', start: '2026-04-20', end: '2026-07-17', name: term3 },
      { id: '2025-26-labour-day', kind: 'holiday', start: '2026-05-01', end: '2026-05-01', name: labourDay },
      { id: '2025-26-coronation-day', kind: 'holiday', start: '2026-05-04', end: '2026-05-04', name: coronationDay },
      { id: '2025-26-half-term-3', kind: 'half-term', start: '2026-05-25', end: '2026-05-29', name: halfTerm3 },
      { id: '2025-26-queens-birthday', kind: 'holiday', start: '2026-06-03', end: '2026-06-03', name: queensBirthday },
      { id: '2025-26-stem-expo', kind: 'event', start: '2026-06-12', end: '2026-06-12', name: stemExpo },
      { id: '2025-26-graduation', kind: 'event', start: '2026-07-16', end: '2026-07-16', name: graduation },
      { id: '2025-26-summer', kind: 'holiday', start: '2026-07-18', end: '2026-09-06', name: summerHoliday },
      { id: '2025-26-kings-birthday', kind: 'holiday', start: '2026-07-28', end: '2026-07-28', name: kingsBirthday },
      { id: '2025-26-mothers-day', kind: 'holiday', start: '2026-08-12', end: '2026-08-12', name: mothersDay },
    ],
  },
  {
    id: '2026-27',
    events: [
      { id: '2026-27-term-1', kind: 'term', start: '2026-09-07', end: '2026-12-18', name: term1 },
      { id: '2026-27-bhumibol-day', kind: 'holiday', start: '2026-10-13', end: '2026-10-13', name: bhumibolDay },
      {
        id: '2026-27-consultations-1',
        kind: 'event',
        start: '2026-10-14',
        end: '2026-10-15',
        name: parentConsultations,
      },
      {
        id: '2026-27-chulalongkorn-day',
        kind: 'holiday',
        start: '2026-10-23',
        end: '2026-10-23',
        name: chulalongkornDay,
      },
      { id: '2026-27-half-term-1', kind: 'half-term', start: '2026-10-26', end: '2026-10-30', name: halfTerm1 },
      {
        id: '2026-27-international-day',
        kind: 'event',
        start: '2026-11-27',
        end: '2026-11-27',
        name: internationalDay,
      },
      { id: '2026-27-fathers-day', kind: 'holiday', start: '2026-12-07', end: '2026-12-07', name: fathersDayObserved },
      {
        id: '2026-27-constitution-day',
        kind: 'holiday',
        start: '2026-12-10',
        end: '2026-12-10',
        name: constitutionDay,
      },
      { id: '2026-27-winter-break', kind: 'holiday', start: '2026-12-19', end: '2027-01-03', name: winterBreak },
      { id: '2026-27-new-year', kind: 'holiday', start: '2027-01-01', end: '2027-01-01', name: newYearsDay },
      { id: '2026-27-term-2', kind: 'term', start: '2027-01-04', end: '2027-03-26', name: term2 },
      { id: '2026-27-half-term-2', kind: 'half-term', start: '2027-02-15', end: '2027-02-19', name: halfTerm2 },
      { id: '2026-27-sports-day', kind: 'event', start: '2027-03-05', end: '2027-03-05', name: sportsDay },
      { id: '2026-27-spring-break', kind: 'holiday', start: '2027-03-27', end: '2027-04-18', name: springBreak },
      { id: '2026-27-chakri-day', kind: 'holiday', start: '2027-04-06', end: '2027-04-06', name: chakriDay },
      { id: '2026-27-songkran', kind: 'holiday', start: '2027-04-13', end: '2027-04-15', name: songkran },
      { id: '2026-27-term-3', kind: 'term', start: '2027-04-19', end: '2027-07-16', name: term3 },
      { id: '2026-27-labour-day', kind: 'holiday', start: '2027-05-03', end: '2027-05-03', name: labourDayObserved },
      { id: '2026-27-coronation-day', kind: 'holiday', start: '2027-05-04', end: '2027-05-04', name: coronationDay },
      { id: '2026-27-half-term-3', kind: 'half-term', start: '2027-05-24', end: '2027-05-28', name: halfTerm3 },
      { id: '2026-27-queens-birthday', kind: 'holiday', start: '2027-06-03', end: '2027-06-03', name: queensBirthday },
      { id: '2026-27-stem-expo', kind: 'event', start: '2027-06-11', end: '2027-06-11', name: stemExpo },
      { id: '2026-27-graduation', kind: 'event', start: '2027-07-15', end: '2027-07-15', name: graduation },
      { id: '2026-27-summer', kind: 'holiday', start: '2027-07-17', end: '2027-09-05', name: summerHoliday },
      { id: '2026-27-kings-birthday', kind: 'holiday', start: '2027-07-28', end: '2027-07-28', name: kingsBirthday },
      { id: '2026-27-mothers-day', kind: 'holiday', start: '2027-08-12', end: '2027-08-12', name: mothersDay },
    ],
  },
];

/** Every event of every year, in date order: what the downloadable calendar holds. */
export const calendarEvents: readonly CalendarEvent[] = academicYears.flatMap((year) => year.events);
