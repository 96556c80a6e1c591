// The four core catalogues for tests that render on the "server" (Node, no DOM).

import en from '../../src/locales/en.json';
import th from '../../src/locales/th.json';
import ru from '../../src/locales/ru.json';
import cn from '../../src/locales/cn.json';

export { provideMessages, type Messages } from '../../src/i18n/messages';
export const locales = { en, th, ru, cn };
