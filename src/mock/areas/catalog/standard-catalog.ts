import type { CatalogLocale } from '@/api/schemas/catalog';

/**
 * The provider's shared-hosting catalog (ledger "Catalog"): the same plans in every world, because the catalog is
 * the company's price list, not the account's data. 9 families × 5 sizes = 45 plans, in catalog order, so the
 * default page size of 20 needs three pages (20, 20, 5). Deterministic: no clock, no randomness.
 *
 * Conventions the screens rely on (ledgered): `cpuCores`/`memoryGb` null = not published (shared plans without a
 * guaranteed share); `storageGb`, `bandwidthGb`, `emailAccountLimit`, `databaseLimit` null = unlimited.
 */

export type Localized = Readonly<Record<CatalogLocale, string>>;

export interface StoredCycle {
  billingCycle: 'monthly' | 'annually';
  amount: number;
  setupAmount: number | null;
  isPrimary: boolean;
}

export interface StoredProduct {
  id: string;
  slug: string;
  /** Catalog order (the list's sort key). */
  position: number;
  name: Localized;
  tier: Localized;
  currencyCode: string;
  resources: {
    cpuCores: number | null;
    memoryGb: number | null;
    storageGb: number | null;
    bandwidthGb: number | null;
    emailAccountLimit: number | null;
    databaseLimit: number | null;
  };
  cycles: StoredCycle[];
  /** null = available; otherwise out of stock with this customer-facing reason. */
  outOfStockReason: Localized | null;
  supportsAdminPanel: boolean;
}

interface Family {
  key: string;
  name: Localized;
  tier: Localized;
  /** Monthly price of the smallest size (SEK). */
  base: number;
  /** Publishes cpu and memory. */
  publishesCompute: boolean;
  /** Only an annual cycle (agency contracts). */
  annualOnly?: boolean;
  supportsAdminPanel?: boolean;
  /** Sizes (by index) that are out of stock, with the reason. */
  outOfStock?: { sizes: readonly number[]; reason: Localized };
  /** One-off setup fee on the monthly cycle. */
  monthlySetup: number | null;
}

const SIZES: readonly {
  key: string;
  name: Localized;
  factor: number;
  storageGb: number | null;
  email: number | null;
}[] = [
  { key: 'mini', name: { en: 'Mini', sv: 'Mini' }, factor: 1, storageGb: 10, email: 5 },
  { key: 'small', name: { en: 'Small', sv: 'Liten' }, factor: 1.6, storageGb: 25, email: 10 },
  { key: 'medium', name: { en: 'Medium', sv: 'Mellan' }, factor: 2.5, storageGb: 50, email: 25 },
  { key: 'large', name: { en: 'Large', sv: 'Stor' }, factor: 4, storageGb: 100, email: 100 },
  { key: 'max', name: { en: 'Max', sv: 'Max' }, factor: 6, storageGb: null, email: null },
];

const GREEN_FULL: Localized = {
  en: 'Our wind-powered data centre is full; new capacity opens in June.',
  sv: 'Vårt vinddrivna datacenter är fullt; ny kapacitet öppnar i juni.',
};
const AGENCY_FULL: Localized = {
  en: 'Temporarily sold out while we move reseller accounts to new servers.',
  sv: 'Tillfälligt slutsåld medan vi flyttar återförsäljarkonton till nya servrar.',
};

