// The variant of the scholarship form a step is shown in, found by the wizard's kind: the steps
// and the summary are the same modules for both forms.

import { useWizard } from '../../forms';
import { variants, type ScholarshipKind, type ScholarshipVariant } from './variants';

export function useVariant(): ScholarshipVariant {
  const { kind } = useWizard().meta;
  const variant = variants[kind as ScholarshipKind] as ScholarshipVariant | undefined;
  if (!variant) throw new Error(`${kind} is not a scholarship form`);
  return variant;
}
