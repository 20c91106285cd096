import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readPath } from '@/api/first-reads/read';
import { homeReads, type HomeReadName } from '@/api/home-reads';
import { invoiceListPage } from '@/api/schemas/billing';
import { domainListPage } from '@/api/schemas/domains';
import { hostingAccountListPage } from '@/api/schemas/hosting';
import { orderListPage } from '@/api/schemas/orders';
import { ticketListPage } from '@/api/schemas/tickets';
import { vpsListPage } from '@/api/schemas/vps';
import { mockHarness } from '@/mock/test-utils';
import { homePages } from './home-rows';

/** The areas' own list schemas, which Home's slim rows must read alike. */
const full: Record<HomeReadName, z.core.$ZodType> = {
  vps: vpsListPage,
  hosting: hostingAccountListPage,
  domainCounts: domainListPage,
  domainsActionRequired: domainListPage,
  domainsExpiring: domainListPage,
  domainsPendingOrder: domainListPage,
  domainsUnlock: domainListPage,
  domainsInProgress: domainListPage,
  domainsDnsNotServed: domainListPage,
  orders: orderListPage,
  invoices: invoiceListPage,
  tickets: ticketListPage,
};

/** `value` cut down to the members `shape` has (the full read, as Home's slim read should see it). */
function project(value: unknown, shape: unknown): unknown {
  if (Array.isArray(shape) && Array.isArray(value)) return shape.map((item, i) => project(value[i], item));
  if (shape !== null && typeof shape === 'object' && value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(shape).map((key) => [key, project(record[key], (shape as never)[key])]));
  }
  return value;
}

type Pages = { [N in HomeReadName]: z.output<(typeof homePages)[N]> };

/** Parses one answer with Home's slim page and the area's full one; they must agree on every member Home reads. */
function expectAlike<N extends HomeReadName>(name: N, body: unknown): Pages[N] {
  // Sound: `homePages[name]` is the schema of `name`; TypeScript widens a generic index to the union of all.
  const slim = z.parse(homePages[name], body) as Pages[N];
  const whole = z.parse(full[name], body);
  expect(slim).toEqual(project(whole, slim));
  return slim;
}

const NAMES = Object.keys(homeReads(0)) as HomeReadName[];

async function demoAnswers(): Promise<Record<HomeReadName, Record<string, unknown>>> {
  const harness = mockHarness();
  const world = await harness.makeWorld({});
  const nowMs = Date.now();
  const reads = homeReads(nowMs);
  const entries = await Promise.all(
    NAMES.map(async (name) => {
      const response = await harness.call(readPath(reads[name]), { key: world.keys.full });
      expect(response.status).toBe(200);
      return [name, (await response.json()) as Record<string, unknown>] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<HomeReadName, Record<string, unknown>>;
}

describe("Home's slim rows read as the areas' own schemas", () => {
  it('agree on every answer of the demo', async () => {
    const answers = await demoAnswers();
    for (const name of NAMES) {
      const page = expectAlike(name, answers[name]);
      expect(page.dropped, name).toBe(0);
    }
    // The demo has something of every kind Home lists: the comparison was not of empty pages.
    expect(z.parse(homePages.vps, answers.vps).data.length).toBeGreaterThan(3);
    expect(z.parse(homePages.domainCounts, answers.domainCounts).statusCounts).not.toBeNull();
  });

  it('drop the rows the areas drop, read unknown values as unknown, and never read a guard as permissive', async () => {
    const answers = await demoAnswers();
    const rows = (name: HomeReadName) => answers[name].data as Record<string, unknown>[];
    const withRows = (name: HomeReadName, extra: Record<string, unknown>[]) => ({
      ...answers[name],
      data: [...rows(name), ...extra],
    });
    const [vps, account, domain, order, invoice, ticket] = [
      rows('vps')[0],
      rows('hosting')[0],
      rows('domainsActionRequired')[0],
      rows('orders')[0],
      rows('invoices')[0],
      rows('tickets')[0],
    ];
    if (!vps || !account || !domain || !order || !invoice || !ticket) throw new Error('the demo lacks a row');
    const without = (row: Record<string, unknown>, key: string) =>
      Object.fromEntries(Object.entries(row).filter(([member]) => member !== key));

    const servers = expectAlike(
      'vps',
      withRows('vps', [
        { malformed: true },
        without(vps, 'id'),
        { ...vps, id: 'vps_odd', status: 'hibernating', guestNetworkStatus: 'drifting', stoppedUnexpectedly: 'yes' },
        { ...vps, id: 'vps_job', lastFailedJob: { kind: 'vps.restart', failedAt: '2026-01-01T00:00:00.000Z' } },
      ]),
    );
    expect(servers.dropped).toBe(2);
    expect(servers.data.find((row) => row.id === 'vps_odd')).toMatchObject({
      status: 'unknown',
      guestNetworkStatus: 'unknown',
      stoppedUnexpectedly: null,
    });
    // A failed job without its id is not a failed job the server can show: null, as the server list reads it.
    expect(servers.data.find((row) => row.id === 'vps_job')?.lastFailedJob).toBeNull();

    const accounts = expectAlike(
      'hosting',
      withRows('hosting', [
        without(account, 'billing'),
        without(account, 'name'),
        { ...account, id: 'acct_odd', serviceStatus: 'frozen', mailboxesOverQuota: -1, blockingInvoice: 'inv_1' },
      ]),
    );
    expect(accounts.dropped).toBe(2);
    expect(accounts.data.find((row) => row.id === 'acct_odd')).toMatchObject({
      serviceStatus: 'unknown',
      mailboxesOverQuota: null,
      blockingInvoice: null,
    });

    const domains = expectAlike(
      'domainsActionRequired',
      withRows('domainsActionRequired', [
        without(domain, 'lifecycle'),
        { ...domain, id: 'dom_odd', serviceStatus: 'parked', actionRequired: 'maybe', pendingOrder: { kind: 'x' } },
      ]),
    );
    expect(domains.dropped).toBe(1);
    expect(domains.data.find((row) => row.id === 'dom_odd')).toMatchObject({
      serviceStatus: 'unknown',
      actionRequired: null,
      pendingOrder: { kind: 'unknown', orderId: null, invoiceId: null, amount: null, dueAt: null },
    });

    const orders = expectAlike(
      'orders',
      withRows('orders', [
        without(order, 'number'),
        without(order, 'billing'),
        { ...order, id: 'ord_odd', status: 'on_the_way', paymentStatus: { status: 'owed' }, invoice: 'inv' },
      ]),
    );
    expect(orders.dropped).toBe(2);
    expect(orders.data.find((row) => row.id === 'ord_odd')).toMatchObject({
      status: 'unknown',
      paymentStatus: { status: 'unknown' },
      invoice: null,
    });

    const invoices = expectAlike(
      'invoices',
      withRows('invoices', [
        without(invoice, 'id'),
        { ...invoice, id: 'inv_odd', status: 'disputed', totals: { outstanding: 'lots' }, dueAt: 7 },
      ]),
    );
    expect(invoices.dropped).toBe(1);
    expect(invoices.data.find((row) => row.id === 'inv_odd')).toMatchObject({
      status: 'unknown',
      totals: { outstanding: null },
      dueAt: null,
    });

    const tickets = expectAlike(
      'tickets',
      withRows('tickets', [
        without(ticket, 'departmentSlug'),
        without(ticket, 'subject'),
        { ...ticket, id: 'tkt_odd', status: 'snoozed' },
      ]),
    );
    expect(tickets.dropped).toBe(2);
    expect(tickets.data.find((row) => row.id === 'tkt_odd')?.status).toBe('unknown');
  });
});
