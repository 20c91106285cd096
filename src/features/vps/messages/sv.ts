import { defineTranslation } from '@/i18n';
import type en from './en';

/** The VPS area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'vps.status':
    '{status, select, running {Igång} stopped {Stoppad} starting {Startar} stopping {Stängs av} restarting {Startas om} provisioning {Förbereds} suspended {Spärrad} unknown {Okänd}}',
  'vps.plan.cpu': '{count, plural, one {# vCPU} other {# vCPU}}',
  'vps.plan.memory': '{size} GB RAM',
  'vps.plan.disk': '{size} GB disk',
  'vps.ip.copy': 'Kopiera {address}',
  'vps.ip.none': 'Ingen publik adress',
  'vps.list.title': 'Servrar',
  'vps.list.order': 'Beställ en server',
  'vps.list.search.label': 'Hitta servrar',
  'vps.list.search.q': 'Namn eller IP-adress',
  'vps.list.search.status': 'Status',
  'vps.list.search.anyStatus': 'Alla statusar',
  'vps.list.caption':
    '{filtered, select, yes {Servrar som matchar dina filter} other {Alla servrar}}{page, select, first {} other {, senare sida}}',
  'vps.list.column.server': 'Server',
  'vps.list.column.status': 'Status',
  'vps.list.column.addresses': 'IP-adresser',
  'vps.list.column.plan': 'Paket',
  'vps.list.column.location': 'Plats',
  'vps.list.csv.hostname': 'Värdnamn',
  'vps.list.csv.ipv4': 'IPv4-adress',
  'vps.list.csv.ipv6': 'IPv6-adress',
  'vps.list.empty.heading': 'Inga servrar än',
  'vps.list.empty.body': 'Servrar som du beställer visas här, med status och adresser.',
  'vps.detail.breadcrumb': 'Servrar',
  'vps.detail.openConsole': 'Öppna konsolen',
  'vps.tabs.label': 'Serverns delar',
  'vps.tab':
    '{tab, select, overview {Översikt} network {Nätverk} ssh-keys {SSH-nycklar} snapshots {Ögonblicksbilder} metrics {Mätvärden}}',
  'vps.blocked.suspended.title': '{name} är spärrad',
  'vps.blocked.suspended.body':
    'Start, omstart, nätverksändringar och ögonblicksbilder är spärrade tills spärren hävs. Oftast är en faktura förfallen: när den är betald hävs spärren. Annars kan supporten berätta varför.',
  'vps.blocked.suspended.invoice':
    'Faktura {number} på {amount} förföll den {date}. När den är betald hävs spärren; till dess är start, omstart, nätverksändringar och ögonblicksbilder spärrade.',
  'vps.blocked.suspended.pay': 'Betala faktura {number}',
  'vps.blocked.suspended.showInvoice': 'Visa fakturan',
  'vps.blocked.suspended.orders': 'Visa obetalda beställningar',
  'vps.blocked.support': 'Kontakta supporten',
  'vps.help.suspended':
    'Min server {name} är spärrad. Varför, och vad behöver jag göra för att få den att fungera igen?',
  'vps.blocked.busy.title':
    '{kind, select, restart {En omstart} reset {En hård omstart} stop {En strömbrytning} shutdown {En avstängning} start {En start} snapshot {En ögonblicksbild} config {En konfigurationsändring} migrate {En flytt} network {En nätverksändring} other {En ändring}} pågår',
  'vps.blocked.busy.body': 'Andra ändringar av {name} väntar tills den är klar; sidan uppdateras av sig själv då.',
  'vps.blocked.busy.follow': 'Visa förloppet',
  'vps.blocked.busy.operation':
    '{kind, select, restart {Omstart} reset {Hård omstart} stop {Strömbrytning} shutdown {Avstängning} start {Start} snapshot {Ögonblicksbild} config {Konfigurationsändring} migrate {Flytt} network {Nätverksändring} other {Ändring}} av {name}',
});
