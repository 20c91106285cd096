import { describe, expect, it } from 'vitest';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { expectFrameCount, firstPage, reactAndBootTables, withShapes } from '@/test/first-rows';
import { setUpListTests } from '@/test/list-tests';
import { businessTax, consumerTax } from '@/test/tax';
import { rowWriting } from '@/ui/first-rows';
import { hostingFirstRowKeys, hostingFirstTable } from './hosting-first-rows';
import hostingEn from './messages/en';
import hostingSv from './messages/sv';

setUpListTests();

/**
 * The boot script draws the web hosting list's first rows from its early read (hosting-first-rows.ts) before React
 * has run; React's rows then take their place. They must be the same rows, prices included, or the list would change
 * under the customer's eyes: React renders the list from an answer for a session's tax summary, and the boot's
 * markup from the same answer and the same stored summary must equal it.
 */

const catalogs = { en: { ...coreEn, ...hostingEn }, sv: { ...coreSv, ...hostingSv } } as const;
/** A session whose VAT treatment is not known: prices as sent, "excl. VAT". */
const unknownTax = { customerType: null, country: 'SE', vatRate: null, reverseCharge: null };
type Tax = typeof consumerTax | typeof businessTax | typeof unknownTax;

/** Every shape a row takes: pinned, cancelled, ending, no domain, unknown values, tags to drop, escaping. */
function varied(body: unknown): unknown {
  const [first] = (body as { data: { billing: Record<string, unknown> }[] }).data;
  const billing = first?.billing;
  return withShapes(
    body,
    [
      { pinned: true, primaryDomain: null, tags: [], nextDueAt: null, serviceStatus: 'suspended' },
      { name: 'a <b>"bold"</b> & co', serviceStatus: 'melting', billing: { ...billing, billingCycle: 'weekly' } },
      { serviceStatus: 'cancelled', tags: ['x', 7, 'y & z'], pinned: 'yes', nextDueAt: '' },
      {
        serviceStatus: 'active',
        cancellation: { requestedAt: null, effectiveAt: '2027-01-31T00:00:00.000Z' },
        billing: { ...billing, billingCycle: null, amount: 1149.5 },
        tags: 'none',
      },
      { nextDueAt: 'soon', billing: { ...billing, billingCycle: 'annually', amount: 0 }, primaryDomain: 42 },
    ],
    'acct_shape',
  );
}

const renderedAndDrawn = (locale: 'en' | 'sv', tax: Tax, shapes: boolean) =>
  reactAndBootTables({
    path: '/hosting',
    locale,
    tax,
    list: 'GET /api/v2/shared-hosting',
    vary: shapes ? varied : undefined,
    boot: (answer) => hostingFirstTable(answer, rowWriting(catalogs[locale], locale, tax)),
  });

describe("the web hosting list's first rows, drawn before React", () => {
  it('are the rows React draws from the same answer, with the prices a business sees', async () => {
    const { react, boot } = await renderedAndDrawn('en', businessTax, false);
    expect(react).toContain('excl. VAT');
    expect(boot).toBe(react);
  });

  it('are the same for every shape of a row, with the prices a consumer sees (VAT in)', async () => {
    const { react, boot } = await renderedAndDrawn('en', consumerTax, true);
    expect(react).toContain('incl. VAT');
    expect(react).toContain('a &lt;b&gt;"bold"&lt;/b&gt; &amp; co');
    expect(react).toContain('Ends ');
    expect(react).toContain('<li class="hosting-tag">y &amp; z</li>');
    expect(boot).toBe(react);
  });

  it('are the same in Swedish, for a session whose VAT treatment is not known', async () => {
    const { react, boot } = await renderedAndDrawn('sv', unknownTax, true);
    expect(react).toContain('exkl. moms');
    expect(boot).toBe(react);
  });

  it('say above them how many there are, as the list does once its only page is in', async () => {
    const { answer, count } = await renderedAndDrawn('sv', consumerTax, true);
    expectFrameCount(answer, count, 'hostingAccounts', rowWriting(catalogs.sv, 'sv', consumerTax));
  });

  it('use only words of the catalogs, in both languages', () => {
    for (const key of hostingFirstRowKeys) {
      expect(catalogs.en[key]).toEqual(expect.any(String));
      expect(catalogs.sv[key]).toEqual(expect.any(String));
    }
  });

  it('draw nothing for an answer the list shows with a note or without rows', () => {
    const write = rowWriting(catalogs.en, 'en', consumerTax);
    const account = {
      id: 'acct_1',
      name: 'shop',
      billing: { amount: 99, currencyCode: 'SEK', billingCycle: 'monthly' },
    };
    expect(hostingFirstTable(firstPage([account]), write)).not.toBeNull();
    expect(hostingFirstTable(firstPage([]), write)).toBeNull();
    expect(hostingFirstTable(firstPage([account, { ...account, id: 'acct_2', name: null }]), write)).toBeNull();
    expect(
      hostingFirstTable(firstPage([{ ...account, billing: { ...account.billing, amount: '99' } }]), write),
    ).toBeNull();
    expect(hostingFirstTable(firstPage([{ ...account, billing: null }]), write)).toBeNull();
    expect(hostingFirstTable({ hasMore: false, nextCursor: null, items: [account] }, write)).toBeNull();
  });
});
