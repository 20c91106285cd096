import { defineMessages } from '@/i18n';

/** The domains area's words for bulk. */
export default defineMessages({
  'domainsBulk.title': 'Bulk',
});
