import { defineMessages } from '../define';

/**
 * An invoice, credit-note or order line in words, from its language-free `item` (src/api/schemas/line-item.ts): the
 * invoice and credit-note screens, the invoice CSV and the mock's invoice PDF say a line with these messages, so the
 * screen and the file say the same. `withX: yes` adds the part the item has (a period, a server's name, a credit).
 */
export default defineMessages({
  'lineItems.cycle':
    '{cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {annually} biennially {every 2 years} triennially {every 3 years} free {free} other {{cycle}}}',
  'lineItems.period.months': '{count, plural, one {# month} other {# months}}',
  'lineItems.period.years': '{count, plural, one {# year} other {# years}}',
  'lineItems.kind.hosting_plan': '{plan} hosting for {subject}{withPeriod, select, yes {, {period}} other {}}',
  'lineItems.kind.hosting_renewal':
    'Renewal of {plan} hosting for {subject}{withPeriod, select, yes {, {period}} other {}}',
  'lineItems.kind.plan_change': '{fromPlan} → {plan} for {subject}, the rest of the current period',
  'lineItems.kind.hosting_cycle_change':
    '{plan} hosting for {subject}, billed {cycle} from now{withCredit, select, yes {, less the {unusedDays, plural, one {# unused day} other {# unused days}} of the period paid} other {}}',
  'lineItems.kind.extra_storage': 'Extra storage {size} GB for {subject}',
  'lineItems.kind.snapshot_slots': 'Snapshot slots: {count}',
  'lineItems.kind.vps_plan':
    '{plan} server{withSubject, select, yes { {subject}} other {}}{withPeriod, select, yes {, {period}} other {}}{payg, select, yes {, pay as you go (first month, estimated)} other {}}',
  'lineItems.kind.setup_fee': 'Setup fee, {plan} hosting for {subject}',
  'lineItems.kind.domain_registration':
    'Registration of {subject}{premium, select, yes { (premium)} other {}}{withPeriod, select, yes {, {period}} other {}}',
  'lineItems.kind.domain_renewal': 'Renewal of {subject}{withPeriod, select, yes { ({period})} other {}}',
  'lineItems.kind.domain_transfer': 'Transfer of {subject}{withPeriod, select, yes { ({period} added)} other {}}',
  'lineItems.kind.account_credit': 'Account credit (prepayment: VAT is charged on the invoices it pays)',
  'lineItems.kind.order': 'Order {subject}',
  'lineItems.unused': '{text} (unused {unusedDays} of {periodDays, plural, one {# day} other {# days}})',
});
