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
  'vps.busy.notice':
    '{kind, select, restart {En omstart} reset {En hård omstart} stop {En strömbrytning} shutdown {En avstängning} start {En start} snapshot {En ögonblicksbild} config {En konfigurationsändring} migrate {En flytt} network {En nätverksändring} other {En ändring}} pågår. Andra ändringar får vänta tills den är klar.',
  'vps.list.title': 'Servrar',
  'vps.list.search.label': 'Hitta servrar',
  'vps.list.search.q': 'Namn eller IP-adress',
  'vps.list.search.status': 'Status',
  'vps.list.search.anyStatus': 'Alla statusar',
  'vps.list.search.submit': 'Sök',
  'vps.list.search.clear': 'Rensa filter',
  'vps.list.updating': 'Uppdaterar servrar…',
  'vps.list.caption':
    '{filtered, select, yes {Servrar som matchar dina filter} other {Alla servrar}}{page, select, first {} other {, senare sida}}',
  'vps.list.column.server': 'Server',
  'vps.list.column.status': 'Status',
  'vps.list.column.addresses': 'IP-adresser',
  'vps.list.column.plan': 'Paket',
  'vps.list.column.location': 'Plats',
  'vps.list.empty.heading': '{filtered, select, yes {Inga servrar matchar} other {Inga servrar än}}',
  'vps.list.empty.body':
    '{filtered, select, yes {Prova ett annat namn, en annan adress eller status, eller rensa filtren.} other {Servrar som du beställer visas här, med status och adresser.}}',
  'vps.detail.breadcrumb': 'Servrar',
  'vps.tabs.label': 'Serverns delar',
  'vps.tab':
    '{tab, select, overview {Översikt} network {Nätverk} ssh-keys {SSH-nycklar} snapshots {Ögonblicksbilder} metrics {Mätvärden}}',
});
