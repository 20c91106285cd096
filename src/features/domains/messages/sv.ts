import { defineTranslation } from '@/i18n';
import type en from './en';

/** The domains area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'domains.status':
    '{status, select, active {Aktiv} pending {Väntande} expired {Utgången} suspended {Avstängd} cancelled {Avslutad} terminated {Avvecklad} fraud {Spärrad för bedrägeri} unknown {Okänd}}',
  'domains.list.title': 'Domäner',
});
