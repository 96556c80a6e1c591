// Makes react-intl check every message id against the English catalogue at compile time.
import type { MessageId } from './messages';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
