import { describe, expect, it } from 'vitest';
import { domainListPage } from '@/api/schemas/domains';
import { ticket } from '@/api/schemas/tickets';
import { vps } from '@/api/schemas/vps';
import type { CreateWorldBody } from '@/api/schemas/mock-control';
import { BUNDLE_FORMAT, BUNDLE_VERSION } from '@/api/schemas/view-bundle';
import { DEMO_DOMAINS, DEMO_TICKETS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';

const io = DEMO_DOMAINS.farExpiry;

function bundleOf(reads: { path: string; body: unknown }[], scenario: string | null = 'demo') {
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    appVersion: '0.1.0',
    createdAt: '2026-11-27T20:00:00.000Z',
    url: '/domains?status=active',
    locale: 'sv' as const,
    scheme: 'light' as const,
    viewportWidth: 390,
    scenario,
    customerName: 'Person 1',
    masked: true,
    reads: reads.map((read) => ({ ...read, at: 1 })),
    operations: [],
    failedRequests: [],
  } satisfies NonNullable<CreateWorldBody['bundle']>;
}

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
});
