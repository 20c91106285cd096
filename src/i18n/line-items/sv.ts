import { defineTranslation } from '../define';
import type en from './en';

export default defineTranslation<typeof en>()({
  'lineItems.cycle':
    '{cycle, select, monthly {månadsvis} quarterly {kvartalsvis} semiannually {halvårsvis} annually {årsvis} biennially {vartannat år} triennially {vart tredje år} free {gratis} other {{cycle}}}',
  'lineItems.period.months': '{count, plural, one {# månad} other {# månader}}',
  'lineItems.period.years': '{count, plural, one {# år} other {# år}}',
  'lineItems.kind.hosting_plan': 'Webbhotell {plan} för {subject}{withPeriod, select, yes {, {period}} other {}}',
  'lineItems.kind.hosting_renewal':
    'Förnyelse av webbhotell {plan} för {subject}{withPeriod, select, yes {, {period}} other {}}',
  'lineItems.kind.plan_change': '{fromPlan} → {plan} för {subject}, resten av innevarande period',
  'lineItems.kind.hosting_cycle_change':
    'Webbhotell {plan} för {subject}, faktureras {cycle} från och med nu{withCredit, select, yes {, minus {unusedDays, plural, one {# outnyttjad dag} other {# outnyttjade dagar}} av den betalda perioden} other {}}',
  'lineItems.kind.extra_storage': 'Extra lagring {size} GB för {subject}',
  'lineItems.kind.snapshot_slots': 'Platser för ögonblicksbilder: {count}',
  'lineItems.kind.vps_plan':
    'Server {plan}{withSubject, select, yes { {subject}} other {}}{withPeriod, select, yes {, {period}} other {}}{payg, select, yes {, betala efter användning (första månaden, uppskattat)} other {}}',
  'lineItems.kind.setup_fee': 'Uppstartsavgift, webbhotell {plan} för {subject}',
  'lineItems.kind.domain_registration':
    'Registrering av {subject}{premium, select, yes { (premium)} other {}}{withPeriod, select, yes {, {period}} other {}}',
  'lineItems.kind.domain_renewal': 'Förnyelse av {subject}{withPeriod, select, yes { ({period})} other {}}',
  'lineItems.kind.domain_transfer': 'Flytt av {subject}{withPeriod, select, yes { ({period} tillagt)} other {}}',
  'lineItems.kind.account_credit': 'Tillgodohavande (förskottsbetalning: moms tas ut på de fakturor det betalar)',
  'lineItems.kind.order': 'Beställning {subject}',
  'lineItems.unused': '{text} (outnyttjat {unusedDays} av {periodDays, plural, one {# dag} other {# dagar}})',
});
