// Element ids of fields, derived from their names, so the error summary can link to any field
// (`href="#field-applicants-0-firstName"`) without the field telling it.

/** The id of the element that takes focus for field `name` (its input, or its first option). */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export const hintId = (name: string): string => `${fieldId(name)}-hint`;
export const errorId = (name: string): string => `${fieldId(name)}-error`;

/** Joins the ids an input is described by, skipping the missing ones. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
