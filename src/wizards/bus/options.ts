// The choices and limits of the bus registration, once: the schema validates against them, the
// steps render them and the summary names them. Labels are `form.bus.option.<group>.<value>`.

import { bus, yearGroups } from '../../data/facts';
import type { FormMessageId } from '../../shared/records';

const foundation = Array.from({ length: 3 }, (_, i) => `f${i + 1}`);
const years = Array.from({ length: yearGroups.applications.yearTo }, (_, i) => `y${i + 1}`);

/** Foundation 1 to Year 12: the years the school teaches and the bus serves (docs/brief.md §9.1). */
export const busYears: readonly string[] = [...foundation, ...years];

/** Up to three students per registration, at least two contact sets (docs/brief.md §3.5, §9.7). */
export const studentLimits = { min: 1, max: bus.maxStudentsPerRegistration } as const;
export const contactLimits = { min: bus.minContacts, max: 4 } as const;

/** The label id of one option: `optionLabel('year', 'f1')`. */
export function optionLabel(group: string, value: string): FormMessageId {
  return `form.bus.option.${group}.${value}`;
}
