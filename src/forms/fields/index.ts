// The field components: each is bound to the surrounding react-hook-form by `name` (a dot path),
// shows a visible label, an optional hint, the required mark and its error, translated.

export { TextField, type TextFieldProps } from './text-field';
export { TextArea, type TextAreaProps } from './text-area';
export { SelectField, type SelectFieldProps } from './select-field';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { CheckboxGroup, FileField, YesNoWithDetail } from '../later-parts';
export type { CheckboxGroupProps } from './checkbox-group';
export { CheckboxField } from './checkbox-field';
export { DateField, type DateFieldProps } from './date-field';
export type { YesNoWithDetailProps } from './yes-no-with-detail';
export type { FileFieldProps } from './file-field/file-field';
export { Fieldset, type FieldsetProps } from './fieldset';
export { RepeatableList, type RepeatableListProps } from './repeatable-list';
export type { FieldProps } from './field-shell';
export type { FieldOption } from './options';
