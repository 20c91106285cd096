import { defineTranslation } from '@/i18n';
import type en from './en';

/** The sign-in page's demo in Swedish. */
export default defineTranslation<typeof en>()({
  'sessionDemo.heading': 'Prova demon',
  'sessionDemo.intro': 'Ett test-API är igång. Varje demo får en ny, egen värld med exempeldata.',
  'sessionDemo.scenario': 'Scenario',
  'sessionDemo.description':
    '{scenario, select, demo {Astrid Lindqvists konto (Nordlicht AB) med ett exempel på allt: servrar i alla lägen, webbhotell, domäner, beställningar, fakturor och supportärenden. En igång-server loggar in i konsolen som root med lösenordet norrsken-42.} empty {Samma kund utan något ännu: panelen som en ny kund ser den.} reseller {Samma kund med 10 000 domäner under 14 toppdomäner, i alla lägen.} other {}}',
  'sessionDemo.start': 'Starta demo',
  'sessionDemo.startReadOnly': 'Starta demo med läsbehörighet',
  'sessionDemo.starting': 'Startar…',
});
