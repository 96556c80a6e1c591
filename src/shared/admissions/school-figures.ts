// The school's figures and calendar as the server reads them (the enrolment contract's text, the
// terms' version, the OneRoster academic sessions): src/data is the one source of both, and the
// server reaches it only through src/shared (docs/architecture.md).

export {
  academicYear,
  bus,
  discounts,
  insurance,
  oneOffFees,
  refunds,
  starting,
  termsPerYear,
  tuition,
} from '../../data/facts';
export { calendarEvents, type CalendarEvent } from '../../data/calendar';
