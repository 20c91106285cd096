import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { invoice } from '@/api/schemas/billing';
import { domainSummary } from '@/api/schemas/domains';
import { hostingAccountSummary } from '@/api/schemas/hosting';
import { order } from '@/api/schemas/orders';
import { ticketSummary } from '@/api/schemas/tickets';
import { vpsSummary } from '@/api/schemas/vps';
import { attentionItems, type AttentionItem } from './home-attention';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const day = (days: number) => new Date(NOW + days * 24 * 60 * 60 * 1000).toISOString();

// Rows as a server sends them, parsed by the contract (so a missing field reads as the client would read it).
const vps = (fields: Record<string, unknown>) =>
  z.parse(vpsSummary, { id: 'vps_1', name: 'web-01', status: 'running', ...fields });
const account = (fields: Record<string, unknown>) =>
  z.parse(hostingAccountSummary, {
    id: 'acct_1',
    name: 'nordlicht.se',
    serviceStatus: 'active',
    billing: { amount: 149, currencyCode: 'SEK', billingCycle: 'monthly' },
    ...fields,
  });
const domain = (fields: Record<string, unknown>) =>
  z.parse(domainSummary, {
    id: 'dom_1',
    name: 'nordlicht.se',
    serviceStatus: 'active',
    actionRequired: false,
    lifecycle: { type: 'standard', autoRenewEnabled: true, registrarLockEnabled: true, transferInProgress: false },
    expiresAt: day(200),
    ...fields,
  });
const anInvoice = (fields: Record<string, unknown>) =>
  z.parse(invoice, {
    id: 'inv_1',
    number: '2026-0001',
    kind: 'order',
    orderId: 'ord_1',
    status: 'unpaid',
    amount: 100,
    currencyCode: 'SEK',
    dueAt: day(10),
    paymentUrl: 'https://pay.example/inv_1',
    ...fields,
  });
const anOrder = (fields: Record<string, unknown>) =>
  z.parse(order, {
    id: 'ord_1',
    number: '300101',
    status: 'pending',
    type: 'new',
    invoiceId: 'inv_1',
    checkoutUrl: null,
    client: { id: null, email: null, firstName: null, lastName: null, companyName: null },
    billing: { amount: 100, currencyCode: 'SEK', billingCycle: 'monthly', isPayg: false, periodYears: null },
    invoice: {
      id: 'inv_1',
      number: '2026-0001',
      amount: 100,
      currencyCode: 'SEK',
      dueAt: day(10),
      status: 'unpaid',
      paymentUrl: 'https://pay.example/inv_1',
      totals: { currencyCode: 'SEK', total: 100, amountPaid: 0, outstanding: 100 },
      dates: { dueAt: day(10) },
    },
    paymentStatus: { status: 'unpaid', reason: null },
    actions: {},
    domains: [],
    hosting: [],
    addons: [],
    upgrades: [],
    invoiceLookupPending: false,
    createdAt: day(-1),
    contractAcceptedAt: null,
    notes: null,
    referenceNumber: null,
    ...fields,
  });
const ticket = (fields: Record<string, unknown>) =>
  z.parse(ticketSummary, {
    id: 'tkt_1',
    number: '104201',
    subject: 'DNS question',
    status: 'open',
    priority: 'medium',
    departmentSlug: 'technical',
    messageCount: 2,
    ...fields,
  });

const kinds = (items: AttentionItem[]) => items.map((item) => item.kind);

