import { describe, expect, it } from 'vitest';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { expectFrameCount, firstPage, reactAndBootTables, withShapes } from '@/test/first-rows';
import { setUpListTests } from '@/test/list-tests';
import { businessTax, consumerTax } from '@/test/tax';
import { rowWriting } from '@/ui/first-rows';
import ordersEn from './messages/en';
import ordersSv from './messages/sv';
import { orderFirstRowKeys, orderFirstTable } from './orders-first-rows';

setUpListTests();

/**
 * The boot script draws the orders list's first rows from its early read (orders-first-rows.ts) before React has
 * run; React's rows then take their place. They must be the same rows, amounts included, or the list would change
 * under the customer's eyes: React renders the list from an answer for a session's tax summary, and the boot's markup
 * from the same answer and the same stored summary must equal it. React's first render names a plan as the order was
 * placed with it (the catalog's names are not in yet): here the catalog cannot be read, so it stays that way.
 */

const catalogs = { en: { ...coreEn, ...ordersEn }, sv: { ...coreSv, ...ordersSv } } as const;
type Tax = typeof consumerTax | typeof businessTax;

/** Every shape a row takes: unknown values, no or an odd invoice, odd dates, items of every kind, escaping. */
function varied(body: unknown): unknown {
  const [first] = (body as { data: { billing: Record<string, unknown> }[] }).data;
  const billing = first?.billing;
  const none = { hosting: [], domains: [], upgrades: [], addons: [] };
  return withShapes(
    body,
    [
      { ...none, status: 'melting', type: 'gift', invoice: null, createdAt: null },
      {
        ...none,
        number: 'a <b>"bold"</b> & co',
        invoice: 'INV-1',
        createdAt: '',
        hosting: [{ name: 'Web <Small>', primaryDomain: 'shop.example', quantity: 3 }, 'not an item', [1]],
        domains: [
          { name: 'kept.se', tld: 'se', amount: 99, currencyCode: 'SEK' },
          { name: 'dropped.se', tld: 'se', amount: '99', currencyCode: 'SEK' },
        ],
      },
      {
        ...none,
        invoice: { status: 'lost', number: 7 },
        createdAt: 'soon',
        upgrades: [{ from: 'web-small', to: 'web-large' }, { from: 'web-small' }],
        addons: [
          { productSlug: 'backup-daily', hostname: 'web-01.example.com' },
          { name: '   ', domain: 'x.se' },
        ],
        billing: { ...billing, amount: 1149.5, billingCycle: 'weekly' },
      },
      { ...none, hosting: 'none', domains: { name: 'x.se' }, upgrades: null, billing: { ...billing, amount: 0 } },
    ],
    'ord_shape',
  );
}

const renderedAndDrawn = (locale: 'en' | 'sv', tax: Tax, shapes: boolean) =>
  reactAndBootTables({
    path: '/orders',
    locale,
    tax,
    list: 'GET /api/v2/orders',
    vary: shapes ? varied : undefined,
    // The catalog's plan names: not read, as at React's first render.
    rewrite: (sent) => (sent === 'GET /api/v2/products/shared-hosting' ? { unreadable: true } : undefined),
    boot: (answer) => orderFirstTable(answer, rowWriting(catalogs[locale], locale, tax)),
  });

describe("the orders list's first rows, drawn before React", () => {
  it('are the rows React draws from the same answer, with the amounts a business sees', async () => {
    const { react, boot } = await renderedAndDrawn('en', businessTax, false);
    expect(react).toContain('excl. VAT');
    expect(react).toContain('<time');
    expect(boot).toBe(react);
  });

  it('are the same for every shape of a row, with the amounts a consumer sees (VAT in)', async () => {
    const { react, boot } = await renderedAndDrawn('en', consumerTax, true);
    expect(react).toContain('incl. VAT');
    expect(react).toContain('Order #a &lt;b&gt;"bold"&lt;/b&gt; &amp; co');
    expect(react).toContain('Web &lt;Small&gt; · shop.example · × 3, kept.se');
    expect(react).toContain('web-small → web-large, Item and 2 more');
    expect(react).toContain('The order lists no items.');
    expect(react).toContain('No invoice');
    expect(boot).toBe(react);
  });

  it('are the same in Swedish', async () => {
    const { react, boot } = await renderedAndDrawn('sv', consumerTax, true);
    expect(react).toContain('inkl. moms');
    expect(boot).toBe(react);
  });

  it('say above them how many there are, as the list does once its only page is in', async () => {
    const { answer, count } = await renderedAndDrawn('sv', consumerTax, true);
    expectFrameCount(answer, count, 'orders', rowWriting(catalogs.sv, 'sv', consumerTax));
  });

  it('use only words of the catalogs, in both languages', () => {
    for (const key of orderFirstRowKeys) {
      expect(catalogs.en[key]).toEqual(expect.any(String));
      expect(catalogs.sv[key]).toEqual(expect.any(String));
    }
  });

  it('draw nothing for an answer the list shows with a note or without rows', () => {
    const write = rowWriting(catalogs.en, 'en', consumerTax);
    const order = { id: 'ord_1', number: '1001', billing: { amount: 99, currencyCode: 'SEK' } };
    expect(orderFirstTable(firstPage([order]), write)).not.toBeNull();
    expect(orderFirstTable(firstPage([]), write)).toBeNull();
    expect(orderFirstTable(firstPage([order, { ...order, id: 'ord_2', number: 1002 }]), write)).toBeNull();
    expect(orderFirstTable(firstPage([{ ...order, billing: { ...order.billing, amount: '99' } }]), write)).toBeNull();
    expect(orderFirstTable(firstPage([{ ...order, billing: null }]), write)).toBeNull();
    expect(orderFirstTable({ hasMore: false, nextCursor: null, items: [order] }, write)).toBeNull();
  });
});
