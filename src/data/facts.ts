// The school's figures, once: fees, deposits, discounts, the bus, boarding, visas, ages and hours.
// Every page in every language formats these with Intl, so the four languages can never disagree
// on a number. Amounts are in Thai baht (THB). Academic year 2025/26 (docs/brief.md §9,
// docs/decisions.md §6).

export const academicYear = '2025/26';

export const school = {
  students: 500,
  nations: 40,
  founded: 2009,
} as const;

export const ages = {
  earlyYears: { from: 2, to: 5 },
  primary: { from: 5, to: 11 },
  secondary: { from: 11, to: 18 },
  scholarships: { from: 5, to: 17 },
  applications: { from: 2, to: 17 },
} as const;

/** Tuition per term, by year group. Three terms a year. */
export const tuition = [
  { id: 'f1-f2', label: 'Foundation 1–2', ages: '2–4', perTerm: 98_000 },
  { id: 'f3', label: 'Foundation 3 (Reception)', ages: '4–5', perTerm: 112_000 },
  { id: 'y1-y3', label: 'Years 1–3', ages: '5–8', perTerm: 138_000 },
  { id: 'y4-y6', label: 'Years 4–6', ages: '8–11', perTerm: 146_000 },
  { id: 'y7-y9', label: 'Years 7–9', ages: '11–14', perTerm: 162_000 },
  { id: 'y10-y11', label: 'Years 10–11 (IGCSE)', ages: '14–16', perTerm: 178_000 },
  { id: 'y12-y13', label: 'Years 12–13 (A Level)', ages: '16–18', perTerm: 192_000 },
] as const;

export const termsPerYear = 3;

export const oneOffFees = {
  /** Paid with the application; covers the assessment. */
  application: 5_000,
  /** Due within one week of accepting an offer; non-refundable. */
  admissions: 65_000,
  admissionsDueDays: 7,
  /** Per student; refundable on withdrawal once fees are settled and a full term's notice given. */
  securityDeposit: 30_000,
} as const;

export const discounts = {
  /** Sibling discount on tuition: second child, third child and beyond (also mid-term). */
  secondChild: 0.1,
  thirdChildAndBeyond: 0.2,
  /** Off tuition when a full year (three terms) is paid in advance. */
  fullYearInAdvance: 0.05,
} as const;

/**
 * Invoices after an offer is accepted (docs/fees.md): when they fall due, when the family is
 * reminded, and where a school year starts (invoice numbers run per school year).
 */
export const invoicing = {
  /** An invoice falls due this many days after it is issued (the admissions fee's week). */
  dueDays: oneOffFees.admissionsDueDays,
  /** The family is reminded this many days before the due day… */
  remindDaysBefore: 2,
  /** …and once more this many days after it, when something is still unpaid. */
  remindDaysOverdue: 1,
  /** A school year starts on the first of this month (August): `INV-2026-…` from 1 August 2026. */
  schoolYearStartMonth: 8,
} as const;

export const refunds = {
  /** Card refunds lose this share to card fees. */
  cardDeduction: 0.03,
  /** A refund takes at least this many days. */
  minDays: 14,
} as const;

export const insurance = {
  accidentCoverPerIncident: 30_000,
  startsWithinWeeks: 8,
} as const;

export const starting = {
  /** Application and fees complete at least this many working days before the first day. */
  workingDaysBefore: 2,
  /**
   * Fees paid by Thursday at 12:00 allow a start the following Monday: a day whose morning the
   * school had the payment in counts as a working day (docs/enrolment.md, "The start date").
   */
  feesDeadlineHour: 12,
  /** Children start on a Monday only (0 is Sunday, as `Date.getUTCDay` counts). */
  startWeekday: 1,
  /** Calendar holidays this long or shorter are public holidays (the office is closed); longer ones are school breaks. */
  publicHolidayMaxDays: 3,
  /** How many possible first days the status page offers at once. */
  choices: 8,
} as const;

export const bus = {
  perTerm: 12_000,
  maxStudentsPerRegistration: 3,
  minContacts: 2,
} as const;

