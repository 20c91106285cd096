import { defineTranslation } from '@/i18n';
import type en from './en';

/** The orders area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'orders.number': 'Beställning #{number}',
  'orders.status':
    '{status, select, pending {Väntande} active {Aktiv} completed {Slutförd} cancelled {Avbruten} failed {Misslyckad} other {Okänd}}',
  'orders.type': '{type, select, new {Ny} renew {Förnyelse} upgrade {Uppgradering} transfer {Flytt} other {Okänd}}',
  'orders.paymentStatus':
    '{status, select, paid {Betald} unpaid {Inte betald} credit_note {Krediterad} pending {Väntar} other {Okänd}}',
  'orders.cycle':
    '{cycle, select, monthly {Månadsvis} quarterly {Var tredje månad} semiannually {Var sjätte månad} annually {Årsvis} biennially {Vartannat år} triennially {Vart tredje år} free {Kostnadsfri} none {Ingen faktureringsperiod} other {Okänd}}',

  'orders.list.title': 'Beställningar',
  'orders.list.search.label': 'Hitta beställningar',
  'orders.list.search.q': 'Beställningsnummer, domän eller paket',
  'orders.list.filter.status': 'Filtrera beställningar efter status',
  'orders.list.filter.type': 'Filtrera beställningar efter typ',
  'orders.list.filter.statusOption':
    '{status, select, all {Alla statusar} pending {Väntande} active {Aktiva} completed {Slutförda} cancelled {Avbrutna} failed {Misslyckade} other {Okänd}}',
  'orders.list.filter.typeOption':
    '{type, select, all {Alla typer} new {Nya} renew {Förnyelser} upgrade {Uppgraderingar} transfer {Flyttar} other {Okänd}}',
  'orders.list.caption':
    '{filtered, select, yes {Beställningar som matchar filtren} other {Alla beställningar}}{page, select, first {} other {, senare sida}}',
  'orders.list.column.order': 'Beställning',
  'orders.list.column.items': 'Avser',
  'orders.list.items.more': '{count, plural, one {och # till} other {och # till}}',
  'orders.list.column.status': 'Status',
  'orders.list.column.type': 'Typ',
  'orders.list.column.amount': 'Belopp',
  'orders.list.column.invoice': 'Faktura',
  'orders.list.column.created': 'Lagd',
  'orders.list.noInvoice': 'Ingen faktura',
  'orders.list.updating': 'Uppdaterar beställningar…',
  'orders.list.empty.heading': 'Inga beställningar än',
  'orders.list.empty.body':
    'Beställningar du lägger, och förnyelser som panelen skapar åt dig, visas här med sina fakturor.',
  'orders.list.order': 'Beställ ett paket',

  'orders.detail.breadcrumb': 'Beställningar',
  'orders.detail.side': 'Om beställningen',
  'orders.detail.facts.type': 'Typ',
  'orders.detail.facts.placed': 'Lagd',
  'orders.detail.facts.contract': 'Villkor godkända',
  'orders.detail.facts.client': 'Beställd av',
  'orders.detail.facts.reference': 'Er referens',
  'orders.detail.facts.notes': 'Anteckningar',
  'orders.detail.facts.retry': 'Nytt försök',
  'orders.detail.facts.retryAllowed': 'Beställningen kan göras om; kontakta supporten för ett nytt försök.',
  'orders.help.link': 'Kontakta supporten',
  'orders.help.retry': 'Gör ett nytt försök med min beställning #{number}.',
  'orders.help.failed': 'Min beställning #{number} misslyckades och kan inte göras om här. Vad kan jag göra?',
  'orders.help.unsafePayment':
    'Betalningslänken för min beställning #{number} kunde inte visas i kontrollpanelen. Skicka en ny länk till mig.',
  'orders.detail.none': '—',

  'orders.billing.heading': 'Fakturering',
  'orders.billing.amount': 'Belopp',
  'orders.billing.cycle': 'Faktureringsperiod',
  'orders.billing.periodYears': 'Avtalstid',
  'orders.billing.years': '{count, plural, one {# år} other {# år}}',
  'orders.billing.mode': 'Betalningsmodell',
  'orders.billing.payg': 'Betala efter användning',
  'orders.billing.paygExplained':
    'Betala efter användning: molnservern faktureras månadsvis i efterskott för det den använt, så beloppet är en uppskattning.',
  'orders.billing.fixed': 'Fast period, betalas i förskott',
  'orders.billing.unknownMode': 'Anges inte',

  'orders.invoice.heading': 'Faktura',
  'orders.invoice.number': 'Faktura {number}',
  'orders.invoice.status': 'Status',
  'orders.invoice.total': 'Totalt',
  'orders.invoice.paid': 'Betalt',
  'orders.invoice.outstanding': 'Kvar att betala',
  'orders.invoice.due': 'Förfallodag',
  'orders.invoice.none': 'Beställningen har ingen faktura.',
  'orders.invoice.lookupPending':
    'Fakturan för beställningen letas fortfarande upp. Den visas här så snart den hittats; uppdatera om en minut.',
  'orders.invoice.refresh': 'Uppdatera',
  'orders.invoice.show': 'Visa faktura {number}',
  'orders.payment.heading': 'Betalning',
  'orders.payment.status': 'Betalningsstatus',
  'orders.payment.pay': 'Betala {amount}',
  'orders.payment.payNoAmount': 'Betala fakturan',
  'orders.payment.creditNote': 'Fakturan makulerades och en kreditfaktura utfärdades för den.',

  'orders.items.heading': 'Det här beställdes',
  'orders.items.domains': 'Domäner',
  'orders.items.hosting': 'Webbhotell och servrar',
  'orders.items.addons': 'Tillägg',
  'orders.items.upgrades': 'Uppgraderingar',
  'orders.items.none': 'Beställningen innehåller inga poster.',
  'orders.items.unnamed': 'Post',
  'orders.items.upgradeFromTo': '{from} → {to}',
  'orders.items.quantity': '× {count}',

  'orders.restore.heading': 'Återställning av säkerhetskopia',
  'orders.restore.summary':
    '{requested, plural, one {# återställning begärd} other {# återställningar begärda}}: {created} skapade, {queued} i kö, {skipped} hoppade över.',
  'orders.restore.deferred':
    'Återställningen är sparad och körs automatiskt när den nya serverns konto finns; inget går förlorat om den inte har startat än.',
  'orders.restore.dispatched': 'Återställningen lämnades över när servern installerades.',

  'orders.cancel.button': 'Avbryt beställningen',
  'orders.cancel.title': 'Avbryta beställning #{number}?',
  'orders.cancel.withInvoice':
    'Beställningen avbryts och faktura {invoice} makuleras med den: du behöver inte betala den, och det du redan betalat krediteras ditt konto.',
  'orders.cancel.withoutInvoice': 'Beställningen avbryts. Den har ingen faktura att makulera.',
  'orders.cancel.irreversible': 'Det går inte att ångra; lägg en ny beställning för att få samma tjänster.',
  'orders.cancel.confirm': 'Avbryt beställningen',
  'orders.cancel.keep': 'Behåll beställningen',
  'orders.cancel.done': 'Beställning #{number} avbröts.',
  'orders.cancel.refused': 'Beställningen kunde inte avbrytas: {reason}',

  'orders.new.title': 'Beställ {name}',
  'orders.new.titleNoPlan': 'Beställ ett paket',
  'orders.new.breadcrumb': 'Tjänster och priser',
  'orders.new.planMissing': 'Paketet ”{slug}” finns inte i katalogen.',
  'orders.new.planUnavailable': '{name} kan inte beställas just nu.',
  'orders.new.backToCatalog': 'Tillbaka till tjänster och priser',
  'orders.new.cycle.legend': 'Faktureringsperiod',
  'orders.new.cycle.option': '{cycle, select, monthly {Månadsvis} annually {Årsvis} other {Annan}}: {price}',
  'orders.new.cycle.setup': 'plus {amount} i uppstartsavgift',
  'orders.new.domain.label': 'Huvuddomän',
  'orders.new.domain.hint':
    'Domänen som webbhotellet skapas för, till exempel exempel.se. Du kan lägga till fler senare.',
  'orders.new.domain.required': 'Ange domänen som webbhotellet är till för.',
  'orders.new.domain.tooLong': 'Ett domännamn har högst 253 tecken.',
  'orders.new.domain.invalid': 'Ange ett fullständigt domännamn som exempel.se, utan https:// eller sökväg.',
  'orders.new.preview': 'Visa priset',
  'orders.new.previewing': 'Räknar…',
  'orders.new.summary.heading': 'Pris',
  'orders.new.summary.recurring': '{cycle, select, monthly {Varje månad} annually {Varje år} other {Varje period}}',
  'orders.new.summary.setup': 'Engångsavgift för uppstart',
  'orders.new.summary.dueNow': 'Att betala nu',
  'orders.new.summary.item':
    '{name} för {domain}, {cycle, select, monthly {varje månad} annually {varje år} other {varje period}}',
  'orders.new.summary.itemSetup': 'Uppstartsavgift, en gång',
  'orders.new.summary.vatExcluded':
    'Priserna är exklusive moms. Momsen läggs på fakturan enligt den sats som gäller för dig.',
  'orders.new.summary.vatIncluded': 'Priserna är inklusive moms.',
  'orders.new.summary.firstPayment':
    'Den första betalningen är högre än de följande eftersom den innehåller uppstartsavgiften, som bara betalas en gång.',
  'orders.new.terms.legend': 'Villkor',
  'orders.new.terms.accept': 'Jag godkänner {terms} för den här beställningen',
  'orders.new.terms.link': 'användarvillkoren',
  'orders.new.terms.newTab': '(öppnas i en ny flik)',
  'orders.new.terms.required': 'Kryssa i rutan för att godkänna användarvillkoren. Beställningen läggs först då.',
  'orders.new.summary.stale': 'Du ändrade beställningen efter att priset visades. Visa priset igen innan du beställer.',
  'orders.new.confirm': 'Lägg beställningen för {amount}',
  'orders.new.checkOrders': 'Se dina beställningar: finns beställningen där har den lagts',
  'orders.new.placing': 'Lägger beställningen…',
  'orders.new.created': 'Beställning #{number} är lagd. Betala fakturan för att starta tjänsten.',
  'orders.terms.title': 'Användarvillkor',
  'orders.terms.version': 'Version 2026-01, gäller från 1 januari 2026',
  'orders.terms.intro':
    'Villkoren gäller för varje beställning du gör i panelen. När du beställer intygar du att du har läst och godkänt dem.',
  'orders.terms.service.heading': 'Tjänsten',
  'orders.terms.service.body':
    'Vi levererar paketet du beställer under den faktureringsperiod du väljer. Tjänsten startar när den första fakturan är betald.',
  'orders.terms.payment.heading': 'Priser och betalning',
  'orders.terms.payment.body':
    'Priserna visas exklusive moms; momsen läggs på fakturan enligt den sats som gäller för dig. Fakturor förfaller 14 dagar efter att de skickats. En uppstartsavgift, om paketet har en, betalas med den första fakturan.',
  'orders.terms.cancel.heading': 'Uppsägning',
  'orders.terms.cancel.body':
    'Du kan avbryta en beställning tills den börjar behandlas. En tjänst förnyas i slutet av varje faktureringsperiod tills du säger upp den.',
  'orders.terms.data.heading': 'Dina uppgifter',
  'orders.terms.data.body':
    'Vi behandlar uppgifterna du lagrar i tjänsten bara för att leverera den, och raderar dem när tjänsten upphör.',
});
