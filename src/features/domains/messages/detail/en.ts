import { defineMessages } from '@/i18n';

/** The domains area's words for detail. */
export default defineMessages({
  'domainsDetail.title': 'Detail',
});
