// The choices of the scholarship application, once: the schema validates against them, the steps
// render them and the summary names them. Labels are `form.scholarship.option.<group>.<value>`.

import { yearGroups } from '../../data/facts';
import type { FormMessageId } from '../../shared/records';

const year = (n: number) => `y${n}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => year(from + i));

/** Scholarships are open from Year 1 to Year 12 (ages 5–17): Primary is Years 1–6, Secondary 7–12. */
export const yearsByGroup: Readonly<Record<string, readonly string[]>> = {
  primary: range(yearGroups.scholarships.from, 6),
  secondary: range(7, yearGroups.scholarships.to),
};
export const scholarshipYearGroups = Object.keys(yearsByGroup);

/** The label id of one option: `optionLabel('year', 'y1')`. */
export function optionLabel(group: string, value: string): FormMessageId {
  return `form.scholarship.option.${group}.${value}`;
}
