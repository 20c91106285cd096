import { emptyWorldState } from '@/mock/platform/state';
import { standardCustomers } from '../customers';
import type { Scenario } from '../types';

export const emptyScenario: Scenario = {
  name: 'empty',
  description: 'A new account: the two customers and their keys, no services, orders, domains or tickets.',
  seed: () => ({ customers: standardCustomers(), state: emptyWorldState() }),
};
