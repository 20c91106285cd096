import { describe, expect, it } from 'vitest';
import { catalogListPage, type CatalogListPage, type SharedHostingProduct } from '@/api/schemas/catalog';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';

const PATH = '/api/v2/products/shared-hosting';

async function setup(options: { catalogOutage?: boolean } = {}) {
  const harness = mockHarness();
  const world = await harness.makeWorld({ scenario: 'demo', ...options });
  const headers = { 'X-Mock-World': world.worldId };
  const get = (query = '', extra: { key?: string } = {}) => harness.call(`${PATH}${query}`, { headers, ...extra });
  const page = async (query = '') => harness.parse(await get(query), catalogListPage);
  return { ...harness, world, headers, get, page };
}

async function everyPlan(kit: Awaited<ReturnType<typeof setup>>, query: string) {
  const plans: SharedHostingProduct[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10; i += 1) {
    const result: CatalogListPage = await kit.page(`?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    plans.push(...result.data);
    sizes.push(result.data.length);
    if (!result.hasMore) {
      expect(result.nextCursor).toBeNull();
      return { plans, sizes };
    }
    cursor = result.nextCursor;
  }
  throw new Error('too many pages');
}

describe('catalog', () => {
  it('needs no key and ignores any Authorization header, good or bad', async () => {
    const kit = await setup();
    const anonymous = await kit.page();
    const withGoodKey = await kit.parse(await kit.get('', { key: kit.world.keys.full }), catalogListPage);
    const withBadKey = await kit.parse(await kit.get('', { key: 'hpk_not_a_key' }), catalogListPage);
    expect(withGoodKey).toEqual(anonymous);
    expect(withBadKey).toEqual(anonymous);
    const response = await kit.get();
    expect(response.headers.get('x-ratelimit-limit')).toBeTruthy();
  });

  it('pages through every plan with the default limit of 20 and an opaque cursor', async () => {
    const kit = await setup();
    const { plans, sizes } = await everyPlan(kit, '');
    expect(sizes).toEqual(DEMO_CATALOG.pages);
    expect(plans).toHaveLength(DEMO_CATALOG.total);
    expect(new Set(plans.map((plan) => plan.slug)).size).toBe(DEMO_CATALOG.total);
    expect(plans[0]?.slug).toBe(DEMO_CATALOG.first.slug);
    expect(plans.at(-1)?.slug).toBe(DEMO_CATALOG.last.slug);
    const small = await everyPlan(kit, 'limit=7');
    expect(small.plans.map((plan) => plan.slug)).toEqual(plans.map((plan) => plan.slug));
    expect((await kit.page('?limit=100')).data).toHaveLength(DEMO_CATALOG.total);
    expect((await kit.page('?limit=1')).data).toHaveLength(1);
  });

  it('rejects limits outside 1..100 and tampered cursors with 400, never 500', async () => {
    const kit = await setup();
    const tooBig = await expectProblem(await kit.get('?limit=101'), 400, 'invalid_pagination_limit');
    expect(tooBig.errors?.[0]?.pointer).toBe('/query/limit');
    for (const limit of ['0', '-3', '2.5', 'ten']) {
      const problem = await expectProblem(await kit.get(`?limit=${limit}`), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/query/limit');
    }
    const first = await kit.page('?limit=2');
    const cursor = first.nextCursor ?? '';
    for (const tampered of [`${cursor}x`, 'not-a-cursor', cursor.slice(0, -4), '%7B%7D', 'eyJ2IjoyfQ']) {
      const problem = await expectProblem(await kit.get(`?cursor=${tampered}`), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/query/cursor');
    }
  });

  it('translates names, tiers and reasons for locale sv and falls back to English for anything else', async () => {
    const kit = await setup();
    const en = await kit.page('?limit=100');
    const sv = await kit.page('?limit=100&locale=sv');
    const de = await kit.page('?limit=100&locale=de');
    const bySlug = (page: typeof en, slug: string) => page.data.find((plan) => plan.slug === slug);
    expect(bySlug(en, DEMO_CATALOG.webSmall.slug)?.name).toBe(DEMO_CATALOG.webSmall.name.en);
    expect(bySlug(sv, DEMO_CATALOG.webSmall.slug)?.name).toBe(DEMO_CATALOG.webSmall.name.sv);
    expect(bySlug(sv, DEMO_CATALOG.first.slug)?.tier).toBe(DEMO_CATALOG.first.tier.sv);
    expect(bySlug(sv, DEMO_CATALOG.outOfStock.slug)?.reason).toBe(DEMO_CATALOG.outOfStock.reason.sv);
    expect(de).toEqual(en);
    // Prices, slugs and cursors do not depend on the language.
    expect(sv.data.map((plan) => [plan.slug, plan.billingCycles])).toEqual(
      en.data.map((plan) => [plan.slug, plan.billingCycles]),
    );
    const page1 = await kit.page('?limit=5&locale=sv');
    const page2en = await kit.page(`?limit=5&cursor=${page1.nextCursor ?? ''}`);
    expect(page2en.data[0]?.slug).toBe(en.data[5]?.slug);
  });

  it('describes plans per spec: cycles with setup fees, out-of-stock reasons, null resources', async () => {
    const kit = await setup();
    const all = (await kit.page('?limit=100')).data;
    const plan = (slug: string) => all.find((p) => p.slug === slug);
    expect(plan(DEMO_CATALOG.webSmall.slug)?.billingCycles).toEqual([
      { billingCycle: 'monthly', amount: 46, currencyCode: 'SEK', setupAmount: null, isPrimary: true },
      { billingCycle: 'annually', amount: 460, currencyCode: 'SEK', setupAmount: null, isPrimary: false },
    ]);
    expect(plan(DEMO_CATALOG.withSetupFee.slug)?.billingCycles.map((c) => c.setupAmount)).toEqual([49, 0]);
    const out = plan(DEMO_CATALOG.outOfStock.slug);
    expect(out).toMatchObject({ availabilityStatus: 'out_of_stock', available: false });
    expect(out?.reason).toBe(DEMO_CATALOG.outOfStock.reason.en);
    expect(all.filter((p) => !p.available).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => p.available).every((p) => p.reason === null)).toBe(true);
    expect(plan(DEMO_CATALOG.annualOnly.slug)?.billingCycles.map((c) => c.billingCycle)).toEqual(['annually']);
    expect(plan(DEMO_CATALOG.annualOnly.slug)?.controlPanel.supportsAdminPanel).toBe(true);
    expect(plan(DEMO_CATALOG.first.slug)?.resources).toMatchObject({ cpuCores: null, memoryGb: null });
    expect(all.some((p) => p.resources.storageGb === null && p.resources.emailAccountLimit === null)).toBe(true);
    for (const p of all) {
      expect(p.billingCycles.filter((c) => c.isPrimary)).toHaveLength(1);
      expect(p.billing.amount).toBe(p.billingCycles.find((c) => c.isPrimary)?.amount);
    }
  });

  it('answers 502 upstream_unavailable while the world catalog is out, and recovers', async () => {
    const kit = await setup({ catalogOutage: true });
    await expectProblem(await kit.get(), 502, 'upstream_unavailable', PATH);
    const info = await kit.patchWorld(kit.world.worldId, { catalogOutage: false });
    expect(info.catalogOutage).toBe(false);
    expect((await kit.page()).data).toHaveLength(20);
    // Another world (and a call naming none) is unaffected by an outage elsewhere.
    await kit.patchWorld(kit.world.worldId, { catalogOutage: true });
    const healthy = await kit.makeWorld();
    expect((await kit.call(PATH, { headers: { 'X-Mock-World': healthy.worldId } })).status).toBe(200);
    expect((await kit.call(PATH)).status).toBe(200);
  });
});
