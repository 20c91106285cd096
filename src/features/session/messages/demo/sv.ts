import { defineTranslation } from '@/i18n';
import type en from './en';

/** The sign-in page's demo in Swedish. */
export default defineTranslation<typeof en>()({
  'sessionDemo.heading': 'Prova demon',
  'sessionDemo.intro': 'Ett test-API är igång. Varje demo får en ny, egen värld med exempeldata.',
  'sessionDemo.scenario': 'Scenario',
  'sessionDemo.start': 'Starta demo',
  'sessionDemo.startReadOnly': 'Starta demo med läsbehörighet',
  'sessionDemo.starting': 'Startar…',
});
