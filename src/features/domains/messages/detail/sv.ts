import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'domainsDetail.breadcrumb': 'Domäner',
  'domainsDetail.tabs.label': 'Domänens delar',
  'domainsDetail.tab': '{tab, select, overview {Översikt} registry-lock {Registry Lock} contacts {Kontakter}}',
  'domainsDetail.actionRequired': '{known, select, yes {Åtgärd krävs} other {Åtgärd kan krävas}}',
  'domainsDetail.transferInProgress': 'Flytt pågår',
  'domainsDetail.onOff': '{state, select, on {På} off {Av} other {Okänt}}',
  'domainsDetail.lifecycle':
    '{type, select, standard {Registrerad} registration {Ny registrering} transfer {Flytt till oss} renewal {Förnyelse} other {{type}}}',

  // Facts.
  'domainsDetail.facts.label': 'Om domänen',
  'domainsDetail.facts.status': 'Status',
  'domainsDetail.facts.lifecycle': 'Skede',
  'domainsDetail.facts.created': 'Skapad',
  'domainsDetail.facts.expires': 'Går ut',
  'domainsDetail.facts.noExpiry': 'Sätts när registreringen är klar',
  'domainsDetail.facts.nextDue': 'Nästa faktura förfaller',
  'domainsDetail.facts.noDueDate': 'Ingen faktura planerad',
  'domainsDetail.facts.billing': 'Pris',
  'domainsDetail.facts.initialAmount': 'Första perioden (eget pris, skilt från förnyelser)',
  'domainsDetail.facts.order': 'Beställning',
  'domainsDetail.facts.tags': 'Taggar',
  'domainsDetail.facts.pinned': 'Fäst',
  'domainsDetail.facts.notes': 'Anteckningar',
  'domainsDetail.facts.id': 'Domän-ID',
  'domainsDetail.billing.every': '{amount} {years, plural, one {per år} other {vart #:e år}}',
  'domainsDetail.billing.ended': 'Inget återkommande pris',

  // Switches.
  'domainsDetail.settings.heading': 'Förnyelse och lås',
  'domainsDetail.settings.autoRenew': 'Automatisk förnyelse',
  'domainsDetail.settings.autoRenew.about':
    'Förnyar domänen innan den går ut och skickar fakturan till dig, så att domänen aldrig hinner upphöra.',
  'domainsDetail.settings.autoRenew.pendingOrderHint':
    'En beställning av förnyelse väntar på betalning: för att stänga av automatisk förnyelse behöver du välja om den ska behållas eller avbrytas.',
  'domainsDetail.settings.autoRenew.notActive': 'Automatisk förnyelse kan slås på när domänen är aktiv.',
  'domainsDetail.settings.registrarLock': 'Registrarlås',
  'domainsDetail.settings.registrarLock.about':
    'Hindrar att domänen flyttas till en annan registrar utan ditt godkännande. Stäng bara av det precis innan en flytt.',
  'domainsDetail.settings.registrarLock.registryHint':
    'Registry Lock är också på: det måste först hävas genom en begäran om upplåsning innan registrarlåset kan stängas av.',
  'domainsDetail.settings.unknownState': 'Servern angav inte om detta är på eller av. Ladda om sidan och försök igen.',
  'domainsDetail.settings.lockFlowUnknown':
    'Servern angav inte om Registry Lock måste hävas först, så låset kan inte stängas av här. Ladda om sidan och försök igen.',
  'domainsDetail.settings.saving': 'Sparar…',
  'domainsDetail.settings.next.registryUnlock':
    'Gör så här: begär först att registret häver Registry Lock. När det är hävt kan du stänga av registrarlåset.',
  'domainsDetail.settings.next.registryUnlockLink': 'Begär upplåsning',
  'domainsDetail.settings.next.autoRenewUnavailable':
    'Gör så här: automatisk förnyelse kan slås på när domänen är aktiv. Slutför först den väntande beställningen (betala fakturan); domänen blir aktiv när registreringen är klar.',
  'domainsDetail.settings.next.domainOrderLink': 'Öppna den väntande beställningen',
  'domainsDetail.settings.next.pendingRenewal':
    'Gör så här: en beställning av förnyelse för domänen väntar på betalning. Bestäm vad som ska hända med den: behåll den (om du betalar fakturan förnyas domänen den här gången) eller avbryt den (fakturan makuleras då också). I båda fallen är automatisk förnyelse sedan avstängd.',
  'domainsDetail.settings.next.renewalOrderLink': 'Öppna beställningen av förnyelse',

  'domainsDetail.autoRenewOff.title': 'Stänga av automatisk förnyelse för {name}?',
  'domainsDetail.autoRenewOff.pending':
    'En beställning av förnyelse för {name} väntar på betalning. Välj vad som ska hända med den när automatisk förnyelse stängs av.',
  'domainsDetail.autoRenewOff.orderLink': 'Öppna beställningen',
  'domainsDetail.autoRenewOff.choose': 'Välj vad som händer med beställningen',
  'domainsDetail.autoRenewOff.leaveOn': 'Behåll automatisk förnyelse',
  'domainsDetail.autoRenewOff.keep': 'Behåll beställningen och stäng av',
  'domainsDetail.autoRenewOff.keep.about':
    'Beställningen av förnyelse och dess faktura ligger kvar: om du betalar förnyas domänen den här gången.',
  'domainsDetail.autoRenewOff.cancel': 'Avbryt beställningen och stäng av',
  'domainsDetail.autoRenewOff.cancel.about':
    'Beställningen av förnyelse avbryts och fakturan makuleras. Domänen går sedan ut på sitt datum om du inte förnyar den.',
  'domainsDetail.autoRenewOff.operation':
    '{choice, select, keep {Automatisk förnyelse av för {name} (beställningen av förnyelse behålls)} cancel {Automatisk förnyelse av för {name}, beställningen av förnyelse avbruten}}',

  'domainsDetail.blocked.title':
    '{status, select, pending {{name} väntar på att aktiveras} expired {{name} har gått ut} suspended {{name} är spärrad} cancelled {{name} är avslutad} terminated {{name} hanteras inte längre här} fraud {{name} är blockerad} other {{name} är inte aktiv}}',
  'domainsDetail.blocked.order':
    'Den blir aktiv när beställning {number} är betald ({amount}, förfaller {date}). Till dess går det inte att ändra Registry Lock, faktureringsperiod eller automatisk förnyelse.',
  'domainsDetail.blocked.orderNoFacts':
    'Den blir aktiv när beställningen är slutförd. Till dess går det inte att ändra Registry Lock, faktureringsperiod eller automatisk förnyelse.',
  'domainsDetail.blocked.body':
    '{status, select, pending {Registreringen håller på att slutföras. Ändringar blir möjliga när domänen är aktiv.} expired {Ändringar blir möjliga igen när den är förnyad. Supporten kan förnya den åt dig om den fortfarande går att återställa.} terminated {Den har flyttats eller avslutats; här kan inget ändras.} other {Ändringar är inte möjliga förrän den är aktiv igen. Supporten kan berätta varför.}}',
  'domainsDetail.blocked.openOrder': 'Betala beställning {number}',
  'domainsDetail.blocked.support': 'Kontakta supporten',
  'domainsDetail.help.blocked': 'Min domän {name} går inte att ändra i kontrollpanelen. Vad behöver jag göra?',
  'domainsDetail.help.bankid.subject': 'Bekräftelse med BankID av upplåsningen av {name} hos registret',
  'domainsDetail.help.bankid':
    'Skicka en bekräftelse med BankID av upplåsningen av {name} hos registret till domäninnehavaren, så att hen kan skriva under den.',
  'domainsDetail.help.contacts': 'Jag vill ändra kontakterna för {name}:',
  'domainsDetail.blocked.seeAbove': 'Inte möjligt nu: se meddelandet överst på sidan.',

  // Pending orders.
  'domainsDetail.order.heading': 'Väntande domänbeställning',
  'domainsDetail.order.intro': 'Domänen väntar på att beställningen ska slutföras.',
  'domainsDetail.order.blockers': 'Det här väntar beställningen på',
  'domainsDetail.order.blocker':
    '{blocker, select, outstanding_invoice {Fakturan är inte betald än.} other {Något annat måste göras först:}}',
  'domainsDetail.order.number': 'Beställningsnummer',
  'domainsDetail.order.invoice': 'Faktura',
  'domainsDetail.order.invoiceValue':
    '{number} ({status, select, paid {betald} unpaid {obetald} partially_paid {delvis betald} draft {utkast} cancelled {makulerad} refunded {återbetald} other {{status}}})',
  'domainsDetail.order.amount': 'Belopp',
  'domainsDetail.order.created': 'Beställd',
  'domainsDetail.order.due': 'Förfaller',
  'domainsDetail.order.link': 'Beställning {number}',
  'domainsDetail.invoice.link': 'Visa faktura {number}',
  'domainsDetail.renewal.heading': 'Väntande förnyelse',
  'domainsDetail.renewal.intro':
    'En beställning av förnyelse för domänen väntar på betalning. Domänen förnyas när fakturan är betald.',

  // Hosting, nameservers, Whois.
  'domainsDetail.hosting.heading': 'Webbplats',
  'domainsDetail.hosting.type':
    '{type, select, hosting {Domänen är kopplad till ett webbhotellskonto.} wordpress {Domänen är kopplad till en WordPress-webbplats.} standalone {Domänen är inte kopplad till något webbhotell här.} other {Kopplingen är av ett slag som panelen inte känner till.}}',
  'domainsDetail.hosting.account': 'Webbhotellskonto:',
  'domainsDetail.hosting.ssl':
    'SSL-certifikat: {status, select, active {aktivt} pending {utfärdas} issuing {utfärdas} expired {har gått ut} failed {kunde inte utfärdas} other {okänd status}}',
  'domainsDetail.hosting.unknown': 'Servern angav inte vart domänen pekar.',
  'domainsDetail.nameservers.heading': 'Namnservrar',
  'domainsDetail.nameservers.none': 'Inga namnservrar är angivna.',
  'domainsDetail.dns.open': 'DNS-poster',
  'domainsDetail.whois.heading': 'Whois-skydd',
  'domainsDetail.whois.intro': 'Döljer domäninnehavarens namn och kontaktuppgifter i den öppna Whois-tjänsten.',
  'domainsDetail.whois.state': 'Skydd',
  'domainsDetail.whois.auto': 'Automatiskt skydd',
  'domainsDetail.whois.autoStatus':
    '{status, select, auto_enable_allowed {Slås på automatiskt när det går} auto_enable_opted_out {Du har valt bort det} other {Okänt}}',
  'domainsDetail.whois.reason': 'Orsak',
  'domainsDetail.whois.updated': 'Ändrat',
  'domainsDetail.whois.unknown': 'Servern angav inte om Whois-skyddet är på.',

  // Gates.
  'domainsDetail.gates.heading': 'Det här kan du göra',
  'domainsDetail.gates.name':
    '{name, select, canDelete {Radera domänen} canActivateRegistryLock {Aktivera Registry Lock} canRequestRegistryUnlock {Begära upplåsning av Registry Lock} canChangeBillingCycle {Ändra faktureringsperiod} canDisableAutoRenew {Stänga av automatisk förnyelse} other {{name}}}',
  'domainsDetail.gates.state': '{allowed, select, yes {Möjligt} other {Inte möjligt}}',
  'domainsDetail.gates.viaSupport': 'Kontakta supporten för att göra det.',
  'domainsDetail.gates.useSwitch': 'Använd reglaget för automatisk förnyelse ovan.',
  'domainsDetail.gates.openUnlock': 'Begär upplåsning',
  'domainsDetail.gates.support': 'Frågor om din domän?',
  'domainsDetail.gates.supportLink': 'Kontakta supporten',
  'domainsDetail.contactVerification.notice': 'Domänens kontaktuppgifter behöver kontrolleras och uppdateras.',
  'domainsDetail.contactVerification.link': 'Se kontakterna',

  // Registry lock.
  'domainsDetail.registryLock.heading': 'Registry Lock',
  'domainsDetail.registryLock.intro':
    'Registry Lock är ett extra skydd för .se- och .nu-domäner som ligger hos registret, Internetstiftelsen. Så länge det är på kan domänen inte flyttas eller raderas och namnservrarna kan inte ändras, inte ens av oss. För att häva det krävs en begäran som registret kontrollerar.',
  'domainsDetail.registryLock.state': 'Registry Lock',
  'domainsDetail.registryLock.stateValue': '{state, select, on {På} off {Av} other {Okänt}}',
  'domainsDetail.registryLock.unknown': 'Servern angav det inte.',
  'domainsDetail.registryLock.flow': 'Så hävs det',
  'domainsDetail.registryLock.flowValue':
    '{flow, select, manual {Med en begäran om upplåsning som registret kontrollerar} direct {Med reglaget för registrarlås} other {Okänt}}',
  'domainsDetail.registryLock.activate.heading': 'Aktivera Registry Lock',
  'domainsDetail.registryLock.activate.allowed':
    'Registry Lock kan aktiveras för domänen. Kontakta supporten för att aktivera det.',
  'domainsDetail.unlock.heading': 'Begär upplåsning',
  'domainsDetail.unlock.intro':
    'Vi kontrollerar att du är domäninnehavare och skickar begäran till registret. Beroende på vem som innehar domänen kan begäran också behöva bekräftas med BankID.',
  'domainsDetail.unlock.request': 'Begär upplåsning',
  'domainsDetail.unlock.sending': 'Skickar begäran…',
  'domainsDetail.unlock.noAction': 'Registry Lock är inte på, så det finns inget att låsa upp.',

  // Unlock results.
  'domainsDetail.unlockResult.title':
    '{status, select, already_unlocked {Registry Lock är redan av} already_requested {Upplåsning är redan begärd} bankid_required {Bekräfta med BankID} verification_failed {Organisationsnumren stämmer inte överens} submitted {Upplåsningen är begärd} other {Registret gav ett svar som vi inte känner igen}}',
  'domainsDetail.unlockResult.alreadyUnlocked':
    '{name} är inte låst hos registret, så det finns inget att låsa upp. Du kan stänga av registrarlåset och flytta domänen som vanligt.',
  'domainsDetail.unlockResult.alreadyRequested':
    'Upplåsning av {name} begärdes {days, plural, =0 {i dag} one {för # dag sedan} other {för # dagar sedan}} och håller på att hanteras.',
  'domainsDetail.unlockResult.alreadyRequested.noDays':
    'Upplåsning av {name} är redan begärd och håller på att hanteras.',
  'domainsDetail.unlockResult.alreadyRequested.next':
    'Du behöver inte begära den igen. Du hör av oss när registret har hävt låset. Om inget har hänt inom några arbetsdagar, kontakta supporten.',
  'domainsDetail.unlockResult.next': 'Gör så här',
  'domainsDetail.unlockResult.bankid':
    '{name} innehas av en privatperson. Registry Lock kan bara hävas när domäninnehavaren själv bekräftar det med sitt eget BankID.',
  'domainsDetail.unlockResult.bankid.step1':
    'Se till att domäninnehavaren (personen i kontakten Domäninnehavare) har BankID i mobilen eller datorn.',
  'domainsDetail.unlockResult.bankid.step2':
    'Kontakta supporten och be om en BankID-bekräftelse av upplåsningen. Domäninnehavaren skriver sedan under med BankID; ingen annan kan skriva under åt hen.',
  'domainsDetail.unlockResult.bankid.step3':
    'När underskriften är klar skickar vi begäran till registret och låset hävs. Du behöver inte begära upplåsning igen.',
  'domainsDetail.unlockResult.failed':
    'Vi kunde inte bekräfta att du är innehavare av {name}: organisationsnumret som domänen är registrerad på är inte det vi har för dig.',
  'domainsDetail.unlockResult.domainOrgno': 'Domäninnehavarens organisationsnummer',
  'domainsDetail.unlockResult.yourOrgno': 'Ditt organisationsnummer ({company})',
  'domainsDetail.unlockResult.yourCompany': 'ditt företag',
  'domainsDetail.unlockResult.failed.confirmable':
    'Om du ändå har rätt att låsa upp domänen (till exempel efter byte av företagsform eller en fusion) kan du bekräfta det och skicka begäran för manuell granskning av vår personal.',
  'domainsDetail.unlockResult.failed.notConfirmable':
    'Bara domäninnehavaren kan få låset hävt. Be organisationen som innehar domänen att begära upplåsningen, eller att först flytta över domänen till dig. Kontrollera att domäninnehavaren i kontakterna stämmer.',
  'domainsDetail.unlockResult.failed.contactsLink': 'Se domäninnehavaren',
  'domainsDetail.unlockResult.confirm.open': 'Bekräfta och skicka för granskning',
  'domainsDetail.unlockResult.confirm.title': 'Skicka upplåsningen av {name} för granskning?',
  'domainsDetail.unlockResult.confirm.body':
    'Du bekräftar att {company} har rätt att få Registry Lock för {name} hävt, trots att domäninnehavarens organisationsnummer ({domainOrgno}) inte är ert ({yourOrgno}).',
  'domainsDetail.unlockResult.confirm.review':
    'Vår personal granskar begäran innan den skickas till registret och kan be dig om underlag. Låset är kvar tills dess.',
  'domainsDetail.unlockResult.confirm.button': 'Bekräfta och skicka',
  'domainsDetail.unlockResult.submitted': 'Begäran om att häva Registry Lock för {name} har skickats till registret.',
  'domainsDetail.unlockResult.submitted.review':
    'Begäran om att häva Registry Lock för {name} har skickats till vår personal för granskning.',
  'domainsDetail.unlockResult.submitted.verified': 'Verifierad som {company}, organisationsnummer {orgno}.',
  'domainsDetail.unlockResult.submitted.next':
    'Du hör av oss när låset är hävt. Stäng sedan av registrarlåset om du ska flytta domänen.',
  'domainsDetail.unlockResult.unknown':
    'Begäran besvarades, men på ett sätt som panelen inte förstår. Ladda om sidan för att se läget för Registry Lock, eller kontakta supporten.',

  // Contacts.
  'domainsDetail.contacts.heading': 'Kontakter',
  'domainsDetail.contacts.loading': 'Hämtar kontakterna…',
  'domainsDetail.contacts.unavailable':
    'Kontakterna för {name} kan inte visas i domänens nuvarande läge, till exempel för att domänen inte längre förvaltas här.',
  'domainsDetail.contacts.role':
    '{role, select, registrant {Domäninnehavare} admin {Administrativ kontakt} tech {Teknisk kontakt} billing {Fakturakontakt}}',
  'domainsDetail.contacts.notSet': 'Inte angiven',
  'domainsDetail.contacts.fieldNotSet': 'Inte angivet',
  'domainsDetail.contacts.name': 'Namn',
  'domainsDetail.contacts.company': 'Organisation',
  'domainsDetail.contacts.email': 'E-post',
  'domainsDetail.contacts.phone': 'Telefon',
  'domainsDetail.contacts.address': 'Adress',
  'domainsDetail.contacts.identifier': 'ID-nummer',
  'domainsDetail.contacts.identifierType':
    '{type, select, organisation_number {Organisationsnummer} personal_number {Personnummer} other {ID-nummer ({type})}}',
  'domainsDetail.contacts.draft.label': 'Utkast till registrering',
  'domainsDetail.contacts.draft.badge': 'Utkast',
  'domainsDetail.contacts.draft.body':
    'Registreringen är inte klar än, så uppgifterna är ett utkast: domäninnehavaren kan fortfarande ändras tills registreringen är klar.',
  'domainsDetail.contacts.identity.label': 'Identitetskontroll',
  'domainsDetail.contacts.identity.heading': 'Byta domäninnehavare',
  'domainsDetail.contacts.identity.required':
    'För att ändra domäninnehavarens personnummer eller organisationsnummer måste den nya innehavaren styrka sin identitet med BankID. Övriga uppgifter (adress, e-post, telefon) kan ändras utan det.',
  'domainsDetail.contacts.identity.assumed': 'Servern angav inte om kontroll krävs, så vi utgår från att den gör det.',
  'domainsDetail.contacts.identity.notRequired':
    'Ingen kontroll med e-legitimation behövs för att ändra kontakterna för domänen.',
  'domainsDetail.contacts.edit': 'Ändra kontakter:',
  'domainsDetail.contacts.edit.allowed': 'Kontakta supporten för att ändra kontakterna.',
  // Förnyelse och förnyelseperiod (ärende 23).
  'domainsDetail.renew.heading': 'Förnyelse',
  'domainsDetail.renew.period': 'Förnyelseperiod',
  'domainsDetail.renew.years': '{years, plural, one {# år} other {# år}}',
  'domainsDetail.renew.about':
    'Att förnya nu beställer fler år på en gång och skapar en faktura; utgångsdatumet flyttas när fakturan är betald.',
  'domainsDetail.renew.open': 'Förnya',
  'domainsDetail.renew.title': 'Förnya {name}',
  'domainsDetail.renew.loading': 'Hämtar priserna…',
  'domainsDetail.renew.expires': '{name} går ut {date}.',
  'domainsDetail.renew.noExpiry': '{name} har inget utgångsdatum än.',
  'domainsDetail.renew.window': 'Förnyelser tas emot från {date}.',
  'domainsDetail.renew.legend': 'Förnya i',
  'domainsDetail.renew.optionHint': '{amount}, går ut {date} när fakturan är betald',
  'domainsDetail.renew.optionHintNoDate': '{amount}',
  'domainsDetail.renew.registryMax':
    'Registret godtar högst {years} års registrering framåt, så längre perioder går inte att välja.',
  'domainsDetail.renew.pending':
    'En förnyelse av {name} väntar redan på betalning. Betala fakturan, eller avbryt beställningen, innan du beställer en ny.',
  'domainsDetail.renew.summary': 'Innan du bekräftar',
  'domainsDetail.renew.summary.period': 'Period',
  'domainsDetail.renew.summary.price': 'Pris',
  'domainsDetail.renew.summary.newExpiry': 'Nytt utgångsdatum, när fakturan är betald',
  'domainsDetail.renew.summary.invoice':
    'När du bekräftar läggs en förnyelsebeställning och dess faktura skapas. Inget annat ändras förrän fakturan är betald.',
  'domainsDetail.renew.chooseFirst': 'Välj en period först.',
  'domainsDetail.renew.confirm': 'Förnya i {years, plural, one {# år} other {# år}} · {amount}',
  'domainsDetail.renew.working': 'Beställer…',
  'domainsDetail.renew.done.heading': 'Förnyelsen är beställd',
  'domainsDetail.renew.done.body':
    'Beställning {order} förnyar {name} i {years, plural, one {# år} other {# år}}: {amount}. När fakturan är betald går {name} ut {date}.',
  'domainsDetail.renew.done.close': 'Stäng',
  'domainsDetail.period.open': 'Ändra förnyelseperiod',
  'domainsDetail.period.title': 'Ändra förnyelseperioden för {name}',
  'domainsDetail.period.current':
    'Varje förnyelse gäller nu {years, plural, one {# år} other {# år}}, för {amount}. Nästa förnyelse: {date}.',
  'domainsDetail.period.currentNoDate':
    'Varje förnyelse gäller nu {years, plural, one {# år} other {# år}}, för {amount}.',
  'domainsDetail.period.legend': 'Förnya varje gång i',
  'domainsDetail.period.isCurrent': 'nuvarande',
  'domainsDetail.period.chooseFirst': 'Välj en annan period först.',
  'domainsDetail.period.preview': 'Förhandsgranska ändringen',
  'domainsDetail.period.previewing': 'Kontrollerar…',
  'domainsDetail.period.preview.heading': 'Förhandsgranskning',
  'domainsDetail.period.preview.summary':
    'Från nästa förnyelse ({date}) förnyas {name} i {years, plural, one {# år} other {# år}} åt gången, för {amount}. Inget debiteras nu.',
  'domainsDetail.period.preview.summaryNoDate':
    'Från nästa förnyelse förnyas {name} i {years, plural, one {# år} other {# år}} åt gången, för {amount}. Inget debiteras nu.',
  'domainsDetail.period.preview.unchanged': 'Detta är redan förnyelseperioden: inget skulle ändras.',
  'domainsDetail.period.commit': 'Ändra till {years, plural, one {# år} other {# år}}',
  'domainsDetail.period.done':
    'Förnyelseperioden är nu {years, plural, one {# år} other {# år}}; nästa förnyelse kostar {amount}.',
  'domainsDetail.period.done.unchanged': 'Inget ändrades: det var redan förnyelseperioden.',
});
