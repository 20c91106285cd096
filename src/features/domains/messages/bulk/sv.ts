import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'domainsBulk.actions.label': 'Massåtgärder',
  'domainsBulk.action.redirectCreate': 'Skapa omdirigering',
  'domainsBulk.action.redirectDelete': 'Ta bort omdirigeringar',
  'domainsBulk.action.autoRenewOn': 'Slå på automatisk förnyelse',
  'domainsBulk.action.autoRenewOff': 'Stäng av automatisk förnyelse',
  'domainsBulk.action.renew': 'Förnya',

  'domainsBulk.dialog.title': `{action, select,
    redirectCreate {Skapa en omdirigering}
    redirectDelete {Ta bort omdirigeringar}
    autoRenewOn {Slå på automatisk förnyelse}
    autoRenewOff {Stäng av automatisk förnyelse}
    nameservers {Ändra namnservrar}
    contactsCopy {Kopiera kontakter}
    other {Förnya domäner}}`,
  'domainsBulk.action.manage': '{action, select, nameservers {Ändra namnservrar} other {Kopiera kontakter}}',
  'domainsBulk.operation.manage':
    '{action, select, nameservers {{count, plural, one {Namnservrar för # domän} other {Namnservrar för # domäner}}} other {{count, plural, one {Kontakter kopierade till # domän} other {Kontakter kopierade till # domäner}}}}',
  'domainsBulk.summary.nameservers':
    '{count, plural, one {Namnservrarna för # domän ersätts.} other {Namnservrarna för # domäner ersätts.}} En ändring börjar gälla inom några timmar; domäner som inte kan ändras nu visas efteråt med skälet.',
  'domainsBulk.confirm.nameservers': 'Ändra namnservrar',
  'domainsBulk.contacts.source': 'Kopiera från',
  'domainsBulk.contacts.source.hint': 'En av de valda domänerna; de andra får dess kontakter.',
  'domainsBulk.contacts.roles': 'Vilka kontakter',
  'domainsBulk.contacts.role':
    '{role, select, registrant {Domäninnehavare} admin {Administrativ kontakt} tech {Teknisk kontakt} other {Faktureringskontakt}}',
  'domainsBulk.contacts.noRole': 'Välj minst en kontakt.',
  'domainsBulk.contacts.needTwo': 'Välj minst två domäner: en att kopiera från och en att kopiera till.',
  'domainsBulk.summary.contactsCopy':
    '{count, plural, one {De valda kontakterna för {source} kopieras till # domän.} other {De valda kontakterna för {source} kopieras till # domäner.}} Person- eller organisationsnumret för en .se- eller .nu-domäns innehavare kopieras inte: det byts bara efter e-legitimation på domänens sida.',
  'domainsBulk.confirm.contactsCopy': 'Kopiera kontakter',
  'domainsBulk.outcome.manage.done':
    '{action, select, nameservers {Namnservrarna ändrade; gäller inom några timmar.} other {Kontakterna kopierade.}}',
  'domainsBulk.outcome.manage.partial': `{reason, select,
    identity_verification_required {Kopierat, utom innehavarens nummer: det byts bara efter e-legitimation på domänens sida.}
    other {Delvis ändrat.}}`,
  'domainsBulk.outcome.manage.notUpdated': `{reason, select,
    domain_not_active {Inte ändrad: domänen är inte aktiv.}
    registry_lock_enabled {Inte ändrad: Registry Lock låser namnservrarna; be registret att låsa upp först.}
    transfer_in_progress {Inte ändrad: en flytt av domänen pågår.}
    contacts_not_editable {Inte ändrad: domänens kontakter kan inte ändras nu.}
    source_contact_missing {Inte ändrad: domänen som kopieras från saknar den kontakten.}
    other {Inte ändrad.}}`,
  'domainsBulk.dialog.close': 'Stäng',
  'domainsBulk.dialog.closeBlocked': 'Anrop skickas fortfarande; dialogen kan stängas när de är klara.',

  'domainsBulk.resolve.progress':
    '{count, plural, one {Hämtar de valda domänerna: # hittad hittills…} other {Hämtar de valda domänerna: # hittade hittills…}}',
  'domainsBulk.resolve.failed': 'De valda domänerna kunde inte hämtas.',
  'domainsBulk.resolve.none': 'Ingen domän matchar längre urvalet.',

  'domainsBulk.names.count': '{count, plural, one {# domän} other {# domäner}}',
  'domainsBulk.names.show': '{count, plural, one {Visa domänen} other {Visa alla # domäner}}',
  'domainsBulk.names.label': 'Valda domäner',
  'domainsBulk.chunks':
    '{chunks, plural, one {Skickas som ett anrop.} other {Skickas som # anrop med högst {limit} domäner vardera, ett i taget.}}',

  'domainsBulk.summary.redirectCreate':
    '{count, plural, one {En omdirigeringsregel skapas för # domän.} other {En omdirigeringsregel skapas för var och en av # domäner.}}',
  'domainsBulk.summary.redirectDeleteAll':
    '{count, plural, one {Alla omdirigeringsregler för # domän tas bort.} other {Alla omdirigeringsregler för # domäner tas bort.}}',
  'domainsBulk.summary.redirectDeleteChosen':
    '{rules, plural, one {# vald regel} other {# valda regler}} för {count, plural, one {# domän} other {# domäner}} tas bort.',
  'domainsBulk.summary.autoRenewOn':
    '{count, plural, one {Automatisk förnyelse slås på för # domän.} other {Automatisk förnyelse slås på för # domäner.}} Bara aktiva domäner kan förnyas automatiskt.',
  'domainsBulk.summary.autoRenewOff':
    '{count, plural, one {Automatisk förnyelse stängs av för # domän.} other {Automatisk förnyelse stängs av för # domäner.}} Om förnyelsebeställningar redan väntar på betalning ändras ingenting förrän du väljer vad som ska hända med dem.',
  'domainsBulk.summary.renew':
    '{count, plural, one {En förnyelsebeställning med faktura skapas för # domän om den kan förnyas nu.} other {En förnyelsebeställning med faktura skapas för var och en av # domäner som kan förnyas nu.}} Domäner som inte kan förnyas hoppas över och skälet visas.',
  'domainsBulk.confirm.redirectCreate': 'Skapa omdirigeringar',
  'domainsBulk.confirm.redirectDelete': 'Ta bort omdirigeringar',
  'domainsBulk.confirm.autoRenewOn': 'Slå på automatisk förnyelse',
  'domainsBulk.confirm.autoRenewOff': 'Stäng av automatisk förnyelse',
  'domainsBulk.confirm.renew': 'Förnya domäner',

  'domainsBulk.redirect.source': 'Käll-URL eller sökväg',
  'domainsBulk.redirect.source.hint':
    'Skriv {domain} där varje domäns namn ska stå, till exempel https://{domain}/gammal-sida.',
  'domainsBulk.redirect.source.required': 'Ange käll-URL eller sökväg.',
  'domainsBulk.redirect.tooLong': 'Använd högst 2048 tecken.',
  'domainsBulk.redirect.target': 'Mål-URL',
  'domainsBulk.redirect.target.hint':
    'En fullständig adress som börjar med https:// eller http://; {domain} fungerar även här.',
  'domainsBulk.redirect.target.required': 'Ange mål-URL.',
  'domainsBulk.redirect.target.pattern': 'Ange en fullständig URL som börjar med http:// eller https://.',
  'domainsBulk.redirect.statusCode': 'Statuskod',
  'domainsBulk.redirect.statusCode.option': `{code, plural,
    =301 {301 – permanent flytt}
    =302 {302 – hittad (tillfällig)}
    =307 {307 – tillfällig, samma metod}
    other {308 – permanent, samma metod}}`,
  'domainsBulk.redirect.scope': 'Vilka adresser som omdirigeras',
  'domainsBulk.redirect.scope.option': `{scope, select,
    exact {Exakt källadressen}
    root_www {Domänen och dess www-adress}
    subdomains {Alla underdomäner}
    other {Domänen och alla underdomäner}}`,
  'domainsBulk.redirect.preserveQueryString': 'Behåll frågesträngen (?a=b) på målet',
  'domainsBulk.redirect.preservePathSuffix': 'Behåll resten av sökvägen efter källan på målet',
  'domainsBulk.redirect.description': 'Beskrivning (valfri)',
  'domainsBulk.redirect.description.tooLong': 'Använd högst 500 tecken.',
  'domainsBulk.redirect.preview': 'Förhandsvisning',
  'domainsBulk.redirect.preview.more': '{count, plural, one {…och # domän till} other {…och # domäner till}}',
  'domainsBulk.redirect.preview.arrow': '{source} omdirigeras till {target}',

  'domainsBulk.delete.mode': 'Vad som ska tas bort',
  'domainsBulk.delete.mode.all': 'Alla omdirigeringsregler för de valda domänerna',
  'domainsBulk.delete.mode.chosen': 'Bara de regler jag väljer',
  'domainsBulk.delete.rules.loading': 'Hämtar omdirigeringsreglerna…',
  'domainsBulk.delete.rules.none': 'Inga omdirigeringsregler.',
  'domainsBulk.delete.rules.of': 'Omdirigeringsregler för {name}',
  'domainsBulk.delete.rules.pick': 'Ta bort {source} → {target}',
  'domainsBulk.delete.rules.tooMany':
    'Enskilda regler kan väljas för upp till {limit} domäner; med fler tas alla regler för de valda domänerna bort.',
  'domainsBulk.delete.rules.noneChosen': 'Välj minst en regel.',

  'domainsBulk.outcome.heading': 'Resultat per domän',
  'domainsBulk.outcome.caption': 'Vad som hände med varje vald domän',
  'domainsBulk.outcome.domain': 'Domän',
  'domainsBulk.outcome.status': 'Resultat',
  'domainsBulk.outcome.details': 'Detaljer',
  'domainsBulk.outcome.kind': `{kind, select,
    waiting {Väntar}
    sending {Skickas}
    queued {I kö}
    done {Klar}
    skipped {Överhoppad}
    rejected {Nekad}
    notSent {Inte skickad}
    failed {Misslyckades}
    blocked {Inget ändrades}
    other {Inte bekräftad}}`,
  'domainsBulk.outcome.counts': `{kind, select,
    waiting {Väntar}
    sending {Skickas}
    queued {I kö}
    done {Klara}
    skipped {Överhoppade}
    rejected {Nekade}
    notSent {Inte skickade}
    failed {Misslyckade}
    blocked {Inget ändrades}
    other {Inte bekräftade}}: {count}`,
  'domainsBulk.outcome.summaryLabel': 'Sammanfattning av resultaten',
  'domainsBulk.outcome.rejected': 'Servern nekade den här domänen: {detail}',
  'domainsBulk.outcome.notSent.batchRejected':
    'Inte ändrad: servern nekade hela anropet på grund av andra domäner i det.',
  'domainsBulk.outcome.notSent.stopped': 'Inte skickad: ett tidigare anrop misslyckades, så resten hölls tillbaka.',
  'domainsBulk.outcome.notSent.userStopped': 'Inte skickad: du slutade skicka innan anropet gick iväg.',
  'domainsBulk.outcome.failed': 'Anropet misslyckades: {title}',
  'domainsBulk.outcome.autoRenewUnavailable': 'Automatisk förnyelse kan bara slås på för aktiva domäner.',
  'domainsBulk.outcome.blocked':
    'En förnyelsebeställning väntar på betalning i det här anropet: välj nedan vad som ska hända med den.',
  'domainsBulk.outcome.unconfirmed':
    'Åtgärden blev klar utan att säga om något ändrades. Kontrollera domänen innan du försöker igen.',
  'domainsBulk.outcome.notCancelable':
    'Förnyelsebeställningen kunde inte längre avbrytas, så automatisk förnyelse är fortfarande på.',
  'domainsBulk.outcome.running': 'Åtgärden pågår.',
  'domainsBulk.outcome.rules': `{action, select,
    create {{count, plural, one {# regel skapad} other {# regler skapade}}}
    other {{count, plural, =0 {Ingen regel matchade} one {# regel borttagen} other {# regler borttagna}}}}`,
  'domainsBulk.outcome.autoRenew':
    '{enabled, select, true {Automatisk förnyelse är på} other {Automatisk förnyelse är av}}',
  'domainsBulk.outcome.order': 'Förnyelsebeställning {number}',
  'domainsBulk.outcome.noOrder': 'Ingen förnyelsebeställning skapades: domänen kunde inte längre förnyas.',
  'domainsBulk.outcome.skip': `{reason, select,
    invalid_id {Inget domän-id.}
    not_found {Ingen domän i det här kontot.}
    duplicate {Vald två gånger; förnyas en gång.}
    not_eligible {Domänen är varken aktiv eller utgången och kan inte förnyas.}
    renewal_pending {En förnyelsebeställning väntar redan på betalning.}
    outside_renewal_window {Går ut om mer än ett år: för tidigt att förnya.}
    other {Överhoppad av servern.}}`,
  'domainsBulk.outcome.skipOrder': 'Beställning {number}',
  'domainsBulk.outcome.showMore': '{count, plural, one {Visa # till} other {Visa # till}}',
  'domainsBulk.outcome.allSkipped': 'Ingenting förnyades: alla valda domäner hoppades över. Skälen står nedan.',
  'domainsBulk.stop': 'Sluta skicka resten',
  'domainsBulk.retry':
    '{count, plural, one {Försök igen med den misslyckade} other {Försök igen med de # misslyckade}}',

  'domainsBulk.pending.heading': 'Förnyelsebeställningar som väntar på betalning',
  'domainsBulk.pending.intro':
    '{count, plural, one {Automatisk förnyelse stängdes inte av: # förnyelsebeställning väntar redan på betalning.} other {Automatisk förnyelse stängdes inte av: # förnyelsebeställningar väntar redan på betalning.}} Välj vad som ska hända med dem; därefter stängs automatisk förnyelse av för domänerna i anropet.',
  'domainsBulk.pending.caption': 'Förnyelsebeställningar som väntar',
  'domainsBulk.pending.domain': 'Domän',
  'domainsBulk.pending.order': 'Beställning',
  'domainsBulk.pending.invoice': 'Faktura',
  'domainsBulk.pending.amount': 'Belopp',
  'domainsBulk.pending.created': 'Skapad',
  'domainsBulk.pending.invoiceStatus': `Faktura {number}, {status, select,
    paid {betald}
    unpaid {obetald}
    partially_paid {delvis betald}
    draft {utkast}
    cancelled {makulerad}
    refunded {återbetald}
    other {{status}}}`,
  'domainsBulk.pending.cancel': 'Avbryt beställningarna och stäng av automatisk förnyelse',
  'domainsBulk.pending.cancel.hint':
    'Beställningarna avbryts och deras fakturor makuleras; domänerna går sedan ut om de inte förnyas manuellt.',
  'domainsBulk.pending.keep': 'Behåll beställningarna och stäng av automatisk förnyelse',
  'domainsBulk.pending.keep.hint': 'Fakturorna förblir obetalda: betalar du dem förnyas domänerna ändå.',
  'domainsBulk.pending.none':
    'Servern listade inte beställningarna; se Beställningar för förnyelsebeställningar som väntar på betalning.',

  'domainsBulk.operation.redirectCreate':
    '{count, plural, one {Skapa en omdirigering för # domän} other {Skapa en omdirigering för # domäner}}',
  'domainsBulk.operation.redirectDelete':
    '{count, plural, one {Ta bort omdirigeringar för # domän} other {Ta bort omdirigeringar för # domäner}}',
  'domainsBulk.operation.autoRenewOn':
    '{count, plural, one {Slå på automatisk förnyelse för # domän} other {Slå på automatisk förnyelse för # domäner}}',
  'domainsBulk.operation.autoRenewOff':
    '{count, plural, one {Stäng av automatisk förnyelse för # domän} other {Stäng av automatisk förnyelse för # domäner}}',
  'domainsBulk.operation.renew': '{count, plural, one {Förnya # domän} other {Förnya # domäner}}',

  'domainsBulk.ineligible.heading':
    '{count, plural, one {# vald domän hoppas över} other {# valda domäner hoppas över}}',
  'domainsBulk.ineligible.hint':
    '{count, plural, one {Inget skickas för den; de andra valda domänerna skickas som vanligt.} other {Inget skickas för dem; de andra valda domänerna skickas som vanligt.}}',
  'domainsBulk.ineligible.label': 'Domäner som hoppas över',
  'domainsBulk.ineligible.show':
    '{count, plural, one {Visa domänen och varför} other {Visa alla # domäner och varför}}',
  'domainsBulk.ineligible.renewStatus':
    '{status, select, pending {den är inte registrerad än} suspended {den är spärrad} cancelled {den är avslutad} terminated {den är avvecklad} fraud {den är spärrad} other {dess läge tillåter det inte}}; bara aktiva eller utgångna domäner kan förnyas.',
  'domainsBulk.ineligible.autoRenewStatus':
    '{status, select, pending {den är inte registrerad än} expired {den har gått ut} suspended {den är spärrad} cancelled {den är avslutad} terminated {den är avvecklad} fraud {den är spärrad} other {dess läge tillåter det inte}}; automatisk förnyelse kan bara slås på för aktiva domäner.',
  'domainsBulk.ineligible.alreadyOn': 'automatisk förnyelse är redan på.',
  'domainsBulk.ineligible.alreadyOff': 'automatisk förnyelse är redan av.',
  'domainsBulk.ineligible.noRedirects': 'den har inga omdirigeringar att ta bort.',
  'domainsBulk.ineligible.none':
    'Ingen av de valda domänerna kan få den här åtgärden, så det finns inget att skicka. Stäng dialogen och ändra urvalet.',

  'domainsBulk.renew.prices.caption': 'Förnyelsepriser',
  'domainsBulk.renew.column.domain': 'Domän',
  'domainsBulk.renew.column.period': 'Period',
  'domainsBulk.renew.column.price': 'Pris',
  'domainsBulk.renew.period': '{years, plural, one {# år} other {# år}}',
  'domainsBulk.renew.periodUnknown': 'Okänd',
  'domainsBulk.renew.priceUnknown': 'Okänt',
  'domainsBulk.renew.total': 'Totalt',
  'domainsBulk.renew.unknownNote':
    '{count, plural, one {# domän saknar pris i listan; summan räknar inte med den och dess faktura visar vad den kostar.} other {# domäner saknar pris i listan; summan räknar inte med dem och deras fakturor visar vad de kostar.}}',
  'domainsBulk.renew.payAll':
    '{count, plural, one {Betala förnyelsefakturan: {amount}} other {Betala alla # förnyelsefakturor: {amount}}}',
  'domainsBulk.renew.payAllWithCard':
    '{count, plural, one {Betala förnyelsefakturan: {amount} med {card}} other {Betala alla # förnyelsefakturor: {amount} med {card}}}',
  'domainsBulk.renew.payAllAtProvider':
    '{count, plural, one {Betala förnyelsefakturan hos betalleverantören: {amount}} other {Betala alla # förnyelsefakturor hos betalleverantören: {amount}}}',
  'domainsBulk.renew.invoiceNote':
    'Varje förnyelse blir en beställning med en obetald faktura på det priset. Domäner som registret inte förnyar än, eller som redan har en förnyelsebeställning, hoppas över när de skickas och visas med orsaken.',
});
