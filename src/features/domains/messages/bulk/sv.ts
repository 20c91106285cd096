import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'domainsBulk.title': 'Bulk',
});
