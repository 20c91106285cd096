import { defineTranslation } from '@/i18n';
import type en from './en';

/** The sign-in page's demo in Swedish. */
export default defineTranslation<typeof en>()({
  'sessionDemo.heading': 'Prova demon',
  'sessionDemo.intro':
    'Titta runt i en kontrollpanel med exempel på servrar, webbhotell, domäner, fakturor och supportärenden. Varje demo är din egen: inget du gör når någon annan, och inget debiteras.',
  'sessionDemo.scenario': 'Exempelkonto',
  'sessionDemo.scenarioName':
    '{name, select, demo {Nordlicht AB: ett konto med lite av allt} empty {Ett nytt konto där inget är köpt än} reseller {En återförsäljare med 10 000 domäner} other {{name}}}',
  'sessionDemo.scenarioAbout':
    '{name, select, demo {Astrid Lindqvists företag: tio servrar (en som flyttas, en spärrad, en helt ny), sju webbhotell med sin e-post, tolv domäner, beställningar och fakturor att betala (två av dem förfallna), 300 kr i tillgodohavande, två sparade kort och supportärenden med svar och bilagor. Konsolen på varje server som är igång loggar in som root med lösenordet norrsken-42.} empty {Samma företag innan det har köpt något: beställ en server, ett webbhotell eller en domän från början.} reseller {Ett företag som säljer domäner vidare: 10 000 stycken, med 14 olika ändelser och i alla lägen, att hitta, filtrera och förnya många åt gången.} other {Ett exempelkonto med exempeldata.}}',
  'sessionDemo.start': 'Starta demo',
  'sessionDemo.startReadOnly': 'Starta demo med läsbehörighet',
  'sessionDemo.starting': 'Startar…',
});
