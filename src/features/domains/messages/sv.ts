import { defineTranslation } from '@/i18n';
import type en from './en';

/** The domains area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'domains.status':
    '{status, select, active {Aktiv} pending {Väntande} expired {Utgången} suspended {Spärrad} cancelled {Avslutad} terminated {Avvecklad} fraud {Spärrad för bedrägeri} unknown {Okänd}}',
  'domains.autoRenew': '{state, select, on {På} off {Av} other {Okänt}}',
  'domains.registrarLock': '{state, select, on {Låst} off {Olåst} other {Okänt}}',
  'domains.expiry.none': 'Inget utgångsdatum',

  'domains.list.title': 'Domäner',
  'domains.list.caption': '{filtered, select, yes {Domäner som matchar filtret} other {Alla domäner}}',
  'domains.list.column.domain': 'Domän',
  'domains.list.column.status': 'Status',
  'domains.list.column.expires': 'Går ut',
  'domains.list.column.autoRenew': 'Automatisk förnyelse',
  'domains.list.column.registrarLock': 'Registrarlås',
  'domains.list.empty.heading': 'Inga domäner än',
  'domains.list.empty.body': 'Domäner som du registrerar eller flyttar till oss visas här.',

  'domains.filter.label': 'Filtrera domäner',
  'domains.filter.q': 'Namnet innehåller',
  'domains.filter.status': 'Status',
  'domains.filter.anyStatus': 'Alla statusar',
  'domains.filter.tld': 'Toppdomän',
  'domains.filter.tldHint': 'Till exempel se eller com, utan punkt.',
  'domains.filter.tldInvalid': 'Ingen toppdomän: använd bokstäver, siffror och bindestreck, som se eller com.',

  'domains.selection.loadingActions': 'Läser in åtgärderna…',

  'domains.list.register': 'Registrera en domän',
  'domains.list.transfer': 'Flytta en domän',
});
