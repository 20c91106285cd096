import { defineTranslation } from '@/i18n';
import type en from './en';

/** API-nyckelsidan (`/account/keys`). */
export default defineTranslation<typeof en>()({
  'apiKeys.title': 'API-nycklar',
  'apiKeys.intro':
    'Skript, servrar och personer loggar in i panelen och API:et med de här nycklarna. Varje nyckel får bara göra det du valde åt den, och bara tills den går ut eller återkallas.',
  'apiKeys.caption': 'Kontots API-nycklar',
  'apiKeys.column.name': 'Namn',
  'apiKeys.column.access': 'Vad den får göra',
  'apiKeys.column.created': 'Skapad',
  'apiKeys.column.expires': 'Går ut',
  'apiKeys.column.lastUsed': 'Senast använd',
  'apiKeys.column.status': 'Status',
  'apiKeys.column.actions': 'Åtgärder',
  'apiKeys.current': 'Du är inloggad med den här nyckeln',
  'apiKeys.unnamed': 'Nyckel utan namn',
  'apiKeys.status': '{status, select, active {Aktiv} expired {Utgången} revoked {Återkallad} other {Okänd}}',
  'apiKeys.access.area': `{area, select,
    vps {Servrar}
    hosting {Webbhotell}
    domains {Domäner}
    orders {Beställningar}
    billing {Fakturering}
    support {Supportärenden}
    accountLog {Kontologg}
    apiKeys {API-nycklar}
    other {Annat}
  }`,
  'apiKeys.access.level': '{level, select, read {läsa} write {läsa och ändra} partial {vissa ändringar} other {inget}}',
  'apiKeys.access.item': '{area}: {level}',
  'apiKeys.access.none': 'Ingenting',
  'apiKeys.access.other': '{count, plural, one {och # behörighet till} other {och # behörigheter till}}',
  'apiKeys.created.by': '{date}, av {name}',
  'apiKeys.created.byPerson': '{date}, av {name}',
  'apiKeys.created.withAccount': '{date}, med kontot',
  'apiKeys.expires.never': 'Aldrig',
  'apiKeys.lastUsed.never': 'Inte använd än',
  'apiKeys.lastUsed.from': '{date} från {address}',
  'apiKeys.previousUntil': 'Den gamla hemligheten fungerar till {date}',
  'apiKeys.revokedAt': 'Återkallad {date}',

  'apiKeys.create.open': 'Skapa en API-nyckel',
  'apiKeys.create.title': 'Skapa en API-nyckel',
  'apiKeys.create.name': 'Namn',
  'apiKeys.create.name.hint': 'Skriv var den används, till exempel ”Backupskript på web-01”.',
  'apiKeys.create.name.required': 'Ge nyckeln ett namn.',
  'apiKeys.create.name.tooLong': 'Ett namn har högst 60 tecken.',
  'apiKeys.create.preset': 'Vad nyckeln får göra',
  'apiKeys.create.preset.readOnly': 'Bara läsa',
  'apiKeys.create.preset.readOnly.hint': 'Se allt din nyckel kan se, ändra ingenting. Den kan inte se API-nycklarna.',
  'apiKeys.create.preset.full': 'Allt din nyckel får göra',
  'apiKeys.create.preset.full.hint': 'Läsa och ändra alla delar, även hantera API-nycklar.',
  'apiKeys.create.preset.custom': 'Välj per del',
  'apiKeys.create.areas': 'Åtkomst per del',
  'apiKeys.create.areas.hint': 'En ny nyckel kan aldrig få göra mer än nyckeln du är inloggad med.',
  'apiKeys.create.areaChoice': '{choice, select, none {Ingen åtkomst} read {Läsa} write {Läsa och ändra} other {}}',
  'apiKeys.create.areas.required': 'Välj minst en del som nyckeln får använda.',
  'apiKeys.create.expiry': 'Går ut',
  'apiKeys.create.expiry.choice':
    '{choice, select, d7 {Om 7 dagar} d30 {Om 30 dagar} d90 {Om 90 dagar} d365 {Om ett år} never {Aldrig} other {}}',
  'apiKeys.create.expiry.hint': 'En nyckel som aldrig går ut fungerar tills den återkallas.',
  'apiKeys.create.submit': 'Skapa nyckeln',
  'apiKeys.create.cancel': 'Skapa ingen nyckel',

  'apiKeys.secret.heading': 'Hemligheten för ”{name}”',
  'apiKeys.secret.label': 'Hemlighet',
  'apiKeys.secret.copy': 'Kopiera hemligheten för {name}',
  'apiKeys.secret.once':
    'Kopiera den nu och förvara den säkert: den visas bara den här gången. Om den försvinner, ge nyckeln en ny hemlighet.',
  'apiKeys.secret.done': 'Jag har kopierat den',

  'apiKeys.revoke': 'Återkalla',
  'apiKeys.revoke.title': 'Återkalla ”{name}”?',
  'apiKeys.revoke.body':
    'Allt som använder nyckeln slutar fungera direkt: skript och servrar nekas, och den som är inloggad med den loggas ut vid nästa steg. Det går inte att ångra.',
  'apiKeys.revoke.current': 'Du är inloggad med den här nyckeln: den här fliken loggas också ut.',
  'apiKeys.revoke.confirm': 'Återkalla nyckeln',
  'apiKeys.revoke.keep': 'Behåll nyckeln',
  'apiKeys.revoked': '”{name}” är återkallad. Inget kan använda den längre.',

  'apiKeys.rotate': 'Ny hemlighet',
  'apiKeys.rotate.title': 'En ny hemlighet för ”{name}”',
  'apiKeys.rotate.body':
    'Nyckeln behåller sitt namn, sin åtkomst och sitt utgångsdatum. Välj hur länge den gamla hemligheten ska fungera, så att du hinner byta den överallt där den används.',
  'apiKeys.rotate.grace': 'Den gamla hemligheten slutar fungera',
  'apiKeys.rotate.grace.choice':
    '{choice, select, h0 {Direkt} h1 {Om 1 timme} h24 {Om 24 timmar} h168 {Om 7 dagar} other {}}',
  'apiKeys.rotate.current':
    'Du är inloggad med den här nyckeln: logga in med den nya hemligheten innan den gamla slutar fungera.',
  'apiKeys.rotate.confirm': 'Skapa en ny hemlighet',
  'apiKeys.rotate.keep': 'Behåll nuvarande hemlighet',
});
