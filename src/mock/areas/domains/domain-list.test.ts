import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { domainListPage, type DomainListPage } from '@/api/schemas/domains';
import { DEMO_DOMAINS, DEMO_DOMAIN_COUNTS, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';
import { mockHarness } from '@/mock/test-utils';
import { domainListChanged, filterDomains, listDomains, tldOf } from './state';

const DOMAINS = '/api/v2/domains';

async function setup(scenario: 'demo' | 'reseller' | 'empty' = 'demo') {
  const harness = mockHarness();
  const world = await harness.makeWorld({ scenario });
  const list = async (query = '') =>
    harness.parse(await harness.call(`${DOMAINS}${query}`, { key: world.keys.full }), domainListPage);
  /** Every page of a query, following the cursor. */
  const all = async (query: string) => {
    const pages: DomainListPage[] = [await list(`?limit=100${query}`)];
    for (let page = pages[0]; page?.nextCursor; page = pages[pages.length - 1]) {
      pages.push(await list(`?limit=100${query}&cursor=${encodeURIComponent(page.nextCursor)}`));
    }
    return pages;
  };
  const state = () => {
    const stored = harness.registry.get(world.worldId)?.state.domains;
    if (!stored) throw new Error('no world');
    return stored;
  };
  return { ...harness, world, list, all, state };
}

describe('GET /api/v2/domains: total', () => {
  it('counts every match across pages, whatever the page size or cursor', async () => {
    const t = await setup();
    expect((await t.list('?limit=5')).total).toBe(DEMO_DOMAIN_COUNTS.main);
    const first = await t.list('?limit=5');
    const second = await t.list(`?limit=5&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.total).toBe(DEMO_DOMAIN_COUNTS.main);
    expect((await t.list('?serviceStatus=pending')).total).toBe(2);
    expect((await t.list('?tld=nu&serviceStatus=active')).total).toBe(2);
    expect((await t.list('?name=no-such-domain')).total).toBe(0);
    expect((await t.list('?name=no-such-domain')).data).toEqual([]);
  });

  it('an account without domains has a total of 0', async () => {
    const t = await setup('empty');
    expect(await t.list()).toMatchObject({ data: [], hasMore: false, nextCursor: null, total: 0 });
  });

  it('is read tolerantly: absent or malformed is null (not known), never 0', () => {
    const page = { data: [], hasMore: false, nextCursor: null };
    expect(z.parse(domainListPage, page).total).toBeNull();
    expect(z.parse(domainListPage, { ...page, total: null }).total).toBeNull();
    expect(z.parse(domainListPage, { ...page, total: '12' }).total).toBeNull();
    expect(z.parse(domainListPage, { ...page, total: -1 }).total).toBeNull();
    expect(z.parse(domainListPage, { ...page, total: 1.5 }).total).toBeNull();
    expect(z.parse(domainListPage, { ...page, total: 12 }).total).toBe(12);
  });
});

describe('GET /api/v2/domains at 10,000 domains', () => {
  it('pages through a filter and every sort exactly as a plain filter-and-sort would, with a constant total', async () => {
    const t = await setup('reseller');
    const domains = t.state().domains;
    const customerId = domains[0]?.customerId ?? '';
    const expected = domains
      .filter((d) => d.customerId === customerId && d.name.includes('nord') && tldOf(d.name) === 'se')
      .map((d) => ({ id: d.id, name: d.name, expiresAt: d.expiresAt }));
    const byName = [...expected].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const noExpiry = (desc: boolean) => (desc ? '0000' : '9999');
    const byExpiry = (desc: boolean) =>
      [...expected].sort((a, b) => {
        const ka = a.expiresAt ?? noExpiry(desc);
        const kb = b.expiresAt ?? noExpiry(desc);
        const order = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        return desc ? -order : order;
      });
    const cases: [string, typeof expected][] = [
      ['name', byName],
      ['-name', [...byName].reverse()],
      ['expiresAt', byExpiry(false)],
      ['-expiresAt', byExpiry(true)],
    ];
    for (const [sort, order] of cases) {
      const pages = await t.all(`&name=NORD&tld=se&sort=${sort}`);
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) expect(page.total).toBe(expected.length);
      expect(pages.flatMap((page) => page.data.map((d) => d.id))).toEqual(order.map((d) => d.id));
    }
    expect((await t.list()).total).toBe(RESELLER_DOMAINS.total);
  });

  it('filters on live status and auto-renew (changed by bulk operations), and follows added domains', async () => {
    const t = await setup('reseller');
    const state = t.state();
    const customerId = state.domains[0]?.customerId ?? '';
    const activeBefore = (await t.list('?serviceStatus=active&limit=1')).total ?? 0;
    const target = state.domains.find((d) => d.status === 'active');
    if (!target) throw new Error('no active domain');
    target.status = 'suspended';
    expect((await t.list('?serviceStatus=active&limit=1')).total).toBe(activeBefore - 1);
    target.autoRenew = !target.autoRenew;
    const flipped = listDomains(state, customerId, { limit: 100, autoRenew: target.autoRenew, name: target.name });
    expect(flipped.data.map((d) => d.id)).toEqual([target.id]);

    state.domains.push({ ...target, id: 'dom_zz000001', name: 'aaaa-first.se' });
    expect((await t.list('?limit=1')).data[0]?.name).toBe('aaaa-first.se');
    expect((await t.list('?limit=1')).total).toBe(RESELLER_DOMAINS.total + 1);
    // A sort key changed in place is seen after `domainListChanged`.
    const added = state.domains[state.domains.length - 1];
    if (added) added.name = 'zzzz-last.se';
    domainListChanged(state);
    expect((await t.list('?limit=1&sort=-name')).data[0]?.name).toBe('zzzz-last.se');
    expect(filterDomains(state, customerId, { name: 'zzzz-last' }).map((d) => d.id)).toEqual(['dom_zz000001']);
  });
});

describe('demo domains in the list', () => {
  it('the names the e2e and the bulk flows rely on are there', async () => {
    const t = await setup();
    const names = (await t.list('?limit=100')).data.map((d) => d.name);
    for (const ref of Object.values(DEMO_DOMAINS)) expect(names).toContain(ref.name);
  });
});
