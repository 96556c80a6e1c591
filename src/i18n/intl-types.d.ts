// Makes react-intl check every message id against the English catalogue at compile time.
import type { MessageId } from './messages';

declare global {
  namespace FormatjsIntl {
    interface Message {
      /**
       * Core ids are checked against the English catalogue; form ids (`form.*`) by tests/i18n; the
       * desk's (`desk.*`) against its English catalogue by src/desk/messages.ts and tests/i18n.
       */
      ids: MessageId | `form.${string}` | `desk.${string}`;
    }
  }
}
