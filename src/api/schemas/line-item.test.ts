import { describe, expect, it } from 'vitest';
import { fullLineItem, lineItem, lineItemKindValues, lineItemText, type LineItemInput } from './line-item';
import { lineItemWords } from './line-item-words';
import * as z from 'zod/mini';

const en = lineItemWords('en');
const sv = lineItemWords('sv');
const say = (input: LineItemInput, words = en) =>
  lineItemText({ description: 'as sent', item: fullLineItem(input) }, words);

/** Each kind as the mock writes it, and what an English and a Swedish reader see. */
const cases: [LineItemInput, string, string][] = [
  [
    { kind: 'hosting_plan', plan: 'Web Small', subject: 'shop.se', cycle: 'annually' },
    'Web Small hosting for shop.se, annually',
    'Webbhotell Web Small för shop.se, årsvis',
  ],
  [
    { kind: 'hosting_renewal', plan: 'Business', subject: 'shop.se', months: 12 },
    'Renewal of Business hosting for shop.se, 12 months',
    'Förnyelse av webbhotell Business för shop.se, 12 månader',
  ],
  [
    { kind: 'hosting_plan_change', fromPlan: 'Business Medium', plan: 'Business Large', subject: 'shop.se' },
    'Business Medium → Business Large for shop.se, the rest of the current period',
    'Business Medium → Business Large för shop.se, resten av innevarande period',
  ],
  [
    { kind: 'hosting_cycle_change', plan: 'Starter', subject: 'shop.se', cycle: 'annually', unusedDays: 12 },
    'Starter hosting for shop.se, billed annually from now, less the 12 unused days of the period paid',
    'Webbhotell Starter för shop.se, faktureras årsvis från och med nu, minus 12 outnyttjade dagar av den betalda perioden',
  ],
  [
    { kind: 'setup_fee', plan: 'Web Small', subject: 'shop.se' },
    'Setup fee, Web Small hosting for shop.se',
    'Uppstartsavgift, webbhotell Web Small för shop.se',
  ],
  [
    { kind: 'extra_storage', sizeGb: 50, subject: 'shop.se' },
    'Extra storage 50 GB for shop.se',
    'Extra lagring 50 GB för shop.se',
  ],
  [{ kind: 'snapshot_slots', count: 2 }, 'Snapshot slots: 2', 'Platser för ögonblicksbilder: 2'],
  [
    { kind: 'vps_plan', plan: 'VPS L', subject: 'db-01', cycle: 'monthly' },
    'VPS L server db-01, monthly',
    'Server VPS L db-01, månadsvis',
  ],
  [
    { kind: 'vps_plan', plan: 'Cloud VPS M', payg: true },
    'Cloud VPS M server, pay as you go (first month, estimated)',
    'Server Cloud VPS M, betala efter användning (första månaden, uppskattat)',
  ],
  [
    { kind: 'vps_plan_change', fromPlan: 'VPS M', plan: 'VPS L', subject: 'web-01' },
    'VPS M → VPS L for web-01, the rest of the current period',
    'VPS M → VPS L för web-01, resten av innevarande period',
  ],
  [
    { kind: 'domain_registration', subject: 'exempel.se', years: 5, premium: true },
    'Registration of exempel.se (premium), 5 years',
    'Registrering av exempel.se (premium), 5 år',
  ],
  [
    { kind: 'domain_renewal', subject: 'exempel.se', years: 1 },
    'Renewal of exempel.se (1 year)',
    'Förnyelse av exempel.se (1 år)',
  ],
  [
    { kind: 'domain_transfer', subject: 'exempel.nu', years: 1 },
    'Transfer of exempel.nu (1 year added)',
    'Flytt av exempel.nu (1 år tillagt)',
  ],
  [
    { kind: 'account_credit' },
    'Account credit (prepayment: VAT is charged on the invoices it pays)',
    'Tillgodohavande (förskottsbetalning: moms tas ut på de fakturor det betalar)',
  ],
  [{ kind: 'order', subject: '300101' }, 'Order 300101', 'Beställning 300101'],
];

describe('lineItemText: a line in words from its item', () => {
  it('has a case here for every kind the contract names', () => {
    expect(new Set(cases.map(([input]) => input.kind))).toEqual(new Set(lineItemKindValues));
  });

  it.each(cases)('%o in English and Swedish', (input, english, swedish) => {
    expect(say(input, en)).toBe(english);
    expect(say(input, sv)).toBe(swedish);
  });

  it('says a refunded part with its unused days', () => {
    const input: LineItemInput = { kind: 'domain_renewal', subject: 'exempel.se', years: 1 };
    expect(say({ ...input, unusedDays: 26, periodDays: 30 })).toBe(
      'Renewal of exempel.se (1 year) (unused 26 of 30 days)',
    );
    expect(say({ ...input, unusedDays: 26, periodDays: 30 }, sv)).toBe(
      'Förnyelse av exempel.se (1 år) (outnyttjat 26 av 30 dagar)',
    );
  });

  it('names a catalog plan by its code in the reader’s language when a resolver knows it, else as sent', () => {
    const item = fullLineItem({ kind: 'setup_fee', plan: 'Web Small', planSlug: 'web-small', subject: 'shop.se' });
    const swedishNames = (slug: string | null, sent: string | null) => (slug === 'web-small' ? 'Webb Liten' : sent);
    expect(lineItemText({ description: 'x', item }, sv, swedishNames)).toBe(
      'Uppstartsavgift, webbhotell Webb Liten för shop.se',
    );
  });

  it('falls back to the server’s description: no item, an unknown kind, or a kind without what its words need', () => {
    expect(lineItemText({ description: 'Order 12' }, sv)).toBe('Order 12');
    expect(lineItemText({ description: 'as sent', item: null }, sv)).toBe('as sent');
    const unknown = z.parse(lineItem, { kind: 'gift_card', subject: 'x' });
    expect(unknown.kind).toBe('unknown');
    expect(lineItemText({ description: 'Presentkort', item: unknown }, sv)).toBe('Presentkort');
    expect(say({ kind: 'hosting_plan', subject: 'shop.se' }, sv)).toBe('as sent');
    expect(say({ kind: 'domain_renewal' }, sv)).toBe('as sent');
  });

  it('reads an item member by member: a malformed member is null, the rest still says the line', () => {
    const item = z.parse(lineItem, { kind: 'domain_renewal', subject: 'exempel.se', years: 'one' });
    expect(item.years).toBeNull();
    expect(lineItemText({ description: 'x', item }, en)).toBe('Renewal of exempel.se');
  });
});
