import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'audit.title': 'Kontologg',
  'audit.intro': 'Alla ändringar av ditt konto via panelen eller API:t, och alla försök som nekades.',
  'audit.search.label': 'Sök i loggen',
  'audit.search.q': 'Namn eller API-nyckel',
  'audit.filter.outcome.label': 'Utfall',
  'audit.filter.outcome':
    '{outcome, select, all {Alla} succeeded {Klara} refused {Nekade} failed {Misslyckade} other {Övriga}}',
  'audit.filter.area': 'Område',
  'audit.filter.anyArea': 'Alla områden',
  'audit.filter.action': 'Ändring',
  'audit.filter.anyAction': 'Alla ändringar',
  'audit.filter.period': 'Tid',
  'audit.filter.anyPeriod': 'När som helst',
  'audit.period':
    '{period, select, day {Senaste dygnet} week {Senaste 7 dagarna} month {Senaste 30 dagarna} other {När som helst}}',
  'audit.area':
    '{area, select, vps {Servrar} hosting {Webbhotell} domains {Domäner} orders {Beställningar} billing {Fakturering} support {Support} account {Inloggning och API-nycklar} other {Övrigt}}',
  'audit.caption':
    '{filtered, select, yes {Loggposter som matchar dina filter} other {Alla loggposter}}{page, select, first {} other {, senare sida}}',
  'audit.column.time': 'När',
  'audit.column.what': 'Vad',
  'audit.column.target': 'Gäller',
  'audit.column.who': 'Vem',
  'audit.csv.source': 'IP-adress',
  'audit.csv.targetId': 'Resurs-ID',
  'audit.column.outcome': 'Utfall',
  'audit.action':
    '{action, select, vps.start {Starta en server} vps.stop {Stoppa en server} vps.restart {Starta om en server} vps.shutdown {Stänga av en server} vps.reset {Återställa en server} vps.network_change {Ändra en servers nätverk} vps.reset_ssh_keys {Byta en servers SSH-nycklar} vps.snapshot_create {Ta en ögonblicksbild} vps.snapshot_delete {Ta bort en ögonblicksbild} vps.change_config {Ändra antalet platser för ögonblicksbilder} vps.upgrade {Byta en servers paket} vps.snapshot_restore {Återställa en ögonblicksbild} ssh_key.create {Lägga till en SSH-nyckel} hosting.change_billing_cycle {Byta betalningsperiod} hosting.mailbox_create {Skapa ett e-postkonto} hosting.mailbox_delete {Ta bort ett e-postkonto} hosting.mailbox_quota {Ändra ett e-postkontos lagring} hosting.addon_domain_add {Lägga till en domän i webbhotellet} hosting.addon_domain_remove {Ta bort en domän från webbhotellet} hosting.renew {Förnya ett webbhotell} hosting.upgrade {Byta paket för ett webbhotell} hosting.cancel_upgrade {Avbryta ett planerat paketbyte} hosting.mailbox_password {Byta lösenord för ett e-postkonto} hosting.forwarder_add {Vidarebefordra ett e-postkontos e-post} hosting.forwarder_remove {Sluta vidarebefordra ett e-postkontos e-post} hosting.alias_add {Lägga till ett e-postalias} hosting.alias_remove {Ta bort ett e-postalias} hosting.cancel {Säga upp ett webbhotell till periodens slut} hosting.undo_cancel {Ångra uppsägningen av ett webbhotell} domain.update {Ändra en domäns inställningar} domain.request_unlock {Be registret låsa upp en domän} domain.bulk_redirects {Ändra vidarebefordringar för flera domäner} domain.bulk_autorenew {Ändra automatisk förnyelse för flera domäner} domain.bulk_renew {Förnya flera domäner} domain.renew {Förnya en domän} domain.change_billing_cycle {Ändra en domäns förnyelseperiod} order.create {Lägga en beställning} order.cancel {Avbryta en beställning} invoice.cancel {Makulera en faktura} invoice.apply_credit {Betala en faktura med tillgodohavande} invoice.refund {Återbetala en faktura} invoice.pay_with_card {Betala en faktura med ett sparat kort} payment.create {Betala flera fakturor på en gång} settings.auto_pay {Slå på eller av automatisk betalning} credit.add_funds {Fylla på tillgodohavandet} card.setup {Lägga till ett betalkort} card.make_default {Göra ett kort till standardkort} card.remove {Ta bort ett betalkort} billing_profile.update {Ändra faktureringsuppgifterna} ticket.create {Öppna ett supportärende} ticket.reply {Svara i ett supportärende} ticket.close {Stänga ett supportärende} ticket.reopen {Öppna ett supportärende igen} ticket.upload_attachment {Bifoga en fil} session.sign_in {Logga in} session.sign_out {Logga ut} password.change {Byta lösenord} totp.enable {Slå på autentiseringsappen} totp.disable {Slå av autentiseringsappen} recovery_codes.regenerate {Skapa nya återställningskoder} passkey.add {Lägga till en nyckel (passkey)} passkey.rename {Byta namn på en nyckel (passkey)} passkey.remove {Ta bort en nyckel (passkey)} vps.rebuild {Installera om en server} vps.rescue {Starta en server i räddningsläge} vps.leave_rescue {Lämna räddningsläget} vps.reset_root_password {Byta en servers root-lösenord} domain.transfer_code {Hämta en domäns flyttkod} domain.change_nameservers {Ändra en domäns namnservrar} domain.change_whois_privacy {Slå på eller av WHOIS-skydd} domain.update_contacts {Ändra en domäns kontakter} domain.resend_contact_verification {Skicka kontaktverifieringen igen} domain.bulk_nameservers {Ändra namnservrar för flera domäner} domain.bulk_contacts {Kopiera kontakter till flera domäner} vps.console_open {Öppna en servers konsol} dns.apply_changes {Ändra en domäns DNS-poster} api_key.create {Skapa en API-nyckel} api_key.revoke {Återkalla en API-nyckel} api_key.rotate {Ge en API-nyckel en ny hemlighet} profile.update {Ändra namn eller språk} email.change_request {Be om att byta e-postadress} email.change {Byta e-postadress} team.invite {Bjuda in en teammedlem} team.join {Gå med i teamet} team.change_role {Ändra en teammedlems roll} team.remove {Ta bort en teammedlem} session.revoke {Logga ut en annan session} session.revoke_others {Logga ut alla andra sessioner} other {En annan ändring}}',
  'audit.target':
    '{type, select, vps {Server {name}} ssh_key {SSH-nyckel {name}} hosting_account {Webbhotell {name}} domain {Domän {name}} order {Beställning {name}} invoice {Faktura {name}} card {Kort {name}} ticket {Ärende {name}} attachment {Fil {name}} person {{name}} passkey {Nyckel (passkey) {name}} session {Session {name}} api_key {API-nyckel {name}} other {{name}}}',
  'audit.target.unnamed':
    '{type, select, vps {En server} ssh_key {En SSH-nyckel} hosting_account {Ett webbhotell} domain {En domän} order {En beställning} invoice {En faktura} card {Ett betalkort} ticket {Ett supportärende} attachment {En fil} person {Den som loggar in} passkey {En nyckel (passkey)} session {En session} api_key {En API-nyckel} other {Något}}',
  'audit.target.none': 'Flera eller inga',
  'audit.actor': '{type, select, sub_account {Kontaktens nyckel ”{name}”} person {{name}} other {API-nyckel ”{name}”}}',
  'audit.actor.unknown': 'En API-nyckel',
  'audit.from': 'från {address}',
  'audit.outcome': '{outcome, select, succeeded {Klar} refused {Nekad} failed {Misslyckades} other {Okänt}}',
  'audit.failedWhy': 'Något gick fel hos oss.',
  'audit.updating': 'Uppdaterar kontologgen…',
  'audit.empty.heading': 'Inga ändringar än',
  'audit.empty.body':
    'Ändringar du gör, som att starta om en server eller betala en faktura, visas här med vem som gjorde dem och hur det gick.',
});
