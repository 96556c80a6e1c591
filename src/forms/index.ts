// The wizard framework every form of docs/brief.md §3 is built with (src/wizards/README.md).
// Its styles load with it, so pages without forms never download them. What only some pages or
// steps show loads apart: the draft list, the submissions and the summary's parts from their own
// modules, file fields and the robot check when a step shows them (./later-parts.tsx).

import '../styles/forms.css';

export { Wizard, WizardLoading, useWizard, useSubmitGuard, AUTOSAVE_DELAY_MS } from './wizard';
export type { WizardProps, SubmitGuard, SubmitGuardResult } from './wizard';
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
export {
  useFormMessages,
  loadFormMessages,
  loadFirstFormMessages,
  FormMessagesProvider,
  catalogueOf,
} from './messages';
export { useFormT } from './use-form-t';
export { FormIntro } from './form-intro';
export { useFormLocale, usePagePath } from './use-form-locale';
export { fieldId } from './field-ids';
export { RobotCheck } from './later-parts';
export type * from './types';
