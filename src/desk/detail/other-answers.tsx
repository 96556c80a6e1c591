// Every answer of a scholarship request, a bus registration or a contact request: the data's
// fields in order, each labelled with its form's own label where one exists (`form.<form>.<field>`,
// lists by their item's label) and choices worded; attached files by name.

import { useIntl } from 'react-intl';
import type { DeskAttachment } from '../../shared/contracts/desk-cases';

const catalogueOf = (kind: string) => (kind.startsWith('scholarship') ? 'scholarship' : kind);

/** `students.0.firstName` -> [['students', 0, 'firstName'], ...] flattened to rows. */
function flatten(value: unknown, path: string[] = []): { path: string[]; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => flatten(item, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => flatten(item, [...path, key]));
  return [{ path, value: value === null || value === undefined ? '' : String(value) }];
}

export function OtherAnswers({
  kind,
  data,
  attachments,
}: {
  kind: string;
  data: Record<string, unknown>;
  attachments: DeskAttachment[];
}) {
  const intl = useIntl();
  const catalogue = catalogueOf(kind);
  const known = (id: string) => Object.hasOwn(intl.messages, id);
  const labelOf = (path: string[]) => {
    const names = path.filter((part) => !/^\d+$/.test(part));
    const singular = names.map((part) => part.replace(/s$/, ''));
    const candidates = [
      names.join('.'),
      singular.join('.'),
      names.at(-1) ?? '',
      `${singular.slice(0, -1).join('.')}.${names.at(-1)}`,
    ];
    const id = candidates.map((c) => `form.${catalogue}.${c}` as const).find(known);
    const index = path.find((part) => /^\d+$/.test(part));
    const label = id ? intl.formatMessage({ id }) : path.join('.');
    return index !== undefined ? `${label} (${Number(index) + 1})` : label;
  };
  const valueOf = (path: string[], value: string) => {
    const field = attachments.find((a) => a.attachmentId === value && a.field === path.join('.'));
    if (field) return field.name;
    const key = path.at(-1) ?? '';
    const id = [`form.${catalogue}.option.${key}.${value}` as const, `form.${catalogue}.${key}.${value}` as const].find(
      known,
    );
    return id ? intl.formatMessage({ id }) : value;
  };
  return (
    <dl className="summary__list desk-answers">
      {flatten(data)
        .filter((row) => row.value !== '')
        .map((row) => (
          <div key={row.path.join('.')} className="summary__row">
            <dt>{labelOf(row.path)}</dt>
            <dd className="summary__value">{valueOf(row.path, row.value)}</dd>
          </div>
        ))}
    </dl>
  );
}
