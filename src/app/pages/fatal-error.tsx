// The last resort: shown when the error page itself fails. It needs no IntlProvider and no
// layout, only the catalogue of the locale if it is loaded (English wording otherwise).

import { localePath, type Locale } from '../../i18n/locales';
import { peekMessages } from '../../i18n/messages';
import { plainText } from '../../i18n/catalogue';

export function FatalError({ locale }: { locale: Locale }) {
  const messages = peekMessages(locale);
  // English words only when the catalogue itself could not load (importing en.json here would
  // put the whole English catalogue into every page's main chunk).
  const heading = plainText(messages?.['error.fatal.heading']) ?? 'An error occurred while showing the error page';
  const home = plainText(messages?.['error.goHome']) ?? 'Go back to home';
  return (
    <main className="fatal-error" id="main">
      <h1>{heading}</h1>
      <p>
        <a href={localePath(locale, '')}>{home}</a>
      </p>
    </main>
  );
}
