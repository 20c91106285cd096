import { emptyWorldState } from '@/mock/platform/state';
import { consumerBillingProfiles, standardCustomers } from '../customers';
import type { Scenario } from '../types';

export const emptyScenario: Scenario = {
  name: 'empty',
  description:
    'A new account: the two customers and their keys, no services, orders, domains or tickets; Astrid is billed as a ' +
    'Swedish consumer (prices with VAT).',
  seed: () => {
    const customers = standardCustomers();
    const state = emptyWorldState();
    state.orders.billingProfiles = consumerBillingProfiles(customers);
    return { customers, state };
  },
};
