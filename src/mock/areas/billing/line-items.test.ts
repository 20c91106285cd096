import { describe, expect, it } from 'vitest';
import { invoiceListPage } from '@/api/schemas/billing';
import { lineItemKindValues, type LineItemKind } from '@/api/schemas/line-item';
import { DEMO_CATALOG, DEMO_DOMAINS, DEMO_HOSTING, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { mockHarness } from '@/mock/test-utils';

/**
 * Every invoice, credit-note and refund line the mock writes says what it is for without words (`item.kind`, one the
 * contract knows), so the panel and the PDF say it in the reader's language: no path can write an English-only line
 * unnoticed. The seeded worlds are read whole; then every path that writes lines runs once and its invoices are read
 * through the API, as the panel reads them.
 */

const known = new Set<string>(lineItemKindValues);

async function world(scenario: string) {
  const harness = mockHarness();
  const created = await harness.makeWorld({ scenario });
  const key = created.keys.full;
  let n = 0;
  const post = (path: string, body: unknown) =>
    harness.call(path, { method: 'POST', key, body, headers: { 'Idempotency-Key': `lines-${(n += 1)}` } });
  const pay = (invoiceId: string) =>
    harness.call(`/__mock/worlds/${created.worldId}/invoices/${invoiceId}/payments`, { method: 'POST', body: {} });
  const stored = () => {
    const live = harness.registry.get(created.worldId);
    if (!live) throw new Error('world gone');
    return live.state.orders.invoices;
  };
  /** The kinds of every line of every invoice of the customer, as the invoice list answers them (null: no item). */
  const kinds = async (): Promise<(LineItemKind | 'unknown' | null)[]> => {
    const all: (LineItemKind | 'unknown' | null)[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await harness.parse(
        await harness.call(`/api/v2/billing/invoices?limit=100${query}`, { key }),
        invoiceListPage,
      );
      for (const invoice of page.data) for (const line of invoice.lines) all.push(line.item?.kind ?? null);
      cursor = page.hasMore ? page.nextCursor : null;
    } while (cursor);
    return all;
  };
  return { ...harness, world: created, key, post, pay, stored, kinds };
}

describe('every line the mock writes has a known item kind', () => {
  it.each(['demo', 'reseller', 'empty'])('the seeded %s world', async (scenario) => {
    const t = await world(scenario);
    const lines = t.stored().flatMap((invoice) => invoice.lines);
    for (const line of lines) expect(known, line.description).toContain(line.item.kind);
  });

  it('every order, renewal, plan change, cycle change, credit, cancel and refund path (read through the API)', async () => {
    const t = await world('demo');
    const created = async (response: Promise<Response>) => {
      const answer = await response;
      expect([200, 201, 202], await answer.clone().text()).toContain(answer.status);
    };
    // New hosting with a setup fee, and a prepaid server.
    await created(
      t.post('/api/v2/orders', {
        items: [
          {
            type: 'shared_hosting',
            productSlug: DEMO_CATALOG.withSetupFee.slug,
            primaryDomain: 'rader.se',
            billingCycle: 'monthly',
          },
          {
            type: 'vps',
            productSlug: 'vps-m',
            region: 'sto1',
            image: 'debian-12',
            hostname: 'rader-01.example.se',
            billingCycle: 'monthly',
          },
        ],
        contractAccepted: true,
      }),
    );
    // A domain registration and a transfer.
    await created(
      t.post('/api/v2/orders', {
        items: [
          {
            type: 'domain_registration',
            domain: 'raderna.se',
            periodYears: 2,
            registrant: {
              contact: {
                firstName: 'Astrid',
                lastName: 'Lindqvist',
                companyName: 'Nordlicht AB',
                email: 'astrid@nordlicht.example',
                phoneNumber: '+46.812345678',
                street: 'Sveavägen 12',
                city: 'Stockholm',
                postalCode: '111 57',
                countryCode: 'SE',
                registrationIdentifier: { type: 'organisation_number', value: '556677-8899' },
              },
            },
          },
        ],
        contractAccepted: true,
      }),
    );
    await created(
      t.post('/api/v2/orders', {
        items: [{ type: 'domain_transfer', domain: 'nordlicht-store.se', eppCode: 'Xk7-pQ2m9' }],
        contractAccepted: true,
      }),
    );
    // A domain renewal, a hosting renewal, a hosting plan change, a billing-cycle change, a server plan change.
    await created(t.post(`/api/v2/domains/${DEMO_DOMAINS.nu.id}/actions/renew`, { periodYears: 2 }));
    await created(t.post(`/api/v2/shared-hosting/${DEMO_HOSTING.main.id}/actions/renew`, {}));
    const other = await world('demo');
    await created(
      other.post(`/api/v2/shared-hosting/${DEMO_HOSTING.main.id}/actions/upgrade`, { productSlug: 'business-medium' }),
    );
    await created(
      other.post(`/api/v2/shared-hosting/${DEMO_HOSTING.main.id}/actions/billing-cycle`, {
        billingCycle: 'annually',
        cancelExistingInvoice: true,
      }),
    );
    await created(t.post(`/api/v2/vps/${DEMO_VPS.web.id}/actions/upgrade`, { plan: 'vps-xl' }));
    // Account credit, and cancelling an invoice (its credit note).
    await created(t.post('/api/v2/billing/credit/actions/add-funds', { amount: 200 }));
    const open = t.stored().find((invoice) => invoice.kind === 'order' && invoice.status === 'unpaid');
    await created(t.post(`/api/v2/billing/invoices/${open?.id ?? ''}/actions/cancel`, {}));

    // A consumer's refund of part of a paid period (the `empty` world's customer is a consumer).
    const consumer = await world('empty');
    const ordered = await consumer.post('/api/v2/orders', {
      items: [
        {
          type: 'shared_hosting',
          productSlug: DEMO_CATALOG.withSetupFee.slug,
          primaryDomain: 'angrat.se',
          billingCycle: 'monthly',
        },
      ],
      contractAccepted: true,
    });
    const order = (await ordered.json()) as { invoice: { id: string } };
    expect((await consumer.pay(order.invoice.id)).status).toBe(200);
    await consumer.advanceClock(consumer.world.worldId, 3 * 24 * 60 * 60 * 1000);
    await created(
      consumer.post(`/api/v2/billing/invoices/${order.invoice.id}/actions/refund`, { destination: 'credit' }),
    );

    const seen = [...(await t.kinds()), ...(await other.kinds()), ...(await consumer.kinds())];
    for (const kind of seen) expect(known).toContain(kind);
    // Each path ran and wrote its own kind (the seeded demo adds the rest: extra storage, snapshot slots, order).
    expect(new Set(seen)).toEqual(
      new Set<LineItemKind>([
        ...lineItemKindValues.filter((kind) => !['extra_storage', 'snapshot_slots', 'order'].includes(kind)),
        'extra_storage',
        'snapshot_slots',
      ]),
    );
    // The refund's credit note says how much of the period it refunds.
    const note = consumer.stored().find((invoice) => invoice.kind === 'credit_note');
    expect(note?.lines[0]?.item).toMatchObject({ kind: 'hosting_plan', unusedDays: expect.any(Number) });
  });
});
