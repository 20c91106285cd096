import type { WorldCustomers } from '@/mock/state';

/** The two account holders shared by the built-in scenarios. */
export function standardCustomers(): WorldCustomers {
  return {
    main: {
      id: 'client_7c1e4a90',
      name: 'Astrid Lindqvist',
      email: 'astrid@nordlicht.example',
      companyName: 'Nordlicht AB',
    },
    other: {
      id: 'client_b52d0f13',
      name: 'Bruno Keller',
      email: 'bruno@keller-bau.example',
      companyName: 'Keller Bau GmbH',
    },
  };
}
