import { defineTranslation } from '../define';
import type en from './en';

/** Swedish core words. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'common.cancel': 'Avbryt',
  'common.close': 'Stäng',
  'common.save': 'Spara',
  'common.delete': 'Ta bort',
  'common.edit': 'Ändra',
  'common.back': 'Tillbaka',
  'common.retry': 'Försök igen',
  'common.yes': 'Ja',
  'common.no': 'Nej',
  'common.unknown': 'Okänt',
  'common.loading': 'Laddar…',
  'common.working': 'Arbetar…',
  'common.breadcrumb': 'Du är här',
  'common.details': 'Detaljer',

  'shell.documentTitle': '{title} · Kontrollpanel',
  'shell.skipToContent': 'Hoppa till innehållet',
  'shell.brand': 'Kontrollpanel',
  'shell.nav.label': 'Huvudmeny',
  'shell.nav.menu': 'Meny',
  'shell.nav.overview': 'Översikt',
  'shell.nav.vps': 'Servrar',
  'shell.nav.orders': 'Beställningar',
  'shell.nav.hosting': 'Webbhotell',
  'shell.nav.domains': 'Domäner',
  'shell.nav.billing': 'Fakturering',
  'shell.nav.catalog': 'Tjänster och priser',
  'shell.nav.support': 'Supportärenden',
  'shell.nav.answered':
    '{count, plural, one {# ärende som supporten har besvarat väntar på dig} other {# ärenden som supporten har besvarat väntar på dig}}',
  'shell.nav.answeredArrived':
    '{count, plural, one {Supporten har svarat i ett av dina ärenden.} other {Supporten har svarat i # av dina ärenden.}}',
  'shell.account.signedIn': 'Inloggad',
  'shell.account.keyButton': 'Nyckeln ”{name}”',
  'shell.account.signedInAs': 'Inloggad som {name}',
  'shell.account.signedInWithKey': 'Inloggad med nyckeln ”{name}”',
  'shell.account.signedInWithAKey': 'Inloggad med en API-nyckel',
  'shell.account.ofAccount': 'Konto: {name}',
  'shell.account.readOnly': 'Endast läsning: du kan se allt men inte ändra något.',
  'shell.account.demoWorld':
    '{scenario, select, empty {Tom demo} reseller {Återförsäljardemo} other {Demo}}: påhittade uppgifter, inget här är på riktigt.',
  'shell.account.preferences': 'Inställningar',
  'shell.account.yourAccount': 'Ditt konto',
  'shell.account.account': 'Konto',
  'shell.account.accountLog': 'Kontologg',
  'shell.account.apiKeys': 'API-nycklar',
  'shell.account.team': 'Team',
  'shell.account.sessions': 'Inloggningar',
  'shell.account.operationsRunning': '{count, plural, one {# åtgärd pågår} other {# åtgärder pågår}}',
  'shell.palette.open': 'Sök',
  'shell.shareView': 'Dela vyn med supporten',
  'shell.shareViewShort': 'Dela vy',
  'replay.notInView': 'Den här skärmen finns inte i kundens vy, så den kan inte visas i uppspelningen.',
  'replay.readOnly': 'Det här är en uppspelning av en kunds vy: inget kan ändras i den.',
  'replay.banner': 'Uppspelning av en kunds vy från {time}. Inget kan ändras i den.',
  'replay.notKept':
    'Uppspelningen kunde inte sparas för den här fliken (webbläsarens lagring är full): om du laddar om sidan avslutas den.',
  'replay.leave': 'Avsluta uppspelningen',
  'shell.signOut': 'Logga ut',

  'noArea.heading': 'Inget att visa för den här nyckeln',
  'noArea.intro':
    'Den här API-nyckeln saknar de behörigheter som panelens delar kräver. Varje del kräver behörigheten som står bredvid:',
  'noArea.item': '{area}: {scope}',
  'noArea.outro': 'Be kontots ägare om en nyckel som omfattar de delar du arbetar med och logga sedan in med den.',

  'language.label': 'Språk',
  'language.loadFailed': 'Språket kunde inte laddas. Kontrollera anslutningen och försök igen.',

  'theme.label': 'Tema',
  'theme.system': 'System',
  'theme.light': 'Ljust',
  'theme.dark': 'Mörkt',

  'public.signIn': 'Logga in',

  'problem.clientError.title': 'Något gick fel i panelen',
  'problem.clientError.detail': 'Ett oväntat fel inträffade.',
  'problem.missingScopes':
    '{count, plural, one {Behörighet som saknas:} other {Behörigheter som saknas:}} {scopes}. Be kontots ägare om en API-nyckel som har {count, plural, one {den} other {dem}}.',
  'problem.network.title': 'Servern går inte att nå',
  'problem.network.detail': 'Anropet fick inget svar. Kontrollera anslutningen och försök igen.',
  'problem.invalidResponse.title': 'Oväntat svar från servern',
  'problem.invalidResponse.detail': 'Svaret följde inte API:ets specifikation.',
  'problem.timeout.title': 'Servern svarade inte i tid',
  'problem.timeout.detail': 'Inget svar kom i tid. Kontrollera anslutningen och försök igen.',
  'problem.outcomeUnknown.title': 'Vi kunde inte bekräfta att det gick igenom',
  'problem.outcomeUnknown.detail':
    'Begäran skickades, men inget svar som gick att läsa kom tillbaka, så ändringen kan ha genomförts. Sidan visar nu vad servern har: kontrollera det innan du försöker igen.',
  'problem.code': 'Kod',
  'problem.httpStatus': '(HTTP {status})',
  'problem.requestId': 'Anrops-ID',
  'problem.copyRequestId': 'Kopiera anrops-ID',
  'problem.noRequestId': 'inget (anropet nådde inte servern)',
  'problem.generic':
    '{kind, select, invalid {Det som skickades godtogs inte.} forbidden {Din API-nyckel får inte göra detta.} notFound {Vi hittade det inte.} conflict {Det går inte att göra just nu.} busy {För många anrop just nu. Vänta en stund och försök igen.} server {Något gick fel hos oss. Försök igen om en stund.} other {Något gick fel.}}',
  'problem.support.summary': 'Detaljer för supporten',
  'problem.support.status': 'HTTP-status',
  'problem.support.server': 'Serverns meddelande',
  'problem.support.scopes': 'Behörigheter som saknas',
  'problem.support.fields': 'Fält',
  'problem.support.operation': 'Åtgärds-ID',
  'problem.support.copy': 'Kopiera detaljer för supporten',
  'problem.support.time': 'Tid',
  'problem.support.url': 'Adress',
  'problem.support.version': 'Appversion',
  'problem.field.required': 'Fältet måste fyllas i.',
  'problem.field.invalid': 'Värdet godtogs inte.',
  'problem.field.named': '{field}: {message}',
  'problem.retry': 'Försök igen',

  'confirm.typeToConfirm': 'Skriv {name} för att bekräfta',
  'confirm.keep': 'Ändra inget',
  'confirm.working': 'Arbetar…',
  'notice.tone': '{tone, select, success {Klart:} warning {Varning:} danger {Problem:} other {Obs:}}',
  'guard.wait': '(vänta {seconds} s)',

  'link.unsafePayment':
    'Betalningslänken kunde inte visas på ett säkert sätt. Betala via fakturan vi skickade med e-post, eller kontakta supporten för en ny länk.',
  'link.newTab': '(öppnas i en ny flik)',
  'link.inReplay': '(en länk till {address} i kundens vy, öppnas inte i en uppspelning)',

  'copy.button': 'Kopiera',
  'copy.copied': 'Kopierat',
  'copy.failed': 'Det gick inte att kopiera: markera texten i stället',

  'gate.unavailable': 'Inte tillgängligt just nu.',
  'gate.missing': 'Servern angav inte om åtgärden är tillåten.',

  'route.loading': 'Laddar…',
  'boot.failed': 'Kontrollpanelen kunde inte laddas. Kontrollera anslutningen och ladda sedan om sidan.',
  'boot.reload': 'Ladda om',
  'route.error.forbidden': 'Du har inte behörighet till det här',
  'route.error.notFound': 'Hittades inte',
  'route.error.failed': 'Sidan kunde inte laddas',
  'notFound.heading': 'Sidan finns inte',
  'notFound.body': 'Det finns inget på den här adressen. Sidan kan ha flyttats, eller så är länken felskriven.',
  'notFound.home': 'Gå till startsidan',
  'notFound.signIn': 'Gå till inloggningen',
  'notFound.backTo': 'Tillbaka till {area}',

  'rateLimit.waiting':
    'För många anrop: API:et bad oss sakta ner. Försöker igen om {seconds, plural, one {# sekund} other {# sekunder}}…',

  'pager.label': 'Sidor',
  'pager.first': 'Första sidan',
  'pager.next': 'Nästa sida',
  'pager.backToFirst': 'Tillbaka till första sidan',
  'pager.laterPage': 'senare sida',

  'serviceType.kind':
    '{kind, select, vps {VPS} domain {Domän} hosting {Webbhotell} order {Beställning} invoice {Faktura} ticket {Supportärende}}',
  'serviceType.unknown': 'Tjänst',

  'invoice.status':
    '{status, select, paid {Betald} unpaid {Obetald} partially_paid {Delvis betald} draft {Förbereds} cancelled {Makulerad} refunded {Återbetald} other {Okänd}}',

  'list.dropped.title': '{count, plural, one {# objekt kunde inte visas.} other {# objekt kunde inte visas.}}',
  'list.dropped.hint':
    'Servern skickade {count, plural, one {det} other {dem}} i en form som panelen inte kan läsa. Allt annat här är komplett. Kontakta supporten om det fortsätter.',

  // Listverktygen (src/ui/list-toolbar.tsx).
  'list.count.all':
    '{noun, select, domains {{total, plural, =0 {Inga domäner} one {# domän} other {# domäner}}} servers {{total, plural, =0 {Inga servrar} one {# server} other {# servrar}}} hostingAccounts {{total, plural, =0 {Inga webbhotellskonton} one {# webbhotellskonto} other {# webbhotellskonton}}} orders {{total, plural, =0 {Inga beställningar} one {# beställning} other {# beställningar}}} tickets {{total, plural, =0 {Inga ärenden} one {# ärende} other {# ärenden}}} invoices {{total, plural, =0 {Inga fakturor} one {# faktura} other {# fakturor}}} billingEvents {{total, plural, =0 {Inga händelser} one {# händelse} other {# händelser}}} accountLogEntries {{total, plural, =0 {Inga ändringar} one {# ändring} other {# ändringar}}} apiKeys {{total, plural, =0 {Inga API-nycklar} one {# API-nyckel} other {# API-nycklar}}} teamMembers {{total, plural, =0 {Inga teammedlemmar} one {# teammedlem} other {# teammedlemmar}}} sessions {{total, plural, =0 {Inga sessioner} one {# session} other {# sessioner}}} plans {{total, plural, =0 {Inga paket} one {# paket} other {# paket}}} dnsRecords {{total, plural, =0 {Inga poster} one {# post} other {# poster}}} mailboxes {{total, plural, =0 {Inga e-postkonton} one {# e-postkonto} other {# e-postkonton}}} addonDomains {{total, plural, =0 {Inga tilläggsdomäner} one {# tilläggsdomän} other {# tilläggsdomäner}}} snapshots {{total, plural, =0 {Inga ögonblicksbilder} one {# ögonblicksbild} other {# ögonblicksbilder}}} sshKeys {{total, plural, =0 {Inga SSH-nycklar} one {# SSH-nyckel} other {# SSH-nycklar}}}}',
  'list.count.matching':
    '{noun, select, domains {{matching} av {total, plural, one {# domän} other {# domäner}}} servers {{matching} av {total, plural, one {# server} other {# servrar}}} hostingAccounts {{matching} av {total, plural, one {# webbhotellskonto} other {# webbhotellskonton}}} orders {{matching} av {total, plural, one {# beställning} other {# beställningar}}} tickets {{matching} av {total, plural, one {# ärende} other {# ärenden}}} invoices {{matching} av {total, plural, one {# faktura} other {# fakturor}}} billingEvents {{matching} av {total, plural, one {# händelse} other {# händelser}}} accountLogEntries {{matching} av {total, plural, one {# ändring} other {# ändringar}}} apiKeys {{matching} av {total, plural, one {# API-nyckel} other {# API-nycklar}}} teamMembers {{matching} av {total, plural, one {# teammedlem} other {# teammedlemmar}}} sessions {{matching} av {total, plural, one {# session} other {# sessioner}}} plans {{matching} av {total, plural, one {# paket} other {# paket}}} dnsRecords {{matching} av {total, plural, one {# post} other {# poster}}} mailboxes {{matching} av {total, plural, one {# e-postkonto} other {# e-postkonton}}} addonDomains {{matching} av {total, plural, one {# tilläggsdomän} other {# tilläggsdomäner}}} snapshots {{matching} av {total, plural, one {# ögonblicksbild} other {# ögonblicksbilder}}} sshKeys {{matching} av {total, plural, one {# SSH-nyckel} other {# SSH-nycklar}}}}',
  'list.count.shown': '{shown} visas',
  'list.count.updating': 'Listan uppdateras…',
  'list.empty.noMatch':
    '{noun, select, domains {Inga domäner matchar} servers {Inga servrar matchar} hostingAccounts {Inga webbhotellskonton matchar} orders {Inga beställningar matchar} tickets {Inga ärenden matchar} invoices {Inga fakturor matchar} billingEvents {Inga händelser matchar} accountLogEntries {Inga ändringar matchar} apiKeys {Inga API-nycklar matchar} teamMembers {Inga teammedlemmar matchar} sessions {Inga sessioner matchar} plans {Inga paket matchar} dnsRecords {Inga poster matchar} mailboxes {Inga e-postkonton matchar} addonDomains {Inga tilläggsdomäner matchar} snapshots {Inga ögonblicksbilder matchar} sshKeys {Inga SSH-nycklar matchar}}',
  'list.empty.noMatchBody': 'Ändra söktexten eller filtren, eller rensa dem för att se allt igen.',
  // Listkitet (src/ui/kit-list.tsx).
  'kit.status.label': 'Status',
  'kit.sort.hint': 'Sortera efter den här kolumnen',
  'kit.more.button': 'Visa fler',
  'kit.more.loading': 'Hämtar fler…',
  'kit.readOnly': 'Din API-nyckel har bara läsbehörighet, så den kan inte ändra något här.',
  'kit.more.allShown': 'Allt som matchar visas.',
  'kit.select.row': 'Välj {name}',
  'kit.select.shown': '{count, plural, one {Välj raden som visas} other {Välj de # rader som visas}}',
  'kit.select.column': 'Välj',
  'kit.select.matching': 'Välj alla som matchar',
  'kit.selection.label': 'Urval',
  'kit.selection.count':
    '{kind, select, matching {{count, select, unknown {Alla som matchar är valda} other {Alla {count} som matchar är valda}}} other {{count} valda}}',
  'kit.selection.clear': 'Rensa urvalet',
  'kit.outcomes.title': '{done} av {total} klara',
  'kit.outcome': '{outcome, select, ok {Klart} failed {Inte gjort} other {Väntar}}',
  'kit.csv.download': 'Ladda ner CSV',
  'kit.csv.hint': 'Allt som filtren visar, alla sidor.',
  'kit.csv.progress': '{total, select, unknown {{done} rader lästa…} other {{done} av {total} rader lästa…}}',
  'kit.csv.cancel': 'Avbryt',
  'kit.csv.cancelled': 'Nedladdningen avbröts. Inget sparades.',
  'kit.csv.done': 'Sparade {file}: {count, plural, one {# rad} other {# rader}}.',
  'kit.csv.dropped':
    '{count, plural, one {# objekt som servern skickade kunde inte läsas och finns inte med.} other {# objekt som servern skickade kunde inte läsas och finns inte med.}}',
  'kit.csv.failed':
    '{count, plural, =0 {Nedladdningen avbröts innan någon rad lästes.} one {Nedladdningen avbröts efter # rad.} other {Nedladdningen avbröts efter # rader.}} Inget sparades.',
  'kit.csv.retry': 'Försök igen',
  'kit.csv.column.id': 'ID',
  'kit.csv.column.currency': 'Valuta',

  'empty.noResults': 'Inget matchar filtren.',
  'empty.clearFilters': 'Rensa filtren',
  'date.none': 'Inget datum',
  'value.missing': 'Saknas',

  // Betalningar (kitets src/ui/payment).
  'payment.cardBrand': '{brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} other {Kort}}',
  'payment.cardName': '{brand} som slutar på {last4}',
  'payment.paid':
    'Betalade {amount} med {card}. {count, plural, one {Fakturan är betald.} other {De # fakturorna är betalda.}}',
  'payment.paidNoCard':
    'Betalade {amount}. {count, plural, one {Fakturan är betald.} other {De # fakturorna är betalda.}}',
  'payment.declined': 'Betalningen nekades',
  'payment.declineReason':
    '{code, select, insufficient_funds {Det finns inte tillräckligt med pengar på kortet.} expired_card {Kortet har gått ut.} card_declined {Banken nekade kortet.} authentication_failed {Betalningen bekräftades inte hos din bank.} other {Banken nekade betalningen.}} Inget drogs och {count, plural, one {fakturan är oförändrad.} other {fakturorna är oförändrade.}}',
  'payment.declinedNext': 'Välj ett annat kort, eller betala på betalleverantörens sida.',
  'payment.waiting': 'Betalningen väntar på din bekräftelse hos betalleverantören.',
  'payment.unsafe':
    '{step, select, confirm {Din bank vill att du bekräftar betalningen, men sidans adress är inte säker att öppna.} other {Betalleverantörens sidadress är inte säker att öppna, så den öppnades inte.}} Inget drogs; kontakta supporten.',
  'payment.unknown.title': 'Vi vet inte om ditt kort debiterades',
  'payment.unknown.body':
    'Anslutningen bröts efter att betalningen skickats. {count, plural, one {Fakturan har lästs in igen: visas den nu som betald gick betalningen igenom. Kontrollera den innan du betalar igen.} other {Fakturorna har lästs in igen: de som nu visas som betalda är betalda. Kontrollera dem innan du betalar igen.}}',
  'price.withVat': '{amount} {basis, select, included {inkl. moms} none {utan moms (förskott)} other {exkl. moms}}',
  'price.vatOnly': '{basis, select, included {inkl. moms} none {utan moms (förskott)} other {exkl. moms}}',
  'price.total': 'Totalt',
  'price.vatBeside': 'Moms {rate} {vat} · {gross} inkl. moms',
  'price.vatBeside.reverseCharge': 'Moms {rate} (omvänd betalningsskyldighet)',

  'operations.button': 'Åtgärder',
  'operations.runningBadge': '{count} pågår',
  'operations.title': 'Åtgärder',
  'operations.close': 'Stäng',
  'operations.running.heading': 'Pågår ({count})',
  'operations.running.empty':
    'Inget pågår just nu. Åtgärder som du startar (omstarter, ögonblicksbilder, ändringar av flera på en gång) visas här.',
  'operations.recent.heading': 'Senaste ({count})',
  'operations.recent.empty': 'Inga avslutade åtgärder under den här sessionen.',
  'operations.clearFinished': 'Rensa avslutade',
  'operations.accountLog': 'Alla ändringar i kontologgen',
  'operations.started': 'Startad {time}',
  'operations.stopped.title': 'Slutade följa åtgärden',
  'operations.stopped.detail':
    'Den pågick i mer än 15 minuter. Det senast kända läget visas; uppdatera sidan för att se hur det ser ut nu.',
  'operation.error': '{title}: {detail}',
  'operation.failedInline.title': 'Åtgärden misslyckades',
  'operation.failedInline.detail': 'Servern angav ingen orsak.',
  'operation.accepted': 'Mottagen',
  'operation.untracked.refreshing':
    'Mottagen. Förloppet kan inte följas här, så sidan uppdateras några gånger de närmaste minuterna för att visa resultatet.',
  'operation.untracked.rested':
    'Mottagen. Förloppet kunde inte följas här. Om ändringen inte syns än, uppdatera sidan om en stund.',
  'operation.lost.title': 'Kunde inte följa åtgärden',
  'operation.lost.detail':
    'Servern svarar inte längre om hur det går. Den kan ändå bli klar; det senast kända läget visas och sidan har uppdaterats.',
  'operation.status':
    '{status, select, pending {Väntar} queued {I kö} in_progress {Pågår} completed {Klar} failed {Misslyckades} unknown {Okänd}}',
  'attachments.legend': 'Bilagor',
  'attachments.choose': 'Lägg till filer',
  'attachments.input': 'Välj filer att bifoga',
  'attachments.drop': 'eller släpp dem här',
  'attachments.hint': 'Upp till {count} filer på högst {size} var: {types}.',
  'attachments.list': 'Valda filer',
  'attachments.uploading': 'Laddar upp {name}',
  'attachments.uploaded': 'Bifogad',
  'attachments.remove': 'Ta bort {name}',
  'attachments.removeShort': 'Ta bort',
  'attachments.refused.tooLarge': 'Inte bifogad: filen är {size}, större än gränsen på {limit}.',
  'attachments.refused.type': 'Inte bifogad: filer av den här typen kan inte skickas. Tillåtna typer: {types}.',
  'attachments.refused.tooMany':
    'Inte bifogad: ett meddelande kan ha högst {count} filer. Ta bort en för att lägga till den här.',
  'attachments.refused.noAnswer': 'Inte bifogad: uppladdningen fick inget svar. Ta bort filen och lägg till den igen.',
  'attachments.refused.other': 'Inte bifogad: {reason}',
  'attachments.announce.refused': '{name} bifogades inte.',
  'attachments.announce.uploaded': '{name} är bifogad.',

  'help.link': 'Få hjälp med det här',
});
