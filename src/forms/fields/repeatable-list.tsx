// A list of repeated groups (applicants 1-4, previous schools, languages, bus students 1-3,
// contacts, at least two): add and remove within min..max, focus kept where the family is.

import { useEffect, useRef, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { FieldError } from './field-shell';
import { useField } from './use-field';

export interface RepeatableListProps {
  name: string;
  min: number;
  max: number;
  /** "Add another child" */
  addLabel: FormMessageId;
  /** "Remove child {number}" */
  removeLabel: FormMessageId;
  /** Heading of each item: "Child {number}" (optional). */
  itemLabel?: FormMessageId;
  /** Label for the error summary when the list itself is in error ("Contacts"). */
  label?: FormMessageId;
  /** A new, empty item. */
  newItem: () => Record<string, unknown>;
  render: (index: number) => ReactNode;
}

export function RepeatableList({
  name,
  min,
  max,
  addLabel,
  removeLabel,
  itemLabel,
  label,
  newItem,
  render,
}: RepeatableListProps) {
  const t = useFormT();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const field = useField(name, label);
  const focusItem = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const index = focusItem.current;
    if (index === null) return;
    focusItem.current = null;
    const item = listRef.current?.querySelectorAll<HTMLElement>('[data-repeat-item]')[index];
    const target = item?.querySelector<HTMLElement>('input, select, textarea') ?? addRef.current ?? listRef.current;
    target?.focus();
  }, [fields.length]);

  return (
    <div className="repeatable" id={field.id} ref={listRef} tabIndex={-1}>
      <FieldError name={name} error={field.error} />
      {fields.map((item, index) => (
        <section className="repeatable__item" key={item.id} data-repeat-item>
          {itemLabel ? <h3 className="repeatable__title">{t(itemLabel, { number: index + 1 })}</h3> : null}
          {render(index)}
          {fields.length > min ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                focusItem.current = Math.max(0, index - 1);
                remove(index);
              }}
            >
              {t(removeLabel, { number: index + 1 })}
            </button>
          ) : null}
        </section>
      ))}
      {fields.length < max ? (
        <button
          type="button"
          ref={addRef}
          className="button button--ghost"
          onClick={() => {
            focusItem.current = fields.length;
            append(newItem(), { shouldFocus: false });
          }}
        >
          {t(addLabel, { number: fields.length + 1 })}
        </button>
      ) : null}
    </div>
  );
}
