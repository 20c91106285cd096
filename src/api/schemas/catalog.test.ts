import { describe, expect, it } from 'vitest';
import { catalogListPage, catalogQuery, sharedHostingProduct } from './catalog';

const product = {
  id: 'shprod_1',
  slug: 'web-start',
  tier: 'start',
  name: 'Web Start',
  resources: {
    cpuCores: null,
    memoryGb: null,
    storageGb: 25,
    bandwidthGb: null,
    emailAccountLimit: 10,
    databaseLimit: null,
  },
  billing: { amount: 49, currencyCode: 'SEK', billingCycle: 'monthly' },
  billingCycles: [
    { billingCycle: 'monthly', amount: 49, currencyCode: 'SEK', setupAmount: null, isPrimary: true },
    { billingCycle: 'annually', amount: 490, currencyCode: 'SEK', setupAmount: 0, isPrimary: false },
  ],
  availabilityStatus: 'available',
  available: true,
  reason: null,
  controlPanel: { type: 'panel' },
};

describe('catalog product', () => {
  it('parses a spec-shaped product, keeping null as unlimited', () => {
    const parsed = sharedHostingProduct.parse(product);
    expect(parsed.resources.cpuCores).toBeNull();
    expect(parsed.resources.storageGb).toBe(25);
    expect(parsed.billingCycles.map((option) => option.billingCycle)).toEqual(['monthly', 'annually']);
    expect(parsed.controlPanel.supportsAdminPanel).toBeUndefined();
  });

  it('maps unknown enum values to unknown and tolerates extra fields', () => {
    const parsed = sharedHostingProduct.parse({
      ...product,
      availabilityStatus: 'coming_soon',
      billing: { ...product.billing, billingCycle: 'quarterly' },
      marketingBadge: 'Popular',
    });
    expect(parsed.availabilityStatus).toBe('unknown');
    expect(parsed.billing.billingCycle).toBe('unknown');
    expect(parsed).not.toHaveProperty('marketingBadge');
  });

  it('treats a missing available flag as not orderable', () => {
    const { available: _available, ...rest } = product;
    expect(sharedHostingProduct.parse(rest).available).toBe(false);
  });

  it('does not guess a broken resource value as unlimited', () => {
    expect(
      sharedHostingProduct.safeParse({ ...product, resources: { ...product.resources, storageGb: '25 GB' } }).success,
    ).toBe(false);
  });

  it('parses a list page', () => {
    expect(catalogListPage.parse({ data: [product], hasMore: false, nextCursor: null }).data[0]?.slug).toBe(
      'web-start',
    );
  });
});

describe('catalog query', () => {
  it('defaults limit to 20 and locale to en', () => {
    expect(catalogQuery.parse({})).toEqual({ limit: 20, locale: 'en' });
  });

  it('accepts sv and falls back to en for unsupported locales', () => {
    expect(catalogQuery.parse({ locale: 'sv' }).locale).toBe('sv');
    expect(catalogQuery.parse({ locale: 'de' }).locale).toBe('en');
  });

  it('rejects limits outside 1..100 and ignores unknown parameters', () => {
    expect(catalogQuery.parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc', locale: 'en' });
    expect(catalogQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(catalogQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(catalogQuery.parse({ utm_source: 'mail' })).not.toHaveProperty('utm_source');
  });
});

describe('fail-safe reading', () => {
  it('drops one malformed billing-cycle option and keeps the others', () => {
    const parsed = sharedHostingProduct.parse({
      ...product,
      billingCycles: [product.billingCycles[0], { billingCycle: 'annually', amount: null }, product.billingCycles[1]],
    });
    expect(parsed.billingCycles.map((option) => option.billingCycle)).toEqual(['monthly', 'annually']);
  });

  it('keeps the page when one product is malformed', () => {
    const page = catalogListPage.parse({
      data: [product, { ...product, slug: null }, { ...product, id: 'shprod_2', slug: 'web-pro' }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data.map((item) => item.slug)).toEqual(['web-start', 'web-pro']);
  });
});
