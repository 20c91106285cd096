import en from '@/i18n/line-items/en';
import sv from '@/i18n/line-items/sv';
import { formatMessage } from '@/i18n/message-format';
import type { LineItemWords } from './line-item';

/**
 * The line-item messages in one language outside the app (the mock's invoice PDF, tests): both languages' files read
 * at once and formatted as the app's catalogs format them (`formatMessage`, the same ICU subset). The app never
 * imports this: it loads one language's words through `lineItemMessages` (src/i18n/line-items/catalog.ts).
 */
export function lineItemWords(locale: 'en' | 'sv'): LineItemWords {
  const messages: Record<string, string> = locale === 'sv' ? sv : en;
  return (key, ...args) => formatMessage(messages[key] ?? key, args[0] ?? {}, locale);
}
