// The paragraph a wizard says about its whole form (`meta.intro`), under the page's title: part of
// the server's page, so it is there with the first paint, before the form's code has run.

import { useIntl } from 'react-intl';
import type { WizardMeta } from './types';
import { useFormT } from './use-form-t';

export function FormIntro({ meta }: { meta: WizardMeta }) {
  const t = useFormT();
  const intl = useIntl();
  if (!meta.intro) return null;
  return <p className="wizard__intro form-intro">{t(meta.intro.message, meta.intro.values?.(intl))}</p>;
}
