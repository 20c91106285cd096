import { defineTranslation } from '@/i18n';
import type en from './en';

/** "Continue in a world" in Swedish. */
export default defineTranslation<typeof en>()({
  'sharingDemo.continue': 'Fortsätt i en värld',
  'sharingDemo.continuing': 'Bygger världen …',
  'sharingDemo.tooLarge': 'Den här vyn har för många poster för att bygga en värld av.',
  'sharingDemo.tooLarge.detail':
    'Uppspelningen är kvar som den är. Be kunden dela skärmen igen med färre rader inlästa (ett filter eller färre sidor av listan) och fortsätt sedan från den filen.',
});
