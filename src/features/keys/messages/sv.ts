import { defineTranslation } from '@/i18n';
import type en from './en';

/** API-nyckelsidan (`/account/keys`). */
export default defineTranslation<typeof en>()({
  'keys.title': 'API-nycklar',
  'keys.intro':
    'Skript, servrar och personer loggar in i panelen och API:et med de här nycklarna. Varje nyckel får bara göra det du valde åt den, och bara tills den går ut eller återkallas.',
  'keys.caption': 'Kontots API-nycklar',
  'keys.caption.filtered': 'API-nycklar som matchar dina filter',
  'keys.search.label': 'Sök API-nycklar',
  'keys.search.q': 'Nyckelns namn',
  'keys.filter.status':
    '{status, select, all {Alla} active {Aktiva} expired {Utgångna} revoked {Återkallade} other {Övriga}}',
  'keys.csv.createdBy': 'Skapad av',
  'keys.csv.lastUsedFrom': 'Senast använd från',
  'keys.empty.heading': 'Inga API-nycklar än',
  'keys.empty.body': 'Skapa en nyckel för ett skript eller ett program som ska arbeta med ditt konto.',
  'keys.column.name': 'Namn',
  'keys.column.access': 'Vad den får göra',
  'keys.column.created': 'Skapad',
  'keys.column.expires': 'Går ut',
  'keys.column.lastUsed': 'Senast använd',
  'keys.column.status': 'Status',
  'keys.column.actions': 'Åtgärder',
  'keys.current': 'Du är inloggad med den här nyckeln',
  'keys.unnamed': 'Nyckel utan namn',
  'keys.status': '{status, select, active {Aktiv} expired {Utgången} revoked {Återkallad} other {Okänd}}',
  'keys.access.area': `{area, select,
    vps {Servrar}
    hosting {Webbhotell}
    domains {Domäner}
    dns {DNS-zoner}
    orders {Beställningar}
    billing {Fakturering}
    support {Supportärenden}
    accountLog {Kontologg}
    apiKeys {API-nycklar}
    other {Annat}
  }`,
  'keys.access.level': '{level, select, read {läsa} write {läsa och ändra} partial {vissa ändringar} other {inget}}',
  'keys.access.item': '{area}: {level}',
  'keys.access.none': 'Ingenting',
  'keys.access.other': '{count, plural, one {och # behörighet till} other {och # behörigheter till}}',
  'keys.created.by': '{date}, av {name}',
  'keys.created.byPerson': '{date}, av {name}',
  'keys.created.withAccount': '{date}, med kontot',
  'keys.expires.never': 'Aldrig',
  'keys.lastUsed.never': 'Inte använd än',
  'keys.lastUsed.from': '{date} från {address}',
  'keys.previousUntil': 'Den gamla hemligheten fungerar till {date}',
  'keys.revokedAt': 'Återkallad {date}',

  'keys.create.open': 'Skapa en API-nyckel',
  'keys.create.title': 'Skapa en API-nyckel',
  'keys.create.name': 'Namn',
  'keys.create.name.hint': 'Skriv var den används, till exempel ”Backupskript på web-01”.',
  'keys.create.name.required': 'Ge nyckeln ett namn.',
  'keys.create.name.tooLong': 'Ett namn har högst 60 tecken.',
  'keys.create.preset': 'Vad nyckeln får göra',
  'keys.create.preset.readOnly': 'Bara läsa',
  'keys.create.preset.readOnly.hint': 'Se allt din nyckel kan se, ändra ingenting. Den kan inte se API-nycklarna.',
  'keys.create.preset.full': 'Allt din nyckel får göra',
  'keys.create.preset.full.hint': 'Läsa och ändra alla delar, även hantera API-nycklar.',
  'keys.create.preset.custom': 'Välj per del',
  'keys.create.areas': 'Åtkomst per del',
  'keys.create.areas.hint': 'En ny nyckel kan aldrig få göra mer än nyckeln du är inloggad med.',
  'keys.create.areaChoice': '{choice, select, none {Ingen åtkomst} read {Läsa} write {Läsa och ändra} other {}}',
  'keys.create.areas.required': 'Välj minst en del som nyckeln får använda.',
  'keys.create.expiry': 'Går ut',
  'keys.create.expiry.choice':
    '{choice, select, d7 {Om 7 dagar} d30 {Om 30 dagar} d90 {Om 90 dagar} d365 {Om ett år} never {Aldrig} other {}}',
  'keys.create.expiry.hint': 'En nyckel som aldrig går ut fungerar tills den återkallas.',
  'keys.create.submit': 'Skapa nyckeln',
  'keys.create.cancel': 'Skapa ingen nyckel',

  'keys.secret.heading': 'Hemligheten för ”{name}”',
  'keys.secret.label': 'Hemlighet',
  'keys.secret.copy': 'Kopiera hemligheten för {name}',
  'keys.secret.once':
    'Kopiera den nu och förvara den säkert: den visas bara den här gången. Om den försvinner, ge nyckeln en ny hemlighet.',
  'keys.secret.done': 'Jag har kopierat den',

  'keys.revoke': 'Återkalla',
  'keys.revoke.title': 'Återkalla ”{name}”?',
  'keys.revoke.body':
    'Allt som använder nyckeln slutar fungera direkt: skript och servrar nekas, och den som är inloggad med den loggas ut vid nästa steg. Det går inte att ångra.',
  'keys.revoke.current': 'Du är inloggad med den här nyckeln: den här fliken loggas också ut.',
  'keys.revoke.confirm': 'Återkalla nyckeln',
  'keys.revoke.keep': 'Behåll nyckeln',
  'keys.revoked': '”{name}” är återkallad. Inget kan använda den längre.',

  'keys.rotate': 'Ny hemlighet',
  'keys.rotate.title': 'En ny hemlighet för ”{name}”',
  'keys.rotate.body':
    'Nyckeln behåller sitt namn, sin åtkomst och sitt utgångsdatum. Välj hur länge den gamla hemligheten ska fungera, så att du hinner byta den överallt där den används.',
  'keys.rotate.grace': 'Den gamla hemligheten slutar fungera',
  'keys.rotate.grace.choice':
    '{choice, select, h0 {Direkt} h1 {Om 1 timme} h24 {Om 24 timmar} h168 {Om 7 dagar} other {}}',
  'keys.rotate.current':
    'Du är inloggad med den här nyckeln: logga in med den nya hemligheten innan den gamla slutar fungera.',
  'keys.rotate.confirm': 'Skapa en ny hemlighet',
  'keys.rotate.keep': 'Behåll nuvarande hemlighet',
});
