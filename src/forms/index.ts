// The wizard framework every form of docs/brief.md §3 is built with (src/wizards/README.md).
// Its styles load with it, so pages without forms never download them.

import '../styles/forms.css';

export { Wizard, WizardLoading, useWizard, useSubmitGuard, AUTOSAVE_DELAY_MS } from './wizard';
export type { WizardProps, SubmitGuard, SubmitGuardResult } from './wizard';
export { DraftList, type DraftListProps } from './draft-list';
export { SubmissionList, SubmissionStatus } from './submission';
export {
  TextField,
  TextArea,
  SelectField,
  RadioGroup,
  CheckboxGroup,
  CheckboxField,
  DateField,
  YesNoWithDetail,
  FileField,
  Fieldset,
  RepeatableList,
} from './fields';
export type { FieldProps, FieldOption, FileFieldProps, RepeatableListProps } from './fields';
export { useFormMessages, loadFormMessages, FormMessagesProvider, catalogueOf } from './messages';
export { useFormT } from './use-form-t';
export { useFormLocale, usePagePath } from './use-form-locale';
export { fieldId } from './field-ids';
export { RobotCheck } from './robot-check';
export { SummarySection, SummaryList, SummaryRow, type SummaryRowProps } from './summary-parts';
export type * from './types';
export * from '../shared/validation/validators';
