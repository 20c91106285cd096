import type { CatalogLocale } from '@/api/schemas/catalog';
import type { ServerBillingCycle, ServerCatalog, ServerImage, ServerPlan } from '@/api/schemas/vps-order';
import { VPS_CURRENCY, VPS_PLANS } from '@/mock/areas/vps/plan-change';

/**
 * The server catalog (`catalogRoutes.servers`, issue 38): the plans a server can be ordered on (the same plans a
 * server can change to), where, and with which system. Prices exclude VAT. Prepaid cycles: a month, three months,
 * a year at ten months' price; pay-as-you-go: the month's price / 730 an hour, never more than the month's price.
 */

const HOURS_PER_MONTH = 730;

/** Included outgoing traffic a month (TB), by plan. */
const TRAFFIC_TB: Readonly<Record<string, number>> = {
  'vps-s': 2,
  'vps-m': 3,
  'vps-m-storage': 3,
  'vps-l': 5,
  'vps-l-storage': 5,
  'vps-xl': 10,
};

export const SERVER_LOCATIONS = [
  { id: 'sto1', name: { en: 'Stockholm', sv: 'Stockholm' }, country: 'SE' },
  { id: 'fra1', name: { en: 'Frankfurt', sv: 'Frankfurt' }, country: 'DE' },
] as const;
export type ServerLocationCode = (typeof SERVER_LOCATIONS)[number]['id'];

export const SERVER_IMAGES: readonly ServerImage[] = [
  { id: 'ubuntu-24.04', name: 'Ubuntu 24.04 LTS', distribution: 'Ubuntu', version: '24.04 LTS' },
  { id: 'ubuntu-22.04', name: 'Ubuntu 22.04 LTS', distribution: 'Ubuntu', version: '22.04 LTS' },
  { id: 'debian-12', name: 'Debian 12', distribution: 'Debian', version: '12' },
  { id: 'debian-11', name: 'Debian 11', distribution: 'Debian', version: '11' },
  { id: 'almalinux-9', name: 'AlmaLinux 9', distribution: 'AlmaLinux', version: '9' },
  { id: 'rocky-9', name: 'Rocky Linux 9', distribution: 'Rocky Linux', version: '9' },
  { id: 'fedora-41', name: 'Fedora 41', distribution: 'Fedora', version: '41' },
];

/** Plan → location where it is out of stock, with the reason (English; the panel says it in its own words). */
const OUT_OF_STOCK: Readonly<Record<string, Partial<Record<ServerLocationCode, string>>>> = {
  'vps-xl': { fra1: 'VPS XL is sold out in Frankfurt until new hosts are installed. Choose Stockholm.' },
};

const CYCLE_MONTHS: Readonly<Record<ServerBillingCycle, number>> = { monthly: 1, quarterly: 3, annually: 10 };

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function hourlyOf(monthly: number): number {
  return Math.round((monthly / HOURS_PER_MONTH) * 10000) / 10000;
}

export function isServerLocation(code: string): code is ServerLocationCode {
  return SERVER_LOCATIONS.some((location) => location.id === code);
}

export function findServerImage(id: string): ServerImage | undefined {
  return SERVER_IMAGES.find((image) => image.id === id);
}

/** Why the plan cannot be ordered in the location, or null when it can. */
export function outOfStockReason(slug: string, location: ServerLocationCode): string | null {
  return OUT_OF_STOCK[slug]?.[location] ?? null;
}

export function serverPlans(): ServerPlan[] {
  return VPS_PLANS.map((plan) => ({
    slug: plan.code,
    name: plan.name,
    resources: {
      cpuCores: plan.cpuCores,
      memoryGb: plan.memoryGb,
      diskGb: plan.diskGb,
      trafficTb: TRAFFIC_TB[plan.code] ?? 1,
    },
    currencyCode: VPS_CURRENCY,
    monthlyAmount: plan.monthlyAmount,
    payg: { hourlyAmount: hourlyOf(plan.monthlyAmount), monthlyCap: plan.monthlyAmount },
    billingCycles: (Object.keys(CYCLE_MONTHS) as ServerBillingCycle[]).map((billingCycle) => ({
      billingCycle,
      amount: roundMoney(plan.monthlyAmount * CYCLE_MONTHS[billingCycle]),
    })),
    stock: SERVER_LOCATIONS.map((location) => {
      const reason = outOfStockReason(plan.code, location.id);
      return { location: location.id, available: reason === null, reason };
    }),
  }));
}

export function findServerPlan(slug: string): ServerPlan | undefined {
  return serverPlans().find((plan) => plan.slug === slug);
}

export function serverCatalog(locale: CatalogLocale): ServerCatalog {
  return {
    plans: serverPlans(),
    locations: SERVER_LOCATIONS.map((location) => ({
      code: location.id,
      name: location.name[locale],
      country: location.country,
    })),
    images: SERVER_IMAGES.map((image) => ({ ...image })),
  };
}
