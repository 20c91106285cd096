import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'home.attention.heading': 'Behöver din uppmärksamhet',
  'home.attention.count': '{count, plural, one {# sak} other {# saker}}',
  'home.attention.none': 'Inget behöver dig just nu.',
  'home.attention.noneDetail': 'Allt du ser här är igång och betalt. Nya saker att göra visas här.',
  'home.attention.checked': 'Kontrollerat {time}.',
  'home.attention.loading': 'Kontrollerar dina tjänster…',
  'home.attention.partial': 'Några delar kunde inte kontrolleras; se nedan.',
  'home.urgency':
    '{urgency, select, down {Gör nu} soon {Snart} due {Att betala} look {Att kolla} running {Pågår} other {Att kolla}}',

  'home.item.invoiceOverdue': 'Faktura {name} är förfallen: {amount}, förföll {date}.',
  'home.item.invoiceUnpaid': 'Faktura {name} väntar på betalning: {amount}, förfaller {date}.',
  'home.item.invoiceNoDate': 'Faktura {name} väntar på betalning: {amount}.',
  'home.item.invoice.pay': 'Betala faktura {name}',
  'home.item.invoice.show': 'Visa faktura {name}',
  'home.item.invoiceAutoPayFailed':
    'Den automatiska betalningen av faktura {name} misslyckades {date}: {amount} återstår att betala. Betala nu, eller byt kortet som debiteras.',
  'home.item.invoiceAutoPayFailed.pay': 'Betala faktura {name} nu',
  'home.item.invoiceAutoPayFailed.cards': 'Byt kort',
  'home.item.orderUnpaid': 'Beställning {name} väntar på betalning: {amount}.',
  'home.item.order.pay': 'Betala beställning {name}',
  'home.item.domainOrder':
    '{kind, select, domain {Registreringen av {name} väntar på beställning {order}} renewal {Förnyelsen av {name} väntar på beställning {order}} other {{name} väntar på beställning {order}}}: {amount}, förfaller {date}.',
  'home.item.domainOrderNoDate':
    '{kind, select, domain {Registreringen av {name} väntar på beställning {order}} renewal {Förnyelsen av {name} väntar på beställning {order}} other {{name} väntar på beställning {order}}}: {amount}.',
  'home.item.domainOrder.pay': 'Betala beställning {order}',
  'home.item.domainOrder.show': 'Visa {name}',
  'home.item.domainAction':
    '{status, select, expired {{name} har gått ut och förloras om den inte förnyas.} pending {{name} är inte registrerad än: registreringen behöver dig.} other {{name} behöver dig innan den kan behandlas.}}',
  'home.item.domainAction.do': '{status, select, expired {Förnya {name}} other {Se vad {name} behöver}}',
  'home.item.domainsExpired':
    '{count, plural, one {# domän har gått ut} other {# domäner har gått ut}}: förnya dem du vill behålla.',
  'home.item.domainsExpired.do':
    '{count, plural, one {Visa den utgångna domänen} other {Visa de # utgångna domänerna}}',
  'home.item.domainExpiring': '{name} går ut {date} och automatisk förnyelse är av.',
  'home.item.domainExpiring.do': 'Förnya eller slå på automatisk förnyelse för {name}',
  'home.item.domainUnlock': 'Upplåsningen hos registret för {name}, begärd {date}, behandlas.',
  'home.item.domainUnlock.do': 'Följ upplåsningen av {name}',
  'home.item.domainDnsNotServed':
    'DNS-posterna för {name} har ändrats här, men {name} använder andra namnservrar, så de används inte.',
  'home.item.domainDnsNotServed.do': 'Byt {name} till våra namnservrar',
  'home.item.domainProgress':
    '{kind, select, transfer {Flytten av {name} till oss} other {Registreringen av {name}}} pågår: {step, select, awaiting_approval {väntar på nuvarande registrar} registering {hos registret} other {pågår}}, klar senast {date}.',
  'home.item.domainProgressNoDate':
    '{kind, select, transfer {Flytten av {name} till oss} other {Registreringen av {name}}} pågår: {step, select, awaiting_approval {väntar på nuvarande registrar} registering {hos registret} other {pågår}}.',
  'home.item.domainProgress.do': 'Följ {name}',
  'home.item.vpsSuspended': 'Servern {name} är spärrad: den körs inte förrän en förfallen faktura är betald.',
  'home.item.vpsSuspended.do': 'Se hur spärren av {name} hävs',
  'home.item.vpsStopped': 'Servern {name} stannade utan att du bad om det.',
  'home.item.vpsStopped.do': 'Starta {name}',
  'home.item.vpsFailedJob':
    'En ändring av servern {name} misslyckades{when, select, none {} other { {when}}}: {job, select, restart {en omstart} stop {ett stopp} shutdown {en avstängning} reset {en återställning} start {en start} network {en nätverksändring} snapshot {en ögonblicksbild} other {en ändring}}.',
  'home.item.vpsFailedJob.do': 'Se vad som hände med {name}',
  'home.item.vpsProvisioning': 'Servern {name} installeras.',
  'home.item.vpsProvisioning.percent': 'Servern {name} installeras: {percent} klart.',
  'home.item.vpsProvisioning.label': 'Installationen av {name}',
  'home.item.vpsProvisioning.do': 'Visa {name}',
  'home.item.vpsProvisionFailed':
    'Servern {name} kunde inte installeras{when, select, none {} other { ({when})}}. Installera den igen: den innehåller inget än, så inget går förlorat. Om det också misslyckas, fråga supporten.',
  'home.item.vpsProvisionFailed.do': 'Installera {name} igen',
  'home.item.vpsProvisionFailed.help': 'Fråga supporten',
  'home.item.vpsProvisionFailed.about': 'Den nya servern {name} kunde inte installeras.',
  'home.item.vpsNetwork': 'Nätverksinställningarna i servern {name} skiljer sig från dess tilldelade adresser.',
  'home.item.vpsNetwork.do': 'Reparera nätverket i {name}',
  'home.item.hostingSuspended':
    'Webbhotellet {name} är spärrat: webbplatser och e-post fungerar inte förrän en förfallen faktura är betald.',
  'home.item.hostingSuspended.do': 'Se hur {name} kan aktiveras igen',
  'home.item.hostingPending': 'Webbhotellet {name} är inte klart än: det väntar på sin beställning.',
  'home.item.hostingPending.do': 'Se vad {name} väntar på',
  'home.item.hostingInvoice':
    'En obetald faktura{number, select, none {} other { ({number})}} hindrar ändringar av paket och betalperiod för webbhotellet {name}: {amount}.',
  'home.item.hostingInvoice.do': 'Betala eller makulera den under fliken Fakturering för {name}',
  'home.item.mailboxQuota':
    '{count, plural, one {# e-postkonto} other {# e-postkonton}} i webbhotellet {name} är över kvoten: ny e-post avvisas.',
  'home.item.mailboxQuota.do': 'Frigör utrymme eller höj kvoten för {name}',
  'home.item.ticketAnswered': 'Supporten har svarat på ditt ärende ”{name}” (#{number}) och väntar på dig.',
  'home.item.ticketAnswered.do': 'Läs och svara på #{number}',
  'home.item.operation': '{label} pågår.',
  'home.item.operation.do': 'Visa förloppet',
  'home.item.noAmount': 'belopp saknas',

  'home.summary.heading': 'Dina tjänster',
  'home.summary.area.vps': 'Servrar',
  'home.summary.area.hosting': 'Webbhotell',
  'home.summary.area.domains': 'Domäner',
  'home.summary.area.orders': 'Beställningar',
  'home.summary.area.billing': 'Fakturor',
  'home.summary.area.support': 'Öppna supportärenden',
  'home.summary.total': '{count, plural, =0 {Inga} one {# totalt} other {# totalt}}',
  'home.summary.totalAtLeast': '{count}+ totalt',
  'home.summary.all': 'Visa alla',
  'home.summary.vpsStatus':
    '{status, select, running {Igång} stopped {Stoppad} starting {Startar} stopping {Stoppas} restarting {Startar om} provisioning {Förbereds} suspended {Spärrad} other {Okänd}}',
  'home.summary.hostingStatus':
    '{status, select, active {Aktivt} pending {Väntar} suspended {Spärrat} cancelled {Uppsagt} terminated {Avslutat} expired {Utgånget} fraud {Stängt} other {Okänt}}',
  'home.summary.domainStatus':
    '{status, select, active {Aktiv} pending {Väntar} suspended {Spärrad} cancelled {Uppsagd} terminated {Avslutad} expired {Utgången} fraud {Stängd} other {Okänd}}',
  'home.summary.orderStatus':
    '{status, select, pending {Väntar} active {Aktiv} completed {Klar} cancelled {Avbruten} failed {Misslyckad} other {Okänd}}',
  'home.summary.invoices': '{count, plural, =0 {Inget att betala} one {# att betala} other {# att betala}}',
  'home.summary.invoicesOverdue': '{count, plural, one {# förfallen} other {# förfallna}}',
  'home.summary.tickets': '{count, plural, =0 {Inga öppna ärenden} one {# öppet} other {# öppna}}',
  'home.summary.ticketsAnswered': '{count, plural, one {# besvarat av supporten} other {# besvarade av supporten}}',
  'home.summary.countLink': '{label}: {count}',
  'home.summary.error': 'Den här delen kunde inte läsas.',

  'home.firstRun.heading': 'Välkommen! Här finns inget än',
  'home.firstRun.intro':
    'Här ser du vad som behöver dig bland dina servrar, webbhotell, domäner, beställningar och fakturor. Här börjar du:',
  'home.firstRun.catalog.title': 'Beställ webbhotell',
  'home.firstRun.catalog.text': 'Jämför tjänster och priser och beställ sedan en med din domän.',
  'home.firstRun.catalog.link': 'Se tjänster och priser',
  'home.firstRun.domain.title': 'Registrera en domän',
  'home.firstRun.domain.text':
    'Sök ett namn, se priset och registrera det, eller flytta en domän du har någon annanstans.',
  'home.firstRun.domain.link': 'Hitta en domän',
  'home.firstRun.server.title': 'Skapa en server',
  'home.firstRun.server.text': 'Välj ett paket, en plats och ett Linux-system; den är klar på en minut eller två.',
  'home.firstRun.server.link': 'Se serverpaketen',
  'home.firstRun.ssh.title': 'Lägg till din SSH-nyckel på en server',
  'home.firstRun.ssh.text':
    'När du har en server lägger du till din publika SSH-nyckel under fliken SSH-nycklar och loggar in utan lösenord.',
  'home.firstRun.ssh.link': 'Gå till dina servrar',
  'home.firstRun.support.title': 'Fråga supporten',
  'home.firstRun.support.text': 'Osäker på vad du behöver? Supporten svarar på svenska och engelska.',
  'home.firstRun.support.link': 'Skriv till supporten',
});
