import { defineTranslation } from '@/i18n';
import type en from './en';

/** The sign-in page's words in Swedish. */
export default defineTranslation<typeof en>()({
  'session.pageTitle': 'Logga in',
  'session.heading': 'Logga in',
  'session.person.email': 'E-postadress',
  'session.person.password': 'Lösenord',
  'session.person.passkey': 'Logga in med en nyckel (passkey)',
  'session.person.secondHeading': 'Bekräfta att det är du',
  'session.person.codeLabel': 'Kod från din autentiseringsapp',
  'session.person.codeHint': 'Sex siffror. En ny kod visas var 30:e sekund.',
  'session.person.recoveryLabel': 'Återställningskod',
  'session.person.recoveryHint':
    '{left, plural, =0 {Du har inga återställningskoder kvar.} one {Du har 1 återställningskod kvar. Varje kod fungerar en gång.} other {Du har # återställningskoder kvar. Varje kod fungerar en gång.}}',
  'session.person.verify': 'Fortsätt',
  'session.person.usePasskey': 'Använd en nyckel (passkey) i stället',
  'session.person.useRecovery': 'Använd en återställningskod i stället',
  'session.person.useApp': 'Använd autentiseringsappen i stället',
  'session.person.startOver': 'Börja om',
  'session.person.lostEverything':
    'Har du tappat bort telefonen, dina nycklar och dina återställningskoder? Kontakta supporten. För att bevisa att kontot är ditt frågar de efter ditt kundnummer, e-postadressen du loggar in med och den senaste fakturans nummer och belopp.',
  'session.person.locked':
    'För många misslyckade försök. Vänta {minutes, plural, one {1 minut} other {# minuter}} och försök sedan igen.',
  'session.person.problem':
    '{code, select, invalid_credentials {E-postadressen eller lösenordet stämmer inte.} invalid_code {Koden stämmer inte. Kontrollera den och försök igen.} code_already_used {Koden har redan använts. Vänta på nästa kod i autentiseringsappen.} sign_in_expired {Det tog för lång tid. Ange e-postadress och lösenord igen.} invalid_passkey {Nyckeln hör inte till det här kontot, eller så kunde den inte kontrolleras.} other {Inloggningen fungerade inte.}}',
  'session.apiKey.heading': 'Logga in med en API-nyckel',
  'session.apiKey.intro':
    'För utvecklare och supportpersonal: en API-nyckel är en lång kod för skript och verktyg, med de behörigheter som valdes när den skapades. Kunder loggar in med sin e-postadress ovan.',
  'session.ended': `{reason, select,
    key-revoked {Den här API-nyckeln har återkallats, så du loggades ut. Den som hanterar kontots API-nycklar kan ge dig en ny; logga in med den för att fortsätta där du var.}
    key-expired {Den här API-nyckeln har gått ut, så du loggades ut. Logga in med en giltig nyckel för att fortsätta där du var.}
    key-replaced {Den här API-nyckeln har fått en ny hemlighet och den gamla fungerar inte längre, så du loggades ut. Logga in med den nya hemligheten för att fortsätta där du var.}
    member-removed {Du har tagits bort från kontots team, så du loggades ut. Dina API-nycklar fungerar inte heller längre. Fråga en ägare av kontot om du tror att det är fel.}
    session-revoked {Du loggades ut från en av dina andra sessioner (på sidan Sessioner). Logga in igen för att fortsätta där du var.}
    other {Din nyckel slutade fungera, så du loggades ut. Logga in igen för att fortsätta där du var.}
  }`,
  'session.apiKey.label': 'API-nyckel',
  'session.apiKey.show': 'Visa nyckeln',
  'session.apiKey.hide': 'Dölj nyckeln',
  'session.apiKey.hint':
    'Nyckeln stannar i den här webbläsarfliken (om du inte kryssar i ”Håll mig inloggad”) och skickas bara i ett anropshuvud, aldrig i en länk.',
  'session.apiKey.required': 'Ange din API-nyckel.',
  'session.apiKey.tooLong': 'Det är längre än någon API-nyckel vi utfärdar.',
  'session.apiKey.hasSpaces': 'En API-nyckel har inga mellanslag. Kontrollera att du har kopierat hela nyckeln.',
  'session.apiKey.rejected': 'API-nyckeln godtogs inte. Den kan vara felskriven, ha gått ut eller ha återkallats.',
  'session.persist': 'Håll mig inloggad på den här enheten',
  'session.submit': 'Logga in',
  'session.submitting': 'Kontrollerar nyckeln…',
  'session.apiKey.submit': 'Logga in med nyckeln',
  'session.order': 'Logga in för att lägga din beställning. Du kommer tillbaka till paketet och perioden du valde.',
  'session.catalogLink': 'Se tjänster och priser',
});
