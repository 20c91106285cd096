import { defineTranslation } from '@/i18n';
import type en from './en';

/** The hosting area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'hosting.status':
    '{status, select, active {Aktivt} pending {Förbereds} suspended {Spärrat} cancelled {Uppsagt} terminated {Avslutat} expired {Utgånget} fraud {Spärrat för bedrägeri} unknown {Okänt}}',
  'hosting.billing.amountPerCycle':
    '{amount} {cycle, select, monthly {per månad} quarterly {per kvartal} semiannually {per halvår} annually {per år} biennially {per 2 år} triennially {per 3 år} free {(gratis)} none {(ingen faktureringsperiod)} other {per period}}',
  'hosting.billing.ended': 'Inget återkommande pris',
  'hosting.pinned': 'Fäst',
  'hosting.tags.label': 'Taggar',
  'hosting.tags.none': 'Inga taggar',
  'hosting.date.none': 'Inget',

  'hosting.list.title': 'Webbhotell',
  'hosting.list.search.label': 'Hitta webbhotellskonton',
  'hosting.list.search.q': 'Namn, domän eller tagg',
  'hosting.list.filter.all': 'Alla',
  'hosting.list.caption':
    '{filtered, select, yes {Webbhotellskonton som matchar filtren} other {Alla webbhotellskonton, fästa först}}{page, select, first {} other {, senare sida}}',
  'hosting.list.column.account': 'Konto',
  'hosting.list.column.status': 'Status',
  'hosting.list.column.billing': 'Pris',
  'hosting.list.column.nextDue': 'Nästa betalning',
  'hosting.list.column.tags': 'Taggar',
  'hosting.list.csv.domain': 'Huvuddomän',
  'hosting.list.csv.cycle': 'Betalperiod',
  'hosting.list.csv.cycleValue':
    '{cycle, select, monthly {Månadsvis} quarterly {Kvartalsvis} semiannually {Var sjätte månad} annually {Årsvis} biennially {Vartannat år} triennially {Vart tredje år} free {Gratis} none {Ingen} other {Annan}}',
  'hosting.list.empty.heading': 'Inga webbhotellskonton än',
  'hosting.list.empty.body': 'Webbhotell som du beställer visas här, med domäner, e-postkonton och fakturering.',

  'hosting.detail.breadcrumb': 'Webbhotell',
  'hosting.tabs.label': 'Kontots delar',
  'hosting.tab':
    '{tab, select, overview {Översikt} billing {Fakturering och paket} mailboxes {E-postkonton} domains {Domäner}}',
  'hosting.panel.open': 'Öppna kontrollpanelen',
  'hosting.panel.noUrl': 'Servern angav inte kontrollpanelens adress.',
  'hosting.list.ends': 'Upphör {date}',
});