const FAMILIES: readonly Family[] = [
  {
    key: 'web',
    name: { en: 'Web', sv: 'Webb' },
    tier: { en: 'Personal', sv: 'Privat' },
    base: 29,
    publishesCompute: false,
    monthlySetup: null,
  },
  {
    key: 'blog',
    name: { en: 'Blog', sv: 'Blogg' },
    tier: { en: 'Personal', sv: 'Privat' },
    base: 35,
    publishesCompute: false,
    monthlySetup: null,
  },
  {
    key: 'wordpress',
    name: { en: 'WordPress', sv: 'WordPress' },
    tier: { en: 'Personal', sv: 'Privat' },
    base: 45,
    publishesCompute: false,
    monthlySetup: 49,
  },
  {
    key: 'green',
    name: { en: 'Green', sv: 'Grön' },
    tier: { en: 'Personal', sv: 'Privat' },
    base: 39,
    publishesCompute: false,
    monthlySetup: null,
    outOfStock: { sizes: [3, 4], reason: GREEN_FULL },
  },
  {
    key: 'business',
    name: { en: 'Business', sv: 'Företag' },
    tier: { en: 'Business', sv: 'Företag' },
    base: 79,
    publishesCompute: true,
    monthlySetup: 99,
  },
  {
    key: 'shop',
    name: { en: 'Shop', sv: 'Butik' },
    tier: { en: 'Business', sv: 'Företag' },
    base: 99,
    publishesCompute: true,
    monthlySetup: 149,
  },
  {
    key: 'mail',
    name: { en: 'Mail', sv: 'E-post' },
    tier: { en: 'Business', sv: 'Företag' },
    base: 25,
    publishesCompute: false,
    monthlySetup: null,
  },
  {
    key: 'pro',
    name: { en: 'Pro', sv: 'Pro' },
    tier: { en: 'Professional', sv: 'Professionell' },
    base: 149,
    publishesCompute: true,
    monthlySetup: 199,
  },
  {
    key: 'agency',
    name: { en: 'Agency', sv: 'Byrå' },
    tier: { en: 'Agency', sv: 'Byrå' },
    base: 249,
    publishesCompute: true,
    annualOnly: true,
    supportsAdminPanel: true,
    monthlySetup: null,
    outOfStock: { sizes: [4], reason: AGENCY_FULL },
  },
];

/** Annual price: ten months for twelve (a saving of about 17 %), rounded down to whole kronor. */
function annualOf(monthly: number): number {
  return Math.floor(monthly * 10);
}

function hex(n: number): string {
  return (0x5e1000 + n * 7919).toString(16);
}

export function standardCatalog(): StoredProduct[] {
  const products: StoredProduct[] = [];
  FAMILIES.forEach((family, familyIndex) => {
    SIZES.forEach((size, sizeIndex) => {
      const position = familyIndex * SIZES.length + sizeIndex;
      const monthly = Math.round(family.base * size.factor);
      const annualPrimary = family.annualOnly === true || sizeIndex >= 3;
      const cycles: StoredCycle[] = [];
      if (!family.annualOnly) {
        cycles.push({
          billingCycle: 'monthly',
          amount: monthly,
          setupAmount: family.monthlySetup,
          isPrimary: !annualPrimary,
        });
      }
      cycles.push({
        billingCycle: 'annually',
        amount: annualOf(monthly),
        setupAmount: family.monthlySetup === null ? null : 0,
        isPrimary: annualPrimary,
      });
      const outOfStock = family.outOfStock?.sizes.includes(sizeIndex) ? family.outOfStock.reason : null;
      products.push({
        id: `shprod_${hex(position)}`,
        slug: `${family.key}-${size.key}`,
        position,
        name: { en: `${family.name.en} ${size.name.en}`, sv: `${family.name.sv} ${size.name.sv}` },
        tier: family.tier,
        currencyCode: 'SEK',
        resources: {
          cpuCores: family.publishesCompute ? ([1, 2, 2, 4, 8][sizeIndex] ?? null) : null,
          memoryGb: family.publishesCompute ? ([1, 2, 4, 8, 16][sizeIndex] ?? null) : null,
          storageGb: size.storageGb,
          bandwidthGb: sizeIndex >= 2 ? null : ([100, 250][sizeIndex] ?? null),
          emailAccountLimit: size.email,
          databaseLimit: sizeIndex === 4 ? null : ([1, 3, 10, 25][sizeIndex] ?? null),
        },
        cycles,
        outOfStockReason: outOfStock,
        supportsAdminPanel: family.supportsAdminPanel === true,
      });
    });
  });
  return products;
}