describe('Home: what needs attention', () => {
  it('servers: stopped unexpectedly, suspended, a failed change, a guest network mismatch; a chosen stop is not', () => {
    const items = attentionItems(
      {
        vps: [
          vps({ id: 'vps_a', name: 'a', status: 'stopped', stoppedUnexpectedly: true }),
          vps({ id: 'vps_b', name: 'b', status: 'stopped', stoppedUnexpectedly: false }),
          vps({ id: 'vps_c', name: 'c', status: 'stopped' }),
          vps({ id: 'vps_d', name: 'd', status: 'suspended' }),
          vps({
            id: 'vps_e',
            name: 'e',
            lastFailedJob: { jobId: 'job_1', kind: 'vps.restart', failedAt: day(-0.1), code: 'x', title: 'x' },
          }),
          vps({ id: 'vps_f', name: 'f', guestNetworkStatus: 'mismatch' }),
          vps({ id: 'vps_g', name: 'g', guestNetworkStatus: 'in_sync' }),
        ],
      },
      NOW,
    );
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['vpsStopped', 'a'],
      ['vpsSuspended', 'd'],
      ['vpsFailedJob', 'e'],
      ['vpsNetwork', 'f'],
    ]);
  });

  it('hosting: suspended, pending, an invoice blocking a change, mailboxes over quota', () => {
    const blocking = {
      id: 'inv_9',
      number: '2026-0398',
      orderId: 'ord_9',
      amount: 990,
      currencyCode: 'SEK',
      dueAt: day(5),
      status: 'unpaid',
      paymentUrl: null,
    };
    const items = attentionItems(
      {
        hosting: [
          account({ id: 'acct_s', name: 's', serviceStatus: 'suspended' }),
          account({ id: 'acct_p', name: 'p', serviceStatus: 'pending' }),
          account({ id: 'acct_b', name: 'b', blockingInvoice: blocking }),
          account({ id: 'acct_m', name: 'm', mailboxesOverQuota: 2 }),
          account({ id: 'acct_ok', name: 'ok', mailboxesOverQuota: 0 }),
          // A server without the field: not known, so nothing is said.
          account({ id: 'acct_x', name: 'x' }),
        ],
        // The blocking invoice is said once, on its account.
        invoices: [anInvoice({ id: 'inv_9', orderId: 'ord_9' })],
        orders: [anOrder({ id: 'ord_9', invoice: null, invoiceId: 'inv_9' })],
      },
      NOW,
    );
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['hostingSuspended', 's'],
      ['hostingInvoice', 'b'],
      ['mailboxQuota', 'm'],
      ['hostingPending', 'p'],
    ]);
    expect(items.find((item) => item.kind === 'mailboxQuota')).toMatchObject({ count: 2 });
  });

  it('domains: one item each, the most pressing reason first; rows an ignored filter let through are checked', () => {
    const pendingOrder = {
      kind: 'domain',
      orderId: 'ord_d',
      orderNumber: '2026711',
      invoiceId: 'inv_d',
      invoiceNumber: '2026-0500',
      amount: 995,
      currencyCode: 'SEK',
      dueAt: day(3),
    };
    const registering = domain({
      id: 'dom_p',
      name: 'nordlicht.de',
      serviceStatus: 'pending',
      actionRequired: true,
      pendingOrder,
    });
    const expired = domain({ id: 'dom_x', name: 'nordlicht.net', serviceStatus: 'expired', actionRequired: true });
    const expiring = domain({
      id: 'dom_e',
      name: 'nordlicht.com',
      expiresAt: day(20),
      lifecycle: { type: 'standard', autoRenewEnabled: false, registrarLockEnabled: null, transferInProgress: false },
    });
    const unlocking = domain({ id: 'dom_u', name: 'nordlicht-events.nu', unlockRequestedAt: day(-7) });
    const fine = domain({ id: 'dom_ok', name: 'nordlicht.io' });
    const items = attentionItems(
      {
        // A server that ignores our filters sends every row to every read.
        domainsActionRequired: [registering, expired, expiring, unlocking, fine],
        domainsExpiring: [registering, expired, expiring, unlocking, fine],
        domainsPendingOrder: [registering, expired, expiring, unlocking, fine],
        domainsUnlock: [registering, expired, expiring, unlocking, fine],
        // The registration's invoice is not listed again.
        invoices: [anInvoice({ id: 'inv_d', orderId: 'ord_d' })],
      },
      NOW,
    );
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['domainAction', 'nordlicht.net'],
      ['domainOrder', 'nordlicht.de'],
      ['domainExpiring', 'nordlicht.com'],
      ['domainUnlock', 'nordlicht-events.nu'],
    ]);
  });

  it('says the true count of expired domains when the page shows only some, not one item per domain shown', () => {
    const expired = Array.from({ length: 20 }, (_, index) =>
      domain({ id: `dom_x${index}`, name: `old-${index}.se`, serviceStatus: 'expired', actionRequired: true }),
    );
    const pending = domain({ id: 'dom_p', name: 'new.se', serviceStatus: 'pending', actionRequired: true });
    const items = attentionItems(
      { domainsActionRequired: [...expired, pending], domainStatusCounts: { active: 9000, expired: 488, pending: 1 } },
      NOW,
    );
    // One item for the 488 (the domain list filtered to expired counts the same), the pending one as before.
    expect(items.map((item) => item.kind)).toEqual(['domainsExpired', 'domainAction']);
    expect(items[0]).toMatchObject({ kind: 'domainsExpired', count: 488 });

    // Every expired domain on the page: each its own item, as before.
    const few = attentionItems({ domainsActionRequired: expired.slice(0, 2), domainStatusCounts: { expired: 2 } }, NOW);
    expect(few.map((item) => [item.kind, item.name])).toEqual([
      ['domainAction', 'old-0.se'],
      ['domainAction', 'old-1.se'],
    ]);
  });

  it('a domain expiring after 30 days, or with auto-renew on or not known, is not "expiring"', () => {
    const items = attentionItems(
      {
        domainsExpiring: [
          domain({ expiresAt: day(31), lifecycle: { type: 'standard', autoRenewEnabled: false } }),
          domain({ id: 'dom_2', expiresAt: day(5), lifecycle: { type: 'standard', autoRenewEnabled: true } }),
          domain({ id: 'dom_3', expiresAt: day(5), lifecycle: { type: 'standard', autoRenewEnabled: null } }),
        ],
      },
      NOW,
    );
    expect(items).toEqual([]);
  });

  it('invoices: overdue first, unpaid after; paid ones and orders whose invoice is listed are left out', () => {
    const items = attentionItems(
      {
        invoices: [
          anInvoice({ id: 'inv_late', number: 'late', orderId: 'ord_late', dueAt: day(-2) }),
          anInvoice({ id: 'inv_soon', number: 'soon', orderId: 'ord_soon', dueAt: day(4) }),
          anInvoice({ id: 'inv_paid', number: 'paid', status: 'paid' }),
        ],
        orders: [
          anOrder({ id: 'ord_late', number: 'late-order' }),
          anOrder({ id: 'ord_alone', number: '300200', invoiceId: null, invoice: null }),
          anOrder({ id: 'ord_done', number: '300201', status: 'completed' }),
        ],
      },
      NOW,
    );
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['invoiceOverdue', 'late'],
      ['invoiceUnpaid', 'soon'],
      ['orderUnpaid', '300200'],
    ]);
    expect(items[0]).toMatchObject({
      payUrl: 'https://pay.example/inv_1',
      money: { amount: 100, currencyCode: 'SEK' },
    });
  });

  it('without billing (its endpoint 404s, or the key cannot read it) unpaid orders stand for their invoices', () => {
    const items = attentionItems({ invoices: undefined, orders: [anOrder({})] }, NOW);
    expect(kinds(items)).toEqual(['orderUnpaid']);
    expect(items[0]).toMatchObject({ orderId: 'ord_1', payUrl: 'https://pay.example/inv_1' });
  });

  it('a server being installed is followed with its job, once; a failed installation says what to do', () => {
    const pollUrl = '/api/jobs/job_9';
    const items = attentionItems(
      {
        vps: [
          vps({
            id: 'vps_n',
            name: 'build-02',
            status: 'provisioning',
            activeOperation: { jobId: 'job_9', kind: 'vps.provision', pollUrl, startedAt: day(-0.01) },
          }),
          vps({
            id: 'vps_x',
            name: 'build-03',
            status: 'stopped',
            lastFailedJob: { jobId: 'job_8', kind: 'vps.provision', failedAt: day(-0.1), code: 'x', title: 'x' },
          }),
        ],
        // This tab follows the same installation: said once, by the server's item.
        operations: [
          { jobId: 'job_9', label: 'Install the server build-02', href: '/vps/vps_n' },
          { jobId: 'job_7', label: 'Restart web-01', href: '/vps/vps_1' },
        ],
      },
      NOW,
    );
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['vpsProvisionFailed', 'build-03'],
      ['operation', ''],
      ['vpsProvisioning', 'build-02'],
    ]);
    expect(items[2]).toMatchObject({ vpsId: 'vps_n', jobId: 'job_9', pollUrl });
  });

  it('tickets answered by support, and operations running now, come last', () => {
    const items = attentionItems(
      {
        tickets: [ticket({ status: 'answered', subject: 'VAT' }), ticket({ id: 'tkt_2', status: 'open' })],
        operations: [{ jobId: 'job_7', label: 'Restart web-01', href: '/vps/vps_1' }],
        vps: [vps({ guestNetworkStatus: 'mismatch' })],
      },
      NOW,
    );
    expect(kinds(items)).toEqual(['ticketAnswered', 'vpsNetwork', 'operation']);
  });

  it('orders the whole list by urgency, then by date (earliest first), then by name', () => {
    const items = attentionItems(
      {
        tickets: [ticket({ status: 'answered' })],
        invoices: [
          anInvoice({ id: 'inv_b', number: 'b', orderId: null, dueAt: day(9) }),
          anInvoice({ id: 'inv_a', number: 'a', orderId: null, dueAt: day(3) }),
          anInvoice({ id: 'inv_c', number: 'c', orderId: null, dueAt: day(-1) }),
        ],
        vps: [vps({ status: 'stopped', stoppedUnexpectedly: true })],
      },
      NOW,
    );
    expect(items.map((item) => [item.urgency, item.name])).toEqual([
      [0, 'c'],
      [0, 'web-01'],
      [2, 'a'],
      [2, 'b'],
      [3, 'DNS question'],
    ]);
  });

  it('nothing read (no scopes, every area left out) is nothing to do', () => {
    expect(attentionItems({}, NOW)).toEqual([]);
  });
});

