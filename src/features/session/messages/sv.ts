import { defineTranslation } from '@/i18n';
import type en from './en';

/** The sign-in page's words in Swedish. */
export default defineTranslation<typeof en>()({
  'session.pageTitle': 'Logga in',
  'session.heading': 'Logga in med en API-nyckel',
  'session.ended': `{reason, select,
    key-revoked {Den här API-nyckeln har återkallats, så du loggades ut. Den som hanterar kontots API-nycklar kan ge dig en ny; logga in med den för att fortsätta där du var.}
    key-expired {Den här API-nyckeln har gått ut, så du loggades ut. Logga in med en giltig nyckel för att fortsätta där du var.}
    key-replaced {Den här API-nyckeln har fått en ny hemlighet och den gamla fungerar inte längre, så du loggades ut. Logga in med den nya hemligheten för att fortsätta där du var.}
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
  'session.order': 'Logga in för att lägga din beställning. Du kommer tillbaka till paketet och perioden du valde.',
  'session.catalogLink': 'Se tjänster och priser',
});
