import { defineTranslation } from '@/i18n';
import type en from './en';

/** The words of one hosting account's sections in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'hostingDetail.cycle':
    '{cycle, select, monthly {Månadsvis} quarterly {Kvartalsvis} semiannually {Var 6:e månad} annually {Årsvis} biennially {Vartannat år} triennially {Vart 3:e år} free {Gratis} other {Okänd period}}',
  'hostingDetail.billing.amountPerCycle':
    '{amount} {cycle, select, monthly {per månad} quarterly {per kvartal} semiannually {per halvår} annually {per år} biennially {per 2 år} triennially {per 3 år} free {(gratis)} none {(ingen faktureringsperiod)} other {per period}}',
  'hostingDetail.date.none': 'Inget',
  'hostingDetail.invoice.order': 'Visa beställningen för faktura {number}',
  'hostingDetail.requestId': 'Förfrågans id',
  'hostingDetail.working': 'Arbetar…',
  'hostingDetail.cancel': 'Avbryt',
  'hostingDetail.support.link': 'Kontakta support',
  'hostingDetail.help.suspended':
    'Mitt webbhotellskonto {name} är spärrat. Varför, och vad behöver jag göra för att få det att fungera igen?',
  'hostingDetail.help.migrate': 'Flytta mitt webbhotellskonto {name} till den nya kontrollpanelen.',
  'hostingDetail.help.manage':
    'Jag vill ändra mitt webbhotellskonto {name} (uppgradera paketet, lägga till lagring eller säga upp det):',
  'hostingDetail.invoice.pay': 'Betala faktura {number}',
  'hostingDetail.invoice.show': 'Visa faktura {number}',
  'hostingDetail.facts.heading': 'Konto',
  'hostingDetail.facts.status': 'Status',
  'hostingDetail.facts.primaryDomain': 'Huvuddomän',
  'hostingDetail.facts.billing': 'Pris',
  'hostingDetail.facts.nextDue': 'Nästa betalning',
  'hostingDetail.facts.expires': 'Upphör',
  'hostingDetail.facts.created': 'Skapat',
  'hostingDetail.facts.tags': 'Taggar',
  'hostingDetail.facts.id': 'Kontots id',
  'hostingDetail.domains.heading': 'Domäner',
  'hostingDetail.domains.primary': 'huvuddomän',
  'hostingDetail.domains.manage': 'Hantera tilläggsdomäner',
  'hostingDetail.resources.heading': 'Resurser',
  'hostingDetail.resources.none': 'Servern skickade inte kontots resursgränser.',
  'hostingDetail.resources.name':
    '{name, select, storageGb {Lagring} bandwidthGb {Trafik per månad} emailAccounts {E-postkonton} databases {Databaser} other {{name}}}',
  'hostingDetail.resources.gb': '{size} GB',
  'hostingDetail.resources.unlimited': 'Obegränsat',
  'hostingDetail.panel.heading': 'Kontrollpanel',
  'hostingDetail.panel.type': 'Panel',
  'hostingDetail.panel.typeName': '{type, select, panel {Webbhotellets kontrollpanel} other {Okänd panel}}',
  'hostingDetail.panel.admin': 'Tillgång till adminpanel',
  'hostingDetail.panel.adminYes': 'Ingår',
  'hostingDetail.panel.adminNo': 'Ingår inte',
  'hostingDetail.manage.heading': 'Hantera kontot',
  'hostingDetail.manage.billing': 'Ändra faktureringsperiod',
  'hostingDetail.manage.mailboxes': 'E-postkonton',
  'hostingDetail.manage.domains': 'Tilläggsdomäner',
  'hostingDetail.manage.support':
    'Förnyelse och paketbyte finns under Fakturering och paket; att lägga till lagring eller säga upp kontot gör supporten åt dig.',
  'hostingDetail.billing.heading': 'Faktureringsperiod',
  'hostingDetail.billing.current': 'Du betalar',
  'hostingDetail.billing.change.heading': 'Byt faktureringsperiod',
  'hostingDetail.billing.change.none': 'Det finns inga faktureringsperioder att välja för det här kontot.',
  'hostingDetail.billing.change.legend': 'Faktureringsperioder som kontot erbjuder',
  'hostingDetail.billing.change.current': 'nuvarande',
  'hostingDetail.billing.change.firstPayment':
    'Första betalningen {amount}, sedan {recurring} varje gång. {direction, select, lower {Den är lägre eftersom den oanvända delen av perioden du redan har betalat räknas av.} other {Den är högre eftersom den också täcker resten av din nuvarande period.}}',
  'hostingDetail.billing.change.credit':
    'Första betalningen {amount}, sedan {recurring} varje gång. {credit} räknas av: {unused, plural, one {den # dag} other {de # dagar}} av din nuvarande period som inte har börjat, av de {days} dagar du betalade {paid} för (till {until}).',
  'hostingDetail.billing.change.savings': 'Spara {percent} jämfört med månadsvis',
  'hostingDetail.billing.change.chooseFirst': 'Välj först en annan period än den nuvarande.',
  'hostingDetail.billing.preview.button': 'Förhandsgranska ändringen',
  'hostingDetail.billing.preview.working': 'Kontrollerar…',
  'hostingDetail.billing.preview.heading': 'Förhandsgranskning',
  'hostingDetail.billing.preview.unchanged': 'Detta är redan kontots faktureringsperiod: inget skulle ändras.',
  'hostingDetail.billing.preview.summary':
    'Från {from, select, monthly {månadsvis} quarterly {kvartalsvis} semiannually {var 6:e månad} annually {årsvis} biennially {vartannat år} triennially {vart 3:e år} free {gratis} other {nuvarande period}} till {to, select, monthly {månadsvis} quarterly {kvartalsvis} semiannually {var 6:e månad} annually {årsvis} biennially {vartannat år} triennially {vart 3:e år} free {gratis} other {den nya perioden}}. Du faktureras {amount}. Inget har ändrats än.',
  'hostingDetail.billing.preview.unknownBlock':
    'Servern angav inte om en obetald faktura skulle stoppa ändringen, så den kan inte göras härifrån. Förhandsgranska igen eller kontakta support.',
  'hostingDetail.billing.commit.button':
    'Byt till {cycle, select, monthly {månadsvis} quarterly {kvartalsvis} semiannually {var 6:e månad} annually {årsvis} biennially {vartannat år} triennially {vart 3:e år} free {gratis} other {denna period}}',
  'hostingDetail.billing.blocked.heading':
    '{change, select, renew {En obetald faktura stoppar förnyelsen} plan {En obetald faktura stoppar paketbytet} other {En obetald faktura stoppar ändringen}}',
  'hostingDetail.billing.blocked.invoice': 'Faktura {number} ({amount}, förfaller {due}) är fortfarande obetald.',
  'hostingDetail.billing.blocked.unnamed':
    '{change, select, renew {En obetald faktura för kontot stoppar förnyelsen.} plan {En obetald faktura för kontot stoppar paketbytet.} other {En obetald faktura för kontot stoppar ändringen.}}',
  'hostingDetail.billing.blocked.choices':
    '{change, select, renew {Betala den först, eller makulera den och förnya i ett steg: förnyelsens faktura ersätter den.} plan {Betala den först, eller makulera den och byt paket i ett steg: paketbytets faktura ersätter den.} other {Betala den först, eller makulera den och byt period i ett steg: en ny faktura för den nya perioden ersätter den.}}',
  'hostingDetail.billing.blocked.cancelAndChange': 'Makulera fakturan och byt',
  'hostingDetail.billing.confirm.title':
    'Byta faktureringsperiod till {cycle, select, monthly {månadsvis} quarterly {kvartalsvis} semiannually {var 6:e månad} annually {årsvis} biennially {vartannat år} triennially {vart 3:e år} free {gratis} other {denna period}}?',
  'hostingDetail.billing.confirm.body': 'En förnyelsefaktura på {amount} skapas för den nya perioden.',
  'hostingDetail.billing.confirm.cancelInvoice': 'Faktura {number} makuleras först.',
  'hostingDetail.billing.done.changed':
    'Faktureringsperioden är nu {cycle, select, monthly {månadsvis} quarterly {kvartalsvis} semiannually {var 6:e månad} annually {årsvis} biennially {vartannat år} triennially {vart 3:e år} free {gratis} other {ändrad}}',
  'hostingDetail.billing.done.unchanged': 'Inget ändrades: det var redan faktureringsperioden',
  'hostingDetail.billing.done.cancelled': 'Makulerad faktura: {ids}.',
  'hostingDetail.billing.done.invoice':
    '{kind, select, planChange {Faktura} other {Förnyelsefaktura}} {number}: {amount}, förfaller {due}.',
  'hostingDetail.billing.done.invoiceId': 'Fakturans id',
  'hostingDetail.billing.done.lookupPending':
    'Förnyelsefakturan håller på att skapas. Den visas bland dina fakturor om en stund.',
  'hostingDetail.billing.done.noInvoice': 'Ingen förnyelsefaktura skapades.',
  'hostingDetail.mailboxes.heading': 'E-postkonton',
  'hostingDetail.mailboxes.caption': 'E-postkonton för {name}',
  'hostingDetail.mailboxes.column.address': 'Adress',
  'hostingDetail.mailboxes.column.usage': 'Användning',
  'hostingDetail.mailboxes.column.actions': 'Åtgärder',
  'hostingDetail.mailboxes.search.label': 'Hitta e-postkonton',
  'hostingDetail.mailboxes.search.q': 'Adress',
  'hostingDetail.mailboxes.csv.domain': 'Domän',
  'hostingDetail.mailboxes.csv.used': 'Använt (GB)',
  'hostingDetail.mailboxes.csv.limit': 'Kvot (GB)',
  'hostingDetail.mailboxes.csv.percent': 'Använt (%)',
  'hostingDetail.mailboxes.csv.exceeded': 'Över kvoten',
  'hostingDetail.mailboxes.csv.yes': '{value, select, yes {Ja} other {Nej}}',
  'hostingDetail.mailboxes.empty.heading': 'Inga e-postkonton än',
  'hostingDetail.mailboxes.empty.body': 'Skapa ett nedan, på någon av kontots domäner.',
  'hostingDetail.mailboxes.usage.state':
    '{state, select, exceeded {Över kvoten} near {Nästan fullt} ok {Används} unlimited {Ingen gräns} other {Okänd användning}}',
  'hostingDetail.mailboxes.usage.numbers': '{used} GB av {limit} GB ({percent})',
  'hostingDetail.mailboxes.usage.limitOnly': 'Kvot {limit} GB',
  'hostingDetail.mailboxes.usage.usedOnly': '{used} GB används',
  'hostingDetail.mailboxes.created': 'E-postkontot {email} skapades.',
  'hostingDetail.mailboxes.password.heading': 'Lösenordet för {email}',
  'hostingDetail.mailboxes.password.label': 'Lösenord',
  'hostingDetail.mailboxes.password.copy': 'Kopiera lösenordet för {email}',
  'hostingDetail.mailboxes.password.once':
    'Spara det nu, i din lösenordshanterare eller e-postapp: det visas inte igen när du lämnar sidan.',
  'hostingDetail.mailboxes.password.done': 'Jag har sparat det',
  'hostingDetail.mailboxes.settings.heading': 'Inställningar för e-postprogram',
  'hostingDetail.mailboxes.settings.intro':
    'Ställ in en e-postapp (Outlook, Apple Mail, Thunderbird eller telefonen) med de här servrarna. Välj SSL/TLS där appen frågar.',
  'hostingDetail.mailboxes.settings.protocol':
    '{protocol, select, imap {Inkommande e-post (IMAP)} pop3 {Inkommande e-post (POP3)} smtp {Utgående e-post (SMTP)} other {E-postserver}}',
  'hostingDetail.mailboxes.settings.server': 'Server',
  'hostingDetail.mailboxes.settings.port': 'Port',
  'hostingDetail.mailboxes.settings.security': 'Säkerhet',
  'hostingDetail.mailboxes.settings.securityValue':
    '{security, select, ssl_tls {SSL/TLS} starttls {STARTTLS} other {Okänd: prova SSL/TLS}}',
  'hostingDetail.mailboxes.settings.copyServer': 'Kopiera servern för {name}',
  'hostingDetail.mailboxes.settings.login': 'Inloggning',
  'hostingDetail.mailboxes.settings.username': 'Användarnamn',
  'hostingDetail.mailboxes.settings.usernameExample': 'Hela e-postadressen, till exempel {example}',
  'hostingDetail.mailboxes.settings.usernameValue': 'Hela e-postadressen',
  'hostingDetail.mailboxes.settings.password': 'Lösenord',
  'hostingDetail.mailboxes.settings.passwordValue': 'E-postkontots lösenord, för både inkommande och utgående e-post',
  'hostingDetail.mailboxes.settings.missing':
    'Inställningarna för e-postprogram kunde inte visas: servern skickade dem inte. Kontrollpanelen visar dem, eller fråga supporten.',
  'hostingDetail.mailboxes.deleted': 'E-postkontot {email} togs bort.',
  'hostingDetail.mailboxes.delete.button': 'Ta bort',
  'hostingDetail.mailboxes.delete.title': 'Ta bort {email}?',
  'hostingDetail.mailboxes.delete.body':
    'E-postkontot och alla meddelanden i det tas bort för gott. E-post som skickas till adressen efteråt avvisas.',
  'hostingDetail.mailboxes.delete.confirm': 'Ta bort e-postkontot',
  'hostingDetail.mailboxes.delete.keep': 'Behåll e-postkontot',
  'hostingDetail.mailboxes.quota.button': 'Ändra kvot',
  'hostingDetail.mailboxes.quota.title': 'Ändra kvoten för {email}',
  'hostingDetail.mailboxes.quota.body': 'Hur mycket e-post kontot får rymma. Meddelanden som redan finns behålls.',
  'hostingDetail.mailboxes.quota.confirm': 'Spara kvot',
  'hostingDetail.mailboxes.quota.done': 'Kvoten för {email} ändrades.',
  'hostingDetail.mailboxes.create.heading': 'Nytt e-postkonto',
  'hostingDetail.mailboxes.create.open': 'Skapa ett e-postkonto',
  'hostingDetail.mailboxes.form.localPart': 'Namn före @',
  'hostingDetail.mailboxes.form.localPart.required': 'Ange den del av adressen som står före @.',
  'hostingDetail.mailboxes.form.localPart.tooLong': 'Använd högst 64 tecken.',
  'hostingDetail.mailboxes.form.localPart.at': 'Ange bara delen före @; välj domänen bredvid.',
  'hostingDetail.mailboxes.form.localPart.pattern':
    'Använd bokstäver, siffror och tecken som . _ - +, utan mellanslag och utan punkt först, sist eller två i rad.',
  'hostingDetail.mailboxes.form.domain': 'Domän',
  'hostingDetail.mailboxes.form.domain.required': 'Välj en domän.',
  'hostingDetail.mailboxes.form.password': 'Lösenord',
  'hostingDetail.mailboxes.form.password.show': 'Visa lösenordet',
  'hostingDetail.mailboxes.form.password.generate': 'Skapa ett starkt lösenord',
  'hostingDetail.mailboxes.form.password.rules': 'Lösenordet uppfyller inte alla regler i listan nedan.',
  'hostingDetail.mailboxes.form.checklist': 'Regler för lösenordet',
  'hostingDetail.mailboxes.form.rule':
    '{rule, select, length {8 till 128 tecken} upper {En stor bokstav} lower {En liten bokstav} digit {En siffra} guess {Svårt att gissa (inte byggt av adressen eller vanliga ord)} other {Regel}}',
  'hostingDetail.mailboxes.form.rule.guessLoading': 'Svårt att gissa: kontrollen laddas…',
  'hostingDetail.mailboxes.form.rule.guessUnavailable':
    'Svårt att gissa: kontrollen kunde inte laddas; servern kontrollerar det ändå',
  'hostingDetail.mailboxes.form.rule.state':
    '{state, select, met {Uppfyllt} unmet {Inte uppfyllt} other {Inte kontrollerat än}}',
  'hostingDetail.mailboxes.form.strength':
    'Styrka: {score, select, 0 {mycket svagt} 1 {svagt} 2 {godtagbart} 3 {starkt} 4 {mycket starkt} other {okänd}}',
  'hostingDetail.mailboxes.form.strength.none': 'Styrka: skriv ett lösenord',
  'hostingDetail.mailboxes.form.strength.checking': 'Styrka: kontrolleras…',
  'hostingDetail.mailboxes.form.strength.unavailable': 'Styrka: mätaren är inte tillgänglig',
  'hostingDetail.mailboxes.form.weak.heading':
    '{by, select, check {Lösenordet är för lätt att gissa} other {Servern godtog inte lösenordet: det är för lätt att gissa}}',
  'hostingDetail.mailboxes.form.weak.intro':
    '{by, select, check {Inget skickades. Allt du skrivit finns kvar. Förslag (på engelska):} other {Allt du skrivit finns kvar. Serverns förslag (på engelska):}}',
  'hostingDetail.mailboxes.form.quota': 'Kvot i GB',
  'hostingDetail.mailboxes.form.quota.hint': '0 betyder ingen gräns; högst 1024 GB.',
  'hostingDetail.mailboxes.form.quota.inMb': 'Sparas som {mb} MB (1 GB är 1024 MB).',
  'hostingDetail.mailboxes.form.quota.invalid': 'Ange antal GB från 0 till 1024, till exempel 5 eller 2,5.',
  'hostingDetail.mailboxes.form.quota.unlimited': 'Ingen gräns',
  'hostingDetail.mailboxes.form.submit': 'Skapa e-postkonto',
  'hostingDetail.blocked.title':
    '{state, select, suspended {{name} är spärrat} pending {{name} förbereds} closed {{name} är avslutat} legacy {{name} ligger på den äldre kontrollpanelen} other {{name} kan inte ändras nu}}',
  'hostingDetail.blocked.invoice':
    'Faktura {number} på {amount} förföll den {date}. När den är betald öppnas kontot igen; till dess går inställningarna inte att ändra.',
  'hostingDetail.blocked.suspended':
    'Inställningarna går inte att ändra förrän spärren hävs. Oftast är en faktura förfallen: när den är betald hävs spärren. Annars kan supporten berätta varför.',
  'hostingDetail.blocked.pending':
    'Inställningarna kan ändras när kontot är aktivt. Det tar oftast några minuter efter betalningen.',
  'hostingDetail.blocked.closed':
    'Ett avslutat konto går inte att ändra. Beställ ett nytt paket för att lägga upp webbplatsen igen.',
  'hostingDetail.blocked.legacy':
    'E-postkonton och tilläggsdomäner för kontot hanteras i dess kontrollpanel, inte här. Att uppgradera paketet eller lägga till lagring kräver en flytt till den nya panelen, som supporten gör åt dig.',
  'hostingDetail.blocked.showInvoice': 'Visa fakturan',
  'hostingDetail.blocked.orders': 'Visa obetalda beställningar',
  'hostingDetail.blocked.catalog': 'Visa paket',
  'hostingDetail.blocked.covered': 'Inte möjligt nu: se meddelandet överst på sidan.',
  'hostingDetail.legacy.heading': 'Kontot ligger på den äldre kontrollpanelen',
  'hostingDetail.legacy.body':
    'E-postkonton och tilläggsdomäner för det här kontot kan inte ändras härifrån. Du kan göra ändringen själv i kontrollpanelen, eller be support flytta kontot till den nya panelen.',
  'hostingDetail.legacy.panel': 'Öppna kontrollpanelen',
  'hostingDetail.legacy.panelNoLink': 'Öppna kontrollpanelen via länken i ditt välkomstmejl',
  'hostingDetail.legacy.support': 'Be support att flytta kontot',
  'hostingDetail.domains.addons.heading': 'Tilläggsdomäner',
  'hostingDetail.domains.addons.intro':
    'Andra domäner som kontot visar, var och en från en egen mapp, bredvid {primary}.',
  'hostingDetail.domains.caption': 'Tilläggsdomäner för {name}',
  'hostingDetail.domains.column.domain': 'Domän',
  'hostingDetail.domains.column.root': 'Dokumentrot',
  'hostingDetail.domains.column.actions': 'Åtgärder',
  'hostingDetail.domains.search.label': 'Hitta tilläggsdomäner',
  'hostingDetail.domains.search.q': 'Domän eller mapp',
  'hostingDetail.domains.empty.heading': 'Inga tilläggsdomäner',
  'hostingDetail.domains.empty.body': 'Lägg till en nedan för att visa en annan webbplats från kontot.',
  'hostingDetail.domains.added': '{domain} lades till och visas från ~/{root}.',
  'hostingDetail.domains.deleted': '{domain} togs bort.',
  'hostingDetail.domains.delete.button': 'Ta bort',
  'hostingDetail.domains.delete.title': 'Ta bort {domain}?',
  'hostingDetail.domains.delete.body':
    'Domänen visas inte längre från kontot, och dess e-postkonton tas bort. Filerna i ~/{root} finns kvar.',
  'hostingDetail.domains.delete.confirm': 'Ta bort domänen',
  'hostingDetail.domains.delete.keep': 'Behåll domänen',
  'hostingDetail.domains.form.heading': 'Lägg till en tilläggsdomän',
  'hostingDetail.domains.form.domain': 'Domännamn',
  'hostingDetail.domains.form.domain.hint': 'Hela namnet, till exempel exempel.se (utan https:// och utan sökväg).',
  'hostingDetail.domains.form.domain.required': 'Ange ett domännamn.',
  'hostingDetail.domains.form.domain.invalid':
    'Ange ett fullständigt domännamn som exempel.se, utan https:// och sökväg.',
  'hostingDetail.domains.form.domainPlaceholder': 'domän',
  'hostingDetail.domains.form.dir': 'Mapp (valfritt)',
  'hostingDetail.domains.form.dir.hint': 'Räknat från din hemmapp. Lämna tomt för public_html/<domän>.',
  'hostingDetail.domains.form.dir.tooLong': 'Använd högst 255 tecken.',
  'hostingDetail.domains.form.dir.issue.leading_slash': 'Ange en sökväg från din hemmapp: inget ”/” först.',
  'hostingDetail.domains.form.dir.issue.dot_dot': 'Mappen får inte innehålla ”..”.',
  'hostingDetail.domains.form.dir.issue.disguised_dot_dot':
    'Mappen får inte innehålla ”..” eller ”/” skrivna på annat sätt (procentkodade eller förväxlingsbara tecken).',
  'hostingDetail.domains.form.dir.issue.backslash': 'Använd ”/” mellan mappar, inte ”\\”.',
  'hostingDetail.domains.form.dir.issue.control': 'Mappen får inte innehålla styrtecken.',
  'hostingDetail.domains.form.dir.issue.characters':
    'Använd bokstäver, siffror, ”.”, ”_” och ”-” i mappnamn, med ett ”/” mellan mapparna.',
  'hostingDetail.domains.form.rootPreview': 'Dokumentrot:',
  'hostingDetail.domains.form.rootInvalid': 'rätta mappen först',
  'hostingDetail.domains.form.submit': 'Lägg till domän',
  'hostingDetail.domains.notReady.heading': '{domain} är inte klar än',
  'hostingDetail.domains.notReady.body':
    '{seNu, select, yes {Domänen registrerades nyss, eller så syns dess namnservrar inte än. För {tld}-domäner brukar det lösa sig inom 1 till 2 timmar.} other {Domänen registrerades nyss, eller så syns dess namnservrar inte än. Det brukar lösa sig inom några timmar.}} Det du skrivit finns kvar: försök igen senare.',
  'hostingDetail.domains.notReady.retry': 'Försök igen',
  'hostingDetail.domains.exists.heading': '{domain} finns redan på ett webbhotellskonto',
  'hostingDetail.billing.blocked.cancelAnd':
    '{change, select, renew {Makulera fakturan och förnya} plan {Makulera fakturan och byt paket} other {Makulera fakturan och byt}}',
  // Förnyelse och paketbyte (ärende 23).
  'hostingDetail.renew.heading': 'Förnya',
  'hostingDetail.renew.intro':
    'Betala för ytterligare en period av din nuvarande faktureringsperiod nu, innan den förfaller.',
  'hostingDetail.renew.preview': 'Förhandsgranska förnyelsen',
  'hostingDetail.renew.summary':
    'En period till från {starts}: {amount}. När fakturan är betald förfaller nästa betalning {due}. Inget har ändrats än.',
  'hostingDetail.renew.commit': 'Förnya för {amount}',
  'hostingDetail.renew.payFirst.heading': 'Inget att förnya nu',
  'hostingDetail.renew.payFirst.body':
    '{purpose, select, cycle_change {Faktura {number} ({amount}, förfaller {due}) är första betalningen för din nya faktureringsperiod. När den är betald är kontot betalt till {until}, så det finns inget att förnya innan dess.} plan_change {Faktura {number} ({amount}, förfaller {due}) gäller ditt paketbyte. Betala den först; sedan kan du förnya.} renewal {Faktura {number} ({amount}, förfaller {due}) förnyar redan kontot. Betala den: du behöver inte förnya igen.} other {Faktura {number} ({amount}, förfaller {due}) för kontot är fortfarande obetald. Betala den först: en förnyelse behövs inte medan den är obetald.}}',
  'hostingDetail.renew.payFirst.unnamed':
    'En faktura för kontot är fortfarande obetald. Betala den först: en förnyelse behövs inte medan den är obetald.',
  'hostingDetail.renew.payFirst.gate': 'Betala först kontots obetalda faktura: det finns inget att förnya nu.',
  'hostingDetail.renew.done': 'Förnyelsen är beställd: nästa betalning förfaller {due} när fakturan är betald.',
  'hostingDetail.plan.heading': 'Byt paket',
  'hostingDetail.plan.current': 'Ditt paket: {name}, {amount}.',
  'hostingDetail.plan.legend': 'Paket du kan byta till',
  'hostingDetail.plan.none': 'Det finns inget annat paket att byta till.',
  'hostingDetail.plan.loading': 'Hämtar paketen…',
  'hostingDetail.plan.direction':
    '{direction, select, upgrade {Större} downgrade {Mindre} different {Annorlunda} other {Annat}}',
  'hostingDetail.plan.size':
    '{size, select, larger {Större} smaller {Mindre} same {Samma resurser} other {Annorlunda}}',
  'hostingDetail.plan.sizeDifferent': 'Annorlunda: mer {more}, mindre {less}',
  'hostingDetail.plan.resourceNoun':
    '{resource, select, storageGb {disk} emailAccounts {e-postkonton} other {databaser}}',
  'hostingDetail.plan.resource': '{resource, select, storageGb {Disk} emailAccounts {E-postkonton} other {Databaser}}',
  'hostingDetail.plan.value': '{resource, select, storageGb {{value} GB} other {{value}}}',
  'hostingDetail.plan.from': 'nu {value}',
  'hostingDetail.plan.more': 'mer',
  'hostingDetail.plan.less': 'mindre',
  'hostingDetail.plan.same': 'samma',
  'hostingDetail.plan.dueNow': '{amount} nu för resten av perioden',
  'hostingDetail.plan.atPeriodEnd': 'Från {date}, inget att betala nu',
  'hostingDetail.plan.atPeriodEndNoDate': 'När perioden är slut, inget att betala nu',
  'hostingDetail.plan.chooseFirst': 'Välj ett paket först.',
  'hostingDetail.plan.preview': 'Förhandsgranska paketbytet',
  'hostingDetail.plan.summaryNow':
    'Du byter till {name} nu och betalar {amount} för resten av perioden; sedan {recurring} varje gång. Inget har ändrats än.',
  'hostingDetail.plan.summaryLater':
    'Du byter till {name} {date}; inget debiteras nu, sedan {recurring} varje gång. Inget har ändrats än.',
  'hostingDetail.plan.commit': 'Byt till {name}',
  'hostingDetail.plan.confirm.title': 'Makulera faktura {number} och byt till {name}?',
  'hostingDetail.plan.confirm.body':
    'Faktura {number} makuleras först; sedan byts paketet och dess faktura på {amount} skapas.',
  'hostingDetail.plan.done.now': 'Du har nu {name}.',
  'hostingDetail.plan.done.later': 'Bytet till {name} är planerat till {date}.',
  'hostingDetail.plan.scheduled': 'Ett byte till {name} är planerat till {date}.',
  'hostingDetail.plan.cancelScheduled': 'Avbryt det planerade bytet',
  'hostingDetail.plan.cancelled': 'Det planerade paketbytet är avbrutet.',
  'hostingDetail.mailboxes.form.password.weak': 'Lösenordet är för lätt att gissa. Gör det längre eller skapa ett.',
  'hostingDetail.mailboxes.password.button': 'Nytt lösenord',
  'hostingDetail.mailboxes.newPassword.title': 'Ett nytt lösenord för {email}',
  'hostingDetail.mailboxes.newPassword.body':
    'E-postappar som är inloggade med det gamla lösenordet får ingen e-post förrän du ger dem det nya.',
  'hostingDetail.mailboxes.newPassword.submit': 'Spara det nya lösenordet',
  'hostingDetail.mailboxes.newPassword.done': 'Lösenordet för {email} är bytt.',
  'hostingDetail.mailboxes.routing.button': 'Vidarebefordran och alias',
  'hostingDetail.mailboxes.routing.title': 'Vidarebefordran och alias för {email}',
  'hostingDetail.mailboxes.routing.forwarders.heading': 'Vidarebefordras till',
  'hostingDetail.mailboxes.routing.forwarders.intro':
    'E-post till {email} blir kvar där, och en kopia går till var och en av de här adresserna (högst {limit}).',
  'hostingDetail.mailboxes.routing.forwarders.none': 'E-posten vidarebefordras inte.',
  'hostingDetail.mailboxes.routing.forwarders.field': 'Vidarebefordra till adress',
  'hostingDetail.mailboxes.routing.forwarders.submit': 'Lägg till vidarebefordran',
  'hostingDetail.mailboxes.routing.forwarders.added': 'E-post till {email} skickas nu även till {address}.',
  'hostingDetail.mailboxes.routing.aliases.heading': 'Alias',
  'hostingDetail.mailboxes.routing.aliases.intro': 'Andra adresser vars e-post kommer till {email} (högst {limit}).',
  'hostingDetail.mailboxes.routing.aliases.none': 'Inga alias.',
  'hostingDetail.mailboxes.routing.aliases.field': 'Alias före @',
  'hostingDetail.mailboxes.routing.aliases.submit': 'Lägg till alias',
  'hostingDetail.mailboxes.routing.aliases.added': 'E-post till {address} kommer nu till {email}.',
  'hostingDetail.mailboxes.routing.removed': '{address} är borttagen.',
  'hostingDetail.mailboxes.routing.remove': 'Ta bort',
  'hostingDetail.mailboxes.routing.close': 'Stäng',
  'hostingDetail.mailboxes.routing.address.invalid': 'Ange en hel e-postadress, till exempel namn@exempel.se.',
  'hostingDetail.mailboxes.routing.localPart.invalid':
    'Använd bokstäver, siffror och . _ - +, utan mellanslag eller @.',
  'hostingDetail.mailboxes.settings.webmail': 'Öppna webbmejlen',
  'hostingDetail.mailboxes.settings.webmailIntro':
    'Läs och skicka e-post i webbläsaren: logga in med e-postkontots hela adress och dess lösenord.',
  'hostingDetail.cancel.heading': 'Säg upp kontot',
  'hostingDetail.cancel.intro':
    'Kontot upphör när perioden du har betalat för tar slut, den {date}. Till dess fungerar allt som nu, och du kan ångra uppsägningen.',
  'hostingDetail.cancel.sites': 'Webbplatserna för {domains} slutar fungera den {date}.',
  'hostingDetail.cancel.mail':
    '{count, plural, =0 {Inga e-postkonton berörs.} one {# e-postkonto slutar ta emot e-post den {date}.} other {# e-postkonton slutar ta emot e-post den {date}.}}',
  'hostingDetail.cancel.data':
    'Filer, databaser och e-post raderas för gott den {date}. Ladda ner det du vill behålla innan dess.',
  'hostingDetail.cancel.unused':
    'De {days} dagar som är kvar av perioden du betalat för (värda {amount}) kan du använda till dess. Inget betalas tillbaka och inget mer debiteras.',
  'hostingDetail.cancel.noUnused': 'Inget betalas tillbaka och inget mer debiteras.',
  'hostingDetail.cancel.blocked':
    'Faktura {number} för kontot är obetald: betala eller makulera den innan du säger upp kontot.',
  'hostingDetail.cancel.button': 'Säg upp till periodens slut',
  'hostingDetail.cancel.confirm.title': 'Säga upp {name} den {date}?',
  'hostingDetail.cancel.confirm': 'Säg upp kontot',
  'hostingDetail.cancel.keep': 'Behåll kontot',
  'hostingDetail.cancel.scheduled':
    '{name} upphör den {date}. Till dess fungerar det som nu, och du kan ångra uppsägningen.',
  'hostingDetail.cancel.undo': 'Ångra uppsägningen',
  'hostingDetail.cancel.undone': 'Uppsägningen är ångrad: {name} fortsätter som förut.',
});
