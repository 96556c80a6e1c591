// Parts of a form that no form's first tab shows, or that bring code of their own: check box
// groups and yes/no questions with a detail, a file field (the storage code, previews) and the
// robot check (its provider's loader). Each loads when a step first shows it, keeping its place
// meanwhile, or ahead with the rest of the form (./wizard/warm-up.ts).

import { Suspense, type ReactNode } from 'react';
import type { CheckboxGroupProps } from './fields/checkbox-group';
import type { FileFieldProps } from './fields/file-field/file-field';
import type { YesNoWithDetailProps } from './fields/yes-no-with-detail';
import { catalogueOf, FormMessagesProvider } from './messages';
import { useWizard } from './wizard/wizard-context';
import { preloadable } from './preloadable';
import type { RobotCheckProps } from './robot-check/robot-check';

const FileFieldPart = preloadable(() =>
  import('./fields/file-field/file-field').then((module) => ({ default: module.FileField })),
);

const RobotCheckPart = preloadable(() =>
  import('./robot-check/robot-check').then((module) => ({ default: module.RobotCheck })),
);

const CheckboxGroupPart = preloadable(() =>
  import('./fields/checkbox-group').then((module) => ({ default: module.CheckboxGroup })),
);

const YesNoWithDetailPart = preloadable(() =>
  import('./fields/yes-no-with-detail').then((module) => ({ default: module.YesNoWithDetail })),
);

/** The parts ./wizard/warm-up.ts fetches ahead. */
export const laterParts = [FileFieldPart, RobotCheckPart, CheckboxGroupPart, YesNoWithDetailPart];

/** The part's place while it loads: a field, marked busy. */
const Loading = ({ className = 'field', children }: { className?: string; children: ReactNode }) => (
  <Suspense fallback={<div className={className} aria-busy="true" />}>{children}</Suspense>
);

export const FileField = (props: FileFieldProps) => (
  <Loading className="field file-field">
    <FileFieldPart {...props} />
  </Loading>
);

/** The robot check, with its texts (the rest of the form's catalogue). */
export function RobotCheck(props: RobotCheckProps) {
  const place = <div className="field robot-check" aria-busy="true" />;
  return (
    <FormMessagesProvider name={catalogueOf(useWizard().meta)} fallback={place}>
      <Loading className="field robot-check">
        <RobotCheckPart {...props} />
      </Loading>
    </FormMessagesProvider>
  );
}

export const CheckboxGroup = (props: CheckboxGroupProps) => (
  <Loading>
    <CheckboxGroupPart {...props} />
  </Loading>
);

export const YesNoWithDetail = (props: YesNoWithDetailProps) => (
  <Loading>
    <YesNoWithDetailPart {...props} />
  </Loading>
);