// Issue 37: a paid registration or transfer in on its way, and DNS records made here that are not served.
describe('domains on their way and zones not served', () => {
  it('says a transfer in with its step, in progress, and a zone not served as one to check', () => {
    const moving = domain({
      id: 'dom_move',
      name: 'moving.se',
      serviceStatus: 'pending',
      progress: { kind: 'transfer', step: 'awaiting_approval', expectedAt: day(1) },
    });
    const elsewhere = domain({ id: 'dom_else', name: 'elsewhere.se', dnsNotServed: true });
    const items = attentionItems({ domainsInProgress: [moving], domainsDnsNotServed: [elsewhere] }, NOW);
    expect(items.map((item) => [item.kind, item.name, item.urgency])).toEqual([
      ['domainDnsNotServed', 'elsewhere.se', 3],
      ['domainProgress', 'moving.se', 4],
    ]);
    const progress = items[1] as Extract<AttentionItem, { kind: 'domainProgress' }>;
    expect(progress.progress).toEqual({ kind: 'transfer', step: 'awaiting_approval', expectedAt: day(1) });
  });

  it('lists nothing for rows a server sent without the flags (a server without these filters)', () => {
    const plain = domain({ id: 'dom_plain' });
    expect(attentionItems({ domainsInProgress: [plain], domainsDnsNotServed: [plain] }, NOW)).toEqual([]);
  });
});