export const boarding = {
  villaBeds: 4,
  summerWeeks: 7,
  /** Per term unless stated. */
  programmes: [
    { id: 'full', nightsPerWeek: 7, perTerm: 145_000 },
    { id: 'weekday', nightsPerWeek: 5, perTerm: 112_000 },
    { id: 'flexi', nightsPerWeek: 2, perNight: 2_400 },
    { id: 'summer', weeks: 7, perWeek: 14_500 },
  ],
} as const;

export const visa = {
  /** A child can hold a student visa from age 2 on or before 1 September. */
  minAgeOnFirstSeptember: 2,
  parentVisasPerChild: 1,
  bankBalancePerParentVisa: 500_000,
  balanceHeldDaysBeforeApplication: 30,
  balanceHeldMonthsBeforeRenewal: 3,
  /** Charged per parental visa per year when the full year's fees are not paid. */
  feePerParentVisaIfNotFullYear: 20_000,
  processingDays: { from: 30, to: 45 },
  photos: 6,
  photoSizeCm: '4 × 6',
  passportBlankPages: 3,
  passportValidMonths: 8,
  reportEveryDays: 90,
  reportWindowDays: 15,
  reportForm: 'TM47',
  cancellationFinePerVisa: 15_000,
  studentCertificateWorkingDays: 5,
} as const;

export const officeHours = {
  weekdays: { from: '08:00', to: '17:00' },
  saturday: { from: '10:00', to: '14:00' },
} as const;

export const timetable = {
  primaryEcaStart: '15:10',
  primaryEcaEnd: '16:00',
  minPeLessonsPerWeek: 2,
  musicLessonsUpToYear: 9,
} as const;

/** British year-group numbering used on the admissions pages (Foundation 1 is the year a child turns 3). */
export const yearGroups = {
  /** Scholarships are open from Year 1 to Year 12 (ages 5–17). */
  scholarships: { from: 1, to: 12 },
  /** Applications are accepted from Foundation 1 to Year 12. */
  applications: { foundationFrom: 1, yearTo: 12 },
} as const;

/** The school bus: morning pick-up windows by area of the island, and the afternoon departure. */
export const busRoutes = {
  leavesSchool: '15:15',
  areas: [
    { id: 'nathon', pickUp: { from: '06:40', to: '07:00' } },
    { id: 'maenam', pickUp: { from: '07:00', to: '07:20' } },
    { id: 'lamai', pickUp: { from: '06:50', to: '07:15' } },
    { id: 'chaweng', pickUp: { from: '07:10', to: '07:35' } },
    { id: 'bang-rak', pickUp: { from: '07:20', to: '07:40' } },
    { id: 'bophut', pickUp: { from: '07:30', to: '07:50' } },
  ],
} as const;

/** The `notice` variant of /homestay: the boarding house run by a partner is expected to open this year. */
export const boardingNotice = {
  openingYear: 2026,
} as const;

/** How long the two ways to apply take, in minutes (the full application can be saved and finished later). */
export const applicationTime = {
  quickContactMinutes: 1,
  fullApplicationMinutes: 15,
} as const;

/** Assessments the families book themselves (docs/assessment.md). */
export const assessment = {
  /** A family may book, move or cancel its slot until this many hours before it starts. */
  changeHoursBefore: 24,
  /** At most this many open slots are offered to a family at once, soonest first. */
  slotsShown: 30,
} as const;

/** The waiting list's order (docs/assessment.md, "The waiting list"). */
export const waitingList = {
  /** A child whose brother or sister holds an accepted place goes before the others of the year. */
  siblingsFirst: false,
} as const;

/** References from a child's previous school (docs/assessment.md, "References"). */
export const references = {
  /** A request's link works this many days. */
  expiresDays: 14,
  /** An unanswered request is sent again this many days after it was made, once. */
  remindAfterDays: 5,
  /** Each answer of the form holds at most this many characters. */
  answerMax: 2000,
} as const;
