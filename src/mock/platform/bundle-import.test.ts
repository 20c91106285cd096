import { describe, expect, it } from 'vitest';
import { invoice } from '@/api/schemas/billing';
import { domain as domainSchema, domainListPage } from '@/api/schemas/domains';
import { hostingAccount, hostingAccountListPage } from '@/api/schemas/hosting';
import { me } from '@/api/schemas/me';
import { order } from '@/api/schemas/orders';
import { ticket } from '@/api/schemas/tickets';
import { vps } from '@/api/schemas/vps';
import {
  DEMO_BILLING,
  DEMO_CUSTOMERS,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_TICKETS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { bundleOf } from './bundle-test-kit';

const io = DEMO_DOMAINS.farExpiry;

describe('POST /__mock/worlds with a view bundle', () => {
  it('builds a world whose domains are the bundle’s, the rest from its scenario', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const off = await call(`/api/v2/domains/${io.id}`, {
      method: 'PATCH',
      key: customer.keys.full,
      body: { autoRenew: false },
    });
    expect(off.status).toBeLessThan(300);
    const listPath = '/api/v2/domains?status=active';
    const listed = await call(listPath, { key: customer.keys.full });
    const body: unknown = await listed.json();

    const continued = await makeWorld({ bundle: bundleOf([{ path: listPath, body }]) });
    const page = await parse(await call(listPath, { key: continued.keys.full }), domainListPage);
    const row = page.data.find((domain) => domain.id === io.id);
    expect(row?.lifecycle.autoRenewEnabled).toBe(false);
    // Untouched by the bundle: as the scenario has it.
    const fresh = await makeWorld({ scenario: 'demo' });
    const scenarioRow = (await parse(await call(listPath, { key: fresh.keys.full }), domainListPage)).data.find(
      (domain) => domain.id === io.id,
    );
    expect(scenarioRow?.lifecycle.autoRenewEnabled).toBe(true);
  });

  it('refuses a malformed bundle with a 400 and builds nothing; a malformed record is left as the scenario has it', async () => {
    const { call, makeWorld, parse } = mockHarness();
    await expectProblem(
      await call('/__mock/worlds', { body: { bundle: { ...bundleOf([]), version: 99 } } }),
      400,
      'invalid_request',
    );
    await expectProblem(
      await call('/__mock/worlds', { body: { bundle: { ...bundleOf([]), url: '//evil.example' } } }),
      400,
      'invalid_request',
    );
    const world = await makeWorld({
      bundle: bundleOf([{ path: '/api/v2/domains', body: { data: [{ id: io.id, name: 42 }], hasMore: false } }]),
    });
    const page = await parse(await call('/api/v2/domains', { key: world.keys.full }), domainListPage);
    expect(page.data.find((domain) => domain.id === io.id)?.lifecycle.autoRenewEnabled).toBe(true);
  });

  it('imports the servers and tickets it shows: status, priority, names', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const server = (await (await call(`/api/v2/vps/${DEMO_VPS.web.id}`, { key: customer.keys.full })).json()) as Record<
      string,
      unknown
    >;
    const servers = {
      data: [{ ...server, status: 'stopped', name: 'web-01 (old)' }],
      hasMore: false,
      nextCursor: null,
    };
    const shown = (await (
      await call(`/api/v2/support/tickets/${DEMO_TICKETS.openWithStaffReply.id}`, { key: customer.keys.full })
    ).json()) as Record<string, unknown>;

    const world = await makeWorld({
      bundle: bundleOf([
        { path: '/api/v2/vps?limit=25', body: servers },
        {
          path: `/api/v2/support/tickets/${DEMO_TICKETS.openWithStaffReply.id}`,
          body: { ...shown, status: 'closed', priority: 'low' },
        },
      ]),
    });
    const imported = await parse(await call(`/api/v2/vps/${DEMO_VPS.web.id}`, { key: world.keys.full }), vps);
    expect(imported).toMatchObject({ status: 'stopped', name: 'web-01 (old)' });
    const ticketRead = await parse(
      await call(`/api/v2/support/tickets/${DEMO_TICKETS.openWithStaffReply.id}`, { key: world.keys.full }),
      ticket,
    );
    expect(ticketRead).toMatchObject({ status: 'closed', priority: 'low' });
  });

  it('imports the hosting accounts it shows: status and its reason, name, cycle, pinned, tags; the gates follow', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const shop = DEMO_HOSTING.pendingInvoice;
    const detailPath = `/api/v2/shared-hosting/${shop.id}`;
    const shown = (await (await call(detailPath, { key: customer.keys.full })).json()) as Record<string, unknown>;
    // A real customer's account, suspended by the upstream (no world can suspend one): its gates say why.
    const reason = `${shop.name} is suspended: The renewal is overdue.`;
    const gate = { allowed: false, reason, code: 'account_suspended' };
    const suspended = {
      ...shown,
      serviceStatus: 'suspended',
      pinned: true,
      tags: ['shop'],
      actions: Object.fromEntries(Object.keys(shown.actions as object).map((name) => [name, gate])),
    };
    const listPath = '/api/v2/shared-hosting?limit=100';
    const list = {
      data: [
        { id: DEMO_HOSTING.legacy.id, name: 42 },
        { ...suspended, id: 'acct_00000000', name: 'Made up' },
      ],
      hasMore: false,
      nextCursor: null,
    };

    const world = await makeWorld({
      bundle: bundleOf([
        { path: detailPath, body: suspended },
        { path: listPath, body: list },
      ]),
    });
    const imported = await parse(await call(detailPath, { key: world.keys.full }), hostingAccount);
    expect(imported).toMatchObject({ serviceStatus: 'suspended', pinned: true, tags: ['shop'] });
    // Computed by the area from the imported state: the suspension blocks, its reason kept; the invoice it waits for.
    expect(imported.actions.canUpgrade).toMatchObject({ allowed: false, code: 'account_suspended', reason });
    expect(imported.actions.canRenew.allowed).toBe(true);
    expect(imported.overdueInvoice?.number).toBe(shop.invoice.number);
    // The malformed row is left as the scenario has it; an id the scenario lacks is not made up.
    const accounts = await parse(await call(listPath, { key: world.keys.full }), hostingAccountListPage);
    expect(accounts.data.map((account) => account.id)).not.toContain('acct_00000000');
    expect(accounts.data.find((account) => account.id === DEMO_HOSTING.legacy.id)?.serviceStatus).toBe('active');
    expect((await call('/api/v2/shared-hosting/acct_00000000', { key: world.keys.full })).status).toBe(404);

    // Paying the invoice it waits for lifts the imported suspension, as for the scenario's own.
    const paid = await call(`/__mock/worlds/${world.worldId}/invoices/${shop.invoice.id}/payments`, { body: {} });
    expect(paid.status, await paid.text()).toBe(200);
    const active = await parse(await call(detailPath, { key: world.keys.full }), hostingAccount);
    expect(active.serviceStatus).toBe('active');
    expect(active.actions.canUpgrade.allowed).toBe(true);
  });

  it('imports the invoices it shows: status, amount paid, due date; the gates follow', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const overdue = DEMO_BILLING.invoices.overdue;
    // The customer paid part of the overdue invoice (the scenario has nothing paid).
    const part = await call(`/__mock/worlds/${customer.worldId}/invoices/${overdue.id}/payments`, {
      body: { amount: 20 },
    });
    expect(part.status, await part.text()).toBe(200);
    const readPath = `/api/v2/billing/invoices/${overdue.id}`;
    const shown: unknown = await (await call(readPath, { key: customer.keys.full })).json();
    const listPath = '/api/v2/billing/invoices?status=outstanding';
    const list = {
      data: [
        // Read member by member, as the contract does: nothing of these malformed members is taken.
        { id: DEMO_BILLING.invoices.unpaid.id, status: 'settled', totals: 'all', dueAt: 'tomorrow' },
        { id: 42, status: 'paid' },
        { ...(shown as object), id: 'inv_00000000' },
      ],
      hasMore: false,
      nextCursor: null,
    };

    const world = await makeWorld({
      bundle: bundleOf([
        { path: readPath, body: shown },
        { path: listPath, body: list },
      ]),
    });
    const imported = await parse(await call(readPath, { key: world.keys.full }), invoice);
    expect(imported.status).toBe('partially_paid');
    expect(imported.totals).toMatchObject({ amountPaid: 20, outstanding: overdue.amount - 20 });
    expect(imported.actions.canCancel).toMatchObject({ allowed: false, code: 'invoice_partially_paid' });
    // Still the world's own payment link (the customer's world is not this one).
    expect(imported.paymentUrl).toContain(world.worldId);
    const unpaid = await parse(
      await call(`/api/v2/billing/invoices/${DEMO_BILLING.invoices.unpaid.id}`, { key: world.keys.full }),
      invoice,
    );
    expect(unpaid.status).toBe('unpaid');
    expect(unpaid.totals?.amountPaid).toBe(0);
    expect(unpaid.dueAt).not.toBeNull();
    expect((await call('/api/v2/billing/invoices/inv_00000000', { key: world.keys.full })).status).toBe(404);
  });

  it('imports the orders it shows (and their invoices): status, payment status; the gates follow', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const pending = DEMO_ORDERS.pendingHosting;
    const cancelled = await call(`/api/v2/orders/${pending.id}/actions/cancel`, {
      key: customer.keys.full,
      body: {},
    });
    expect(cancelled.status, await cancelled.text()).toBeLessThan(300);
    const readPath = `/api/v2/orders/${pending.id}`;
    const shown: unknown = await (await call(readPath, { key: customer.keys.full })).json();
    const listPath = '/api/v2/orders?status=pending';
    const list = {
      data: [
        { id: DEMO_ORDERS.domainRenewal.id, number: 300102, status: 'cancelled' },
        { ...(shown as object), id: 'ord_00000000' },
      ],
      hasMore: false,
      nextCursor: null,
    };

    const world = await makeWorld({
      bundle: bundleOf([
        { path: readPath, body: shown },
        { path: listPath, body: list },
      ]),
    });
    const imported = await parse(await call(readPath, { key: world.keys.full }), order);
    expect(imported.status).toBe('cancelled');
    expect(imported.paymentStatus.status).toBe('credit_note');
    expect(imported.actions.canCancel).toMatchObject({ allowed: false, code: 'order_cancelled' });
    expect(imported.invoice?.status).toBe('cancelled');
    const renewal = await parse(
      await call(`/api/v2/orders/${DEMO_ORDERS.domainRenewal.id}`, { key: world.keys.full }),
      order,
    );
    expect(renewal.status).toBe('pending');
    expect((await call('/api/v2/orders/ord_00000000', { key: world.keys.full })).status).toBe(404);
  });

  it('takes the customer’s name from a recorded me, masked as recorded; a malformed one is ignored', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const recorded = {
      customer: { id: DEMO_CUSTOMERS.main.id, name: 'Person 1', email: 'person1@example.invalid' },
      key: { id: 'key_1', name: 'full', scopes: ['read:vm'] },
    };
    const world = await makeWorld({ bundle: bundleOf([{ path: '/api/v2/me', body: recorded }]) });
    const read = await parse(await call('/api/v2/me', { key: world.keys.full }), me);
    expect(read.customer).toMatchObject({ name: 'Person 1', email: 'person1@example.invalid' });
    // Its key is the world's own, with all its scopes.
    expect(read.key.scopes.length).toBeGreaterThan(1);

    const malformed = await makeWorld({ bundle: bundleOf([{ path: '/api/v2/me', body: { customer: { name: 7 } } }]) });
    const scenario = await parse(await call('/api/v2/me', { key: malformed.keys.full }), me);
    expect(scenario.customer.name).toBe(DEMO_CUSTOMERS.main.name);
  });

  it('takes each string at most as long as a request may make it, tags at most 20, and a time only when it is one', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const read = async (path: string) => (await (await call(path, { key: customer.keys.full })).json()) as object;
    const ticketPath = `/api/v2/support/tickets/${DEMO_TICKETS.openWithStaffReply.id}`;
    const domainPath = `/api/v2/domains/${io.id}`;
    const domain = (await read(domainPath)) as { expiresAt: string };
    const long = (text: string, length = 100_000) => text.repeat(Math.ceil(length / text.length));
    const world = await makeWorld({
      bundle: bundleOf([
        { path: '/api/v2/me', body: { customer: { id: null, name: long('Åsa '), email: long('a') }, key: null } },
        { path: ticketPath, body: { ...(await read(ticketPath)), subject: long('Hjälp! ') } },
        {
          path: domainPath,
          body: {
            ...domain,
            tags: Array.from({ length: 50 }, (_, i) => `${i}-${long('t', 1000)}`),
            nextDueAt: long('2026-'),
          },
        },
      ]),
    });
    const account = await parse(await call('/api/v2/me', { key: world.keys.full }), me);
    expect(account.customer.name).toBe(long('Åsa ').slice(0, 200));
    expect(account.customer.email?.length).toBe(254);
    const shown = await parse(await call(ticketPath, { key: world.keys.full }), ticket);
    expect(shown.subject).toBe(long('Hjälp! ').slice(0, 200));
    const imported = await parse(await call(domainPath, { key: world.keys.full }), domainSchema);
    expect(imported.tags).toHaveLength(20);
    expect(imported.tags.every((tag) => tag.length === 64)).toBe(true);
    // Not a time: the scenario's stays.
    const scenario = await parse(await call(domainPath, { key: customer.keys.full }), domainSchema);
    expect(imported.nextDueAt).toBe(scenario.nextDueAt);
    expect(imported.expiresAt).toBe(domain.expiresAt);
  });
});
