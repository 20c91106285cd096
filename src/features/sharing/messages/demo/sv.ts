import { defineTranslation } from '@/i18n';
import type en from './en';

/** "Continue in a world" in Swedish. */
export default defineTranslation<typeof en>()({
  'sharingDemo.continue': 'Fortsätt i en värld',
  'sharingDemo.continuing': 'Bygger världen …',
});
