import type { WorldCustomers } from '@/mock/platform/customers';
import type { StoredBillingProfile } from '@/mock/areas/orders/state';
import { DEMO_BILLING_PROFILES, DEMO_CUSTOMERS, EMPTY_CONSUMER_PROFILE } from './demo/ids';

/** The two account holders shared by the built-in scenarios (fresh copies: worlds never share objects). */
export function standardCustomers(): WorldCustomers {
  return {
    main: { ...DEMO_CUSTOMERS.main },
    other: { ...DEMO_CUSTOMERS.other },
  };
}

type ProfileSpec = (typeof DEMO_BILLING_PROFILES)[keyof typeof DEMO_BILLING_PROFILES] | typeof EMPTY_CONSUMER_PROFILE;

function profileOf(customerId: string, spec: ProfileSpec): StoredBillingProfile {
  return {
    customerId,
    customerType: spec.customerType,
    name: spec.name,
    address: { ...spec.address },
    country: spec.country,
    vatNumber: spec.vatNumber,
    // The demo's numbers were confirmed by the register before the world's day.
    vatNumberStatus: spec.vatNumber === null ? 'not_applicable' : 'valid',
    vatNumberCheckedAt: spec.vatNumber === null ? null : '2026-01-15T09:00:00.000Z',
  };
}

/** The demo's and the reseller's: two businesses, Nordlicht AB in Sweden, Keller Bau GmbH in Germany. */
export function standardBillingProfiles(customers: WorldCustomers): StoredBillingProfile[] {
  return [
    profileOf(customers.main.id, DEMO_BILLING_PROFILES.main),
    profileOf(customers.other.id, DEMO_BILLING_PROFILES.other),
  ];
}

/** The empty scenario's: Astrid as a Swedish consumer (Bruno as in the demo). */
export function consumerBillingProfiles(customers: WorldCustomers): StoredBillingProfile[] {
  return [
    profileOf(customers.main.id, EMPTY_CONSUMER_PROFILE),
    profileOf(customers.other.id, DEMO_BILLING_PROFILES.other),
  ];
}
