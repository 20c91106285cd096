import { describe, expect, it } from 'vitest';
import { domainListPage } from '@/api/schemas/domains';
import { encodeColumns } from '@/api/schemas/view-bundle-columns';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';
import { mockHarness } from '@/mock/test-utils';
import { bundleOf } from './bundle-test-kit';

const io = DEMO_DOMAINS.farExpiry;

describe('POST /__mock/worlds with a compact (version 2) or a version-1 bundle', () => {
  it('reads a domain list written by column, and a version-1 list as it is', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    const off = await call(`/api/v2/domains/${io.id}`, {
      method: 'PATCH',
      key: customer.keys.full,
      body: { autoRenew: false },
    });
    expect(off.status).toBeLessThan(300);
    const listPath = '/api/v2/domains';
    const body: unknown = await (await call(listPath, { key: customer.keys.full })).json();
    const compact = encodeColumns(body);
    expect(compact.tables.map((table) => table.pointer)).toEqual(['/data']);

    for (const bundle of [
      bundleOf([{ path: listPath, ...compact }]),
      bundleOf([{ path: listPath, body }], { version: 1 }),
    ]) {
      const created = await call('/__mock/worlds', { body: { bundle } });
      expect(created.status, await created.clone().text()).toBe(201);
      const { keys } = (await created.json()) as { keys: { full: string } };
      const page = await parse(await call(listPath, { key: keys.full }), domainListPage);
      expect(page.data.find((domain) => domain.id === io.id)?.lifecycle.autoRenewEnabled).toBe(false);
    }
  });

  it('leaves a read whose columns are malformed as the scenario has it, and builds the world', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    await call(`/api/v2/domains/${io.id}`, { method: 'PATCH', key: customer.keys.full, body: { autoRenew: false } });
    const body: unknown = await (await call('/api/v2/domains', { key: customer.keys.full })).json();
    const compact = encodeColumns(body);
    const broken = compact.tables.map((table) => ({ ...table, columns: table.columns.map((c, i) => (i ? c : 'x')) }));
    const bundle = bundleOf([{ path: '/api/v2/domains', body: compact.body, tables: broken }]);
    const created = await call('/__mock/worlds', { body: { bundle } });
    expect(created.status).toBe(201);
    const { keys } = (await created.json()) as { keys: { full: string } };
    const page = await parse(await call('/api/v2/domains', { key: keys.full }), domainListPage);
    expect(page.data.find((domain) => domain.id === io.id)?.lifecycle.autoRenewEnabled).toBe(true);
  });

  it('refuses a read nested thousands deep alone (never a 500) and imports the reads beside it', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const customer = await makeWorld({ scenario: 'demo' });
    await call(`/api/v2/domains/${io.id}`, { method: 'PATCH', key: customer.keys.full, body: { autoRenew: false } });
    const body: unknown = await (await call('/api/v2/domains', { key: customer.keys.full })).json();
    let deep: unknown = null;
    for (let level = 0; level < 3300; level++) deep = [deep];
    const tables = [{ pointer: '/data', keys: ['id'], columns: [['dom_x']] }];
    const bundle = bundleOf([
      // Copying this body to put its table back would overflow the stack.
      { path: '/api/v2/domains?status=expired', body: { data: null, deep }, tables },
      { path: '/api/v2/vps', body: { data: [], deep } },
      { path: '/api/v2/domains', ...encodeColumns(body) },
    ]);
    const created = await call('/__mock/worlds', { body: { bundle } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { keys } = (await created.json()) as { keys: { full: string } };
    const page = await parse(await call('/api/v2/domains', { key: keys.full }), domainListPage);
    expect(page.data.find((domain) => domain.id === io.id)?.lifecycle.autoRenewEnabled).toBe(false);
  });
});
