import { defineTranslation } from '@/i18n';
import type en from './en';

/** The command palette's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'palette.title': 'Hitta allt, gör allt',
  'palette.input.label': 'Hitta eller gör',
  'palette.input.placeholder': 'Servrar, domäner, beställningar, fakturor, ärenden eller en åtgärd',
  'palette.results.label': 'Resultat',
  'palette.group':
    '{group, select, actions {Åtgärder} vps {Servrar} hosting {Webbhotell} domains {Domäner} orders {Beställningar} invoices {Fakturor} tickets {Supportärenden} other {Resultat}}',
  'palette.group.searching': 'Söker…',
  'palette.group.failed': 'Det gick inte att söka här. Välj för att försöka igen.',
  'palette.count':
    '{count, plural, =0 {Inget hittades} one {# träff} other {# träffar}}{searching, select, yes {, söker fortfarande} other {}}',
  'palette.hint': 'Piltangenterna flyttar, Enter öppnar, Escape stänger.',
  'palette.action.goTo': 'Gå till {area}',
  'palette.synonyms':
    '{place, select, accountLog {aktivitet, aktivitetslogg, granskningslogg, activity, audit log} account {profil, säkerhet, inställningar, e-post, namn, språk, tvåstegsverifiering, account} other {}}',
  'palette.action.home': 'Gå till startsidan',
  'palette.action.domains':
    '{task, select, nameservers {Ändra domäners namnservrar} transferCode {Hämta en domäns flyttkod} other {Ändra eller kopiera domänkontakter}}',
  'palette.action.newTicket': 'Nytt supportärende',
  'palette.action.newApiKey': 'Skapa en API-nyckel',
  'palette.action.account': 'Gå till ditt konto',
  'palette.action.changePassword': 'Byt ditt lösenord',
  'palette.action.addPasskey': 'Lägg till en nyckel (passkey)',
  'palette.action.domain': '{kind, select, register {Registrera en domän} other {Flytta en domän}}',
  'palette.action.newServer': 'Skapa en server',
  'palette.action.addDnsRecord': 'Lägg till en DNS-post för {domain}',
  'palette.action.changeNameservers': 'Ändra namnservrar för {domain}',
  'palette.action.language': 'Byt till {language}',
  'palette.action.shareView': 'Dela den här vyn med supporten',
  'palette.action.signOut': 'Logga ut',
  'palette.action.theme':
    '{theme, select, dark {Byt till mörkt tema} light {Byt till ljust tema} other {Använd systemets tema}}',
  'palette.power':
    '{choice, select, restart {Starta om {name}} shutdown {Stäng av {name}} stop {Bryt strömmen till {name}} console {Öppna konsolen för {name}} rebuild {Installera om {name}} rescue {Starta {name} i räddningsläge} other {Starta {name}}}',
  'palette.power.verbs':
    '{choice, select, restart {starta om,omstart,restart} shutdown {stäng av,shutdown} stop {bryt strömmen,stoppa,stop} console {öppna konsolen för,öppna konsolen,konsol} rebuild {installera om,ominstallera,rebuild} rescue {starta … i räddningsläge,starta i räddningsläge,räddningsläge,rescue} other {starta,start}}',
  'palette.hosting':
    '{choice, select, cancel {Säg upp webbhotellet {name}} password {Nytt lösenord för {name}} other {Vidarebefordran för {name}}}',
  'palette.hosting.verbs':
    '{choice, select, cancel {säg upp webbhotellet,säg upp,cancel} password {nytt lösenord för,nytt lösenord,lösenord,password} other {vidarebefordran för,vidarebefordran,alias för,alias,forwarders}}',
  'palette.hosting.next':
    '{choice, select, cancel {Du får bekräfta på kontots sida} password {Öppnar lösenordsformuläret på kontots sida} other {Öppnas på kontots sida}}',
  'palette.power.confirmNext': 'Du får bekräfta på serverns sida',
  'palette.power.checking': 'Kontrollerar om det går att göra nu…',
  'palette.power.unknown': 'Det gick inte att kontrollera om det går att göra nu.',
  'palette.vpsStatus':
    '{status, select, running {Igång} stopped {Stoppad} starting {Startar} stopping {Stängs av} restarting {Startas om} provisioning {Förbereds} suspended {Spärrad} other {Okänd status}}',
  'palette.result.vps': '{status}{address, select, none {} other { · {address}}}',
  'palette.result.ticket': 'Ärende {number}',
  'palette.result.order': 'Beställning {number}',
  'palette.result.invoice': 'Faktura {number}',
  'palette.disabled': 'Inte tillgängligt: {reason}',
  'palette.shortcuts.title': 'Kortkommandon',
  'palette.shortcuts.intro': 'Kortkommandona gör ingenting medan du skriver i ett fält eller när en dialog är öppen.',
  'palette.shortcuts.keys': 'Tangenter',
  'palette.shortcuts.does': 'Gör',
  'palette.shortcuts.open': 'Hitta allt, gör allt',
  'palette.shortcuts.help': 'Visa kortkommandona',
  'palette.shortcuts.goTo': 'Gå till {area}',
  'palette.shortcuts.home': 'Gå till startsidan',
  'palette.shortcuts.then': '{first} sedan {second}',
  'palette.shortcuts.or': '{first} eller {second}',
  'palette.shortcuts.close': 'Stäng',
});
