import type { WorldCustomers } from '@/mock/platform/customers';
import { DEMO_CUSTOMERS } from './demo/ids';

/** The two account holders shared by the built-in scenarios (fresh copies: worlds never share objects). */
export function standardCustomers(): WorldCustomers {
  return {
    main: { ...DEMO_CUSTOMERS.main },
    other: { ...DEMO_CUSTOMERS.other },
  };
}
