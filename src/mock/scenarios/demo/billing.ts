import type { BillingSpec } from '@/mock/areas/billing/seed';
import { DEMO_BILLING } from './ids';

/**
 * Astrid's credit and cards (see `DEMO_BILLING`); her invoices are her orders' (./orders.ts, ./hosting.ts), and the
 * billing history is seeded from them. Bruno has neither credit nor cards.
 */

const { visa, expiredMastercard } = DEMO_BILLING.cards;

export const DEMO_BILLING_SPEC: BillingSpec = {
  credits: [{ owner: 'main', balance: DEMO_BILLING.credit.balance, addedAt: '2026-11-01T10:00:00.000Z' }],
  cards: [
    {
      id: visa.id,
      owner: 'main',
      brand: visa.brand,
      last4: visa.last4,
      // About two years after the authored day (2026-11-22).
      validThrough: '2028-11-15T12:00:00.000Z',
      isDefault: visa.isDefault,
      addedAt: '2026-03-02T10:00:00.000Z',
    },
    {
      id: expiredMastercard.id,
      owner: 'main',
      brand: expiredMastercard.brand,
      last4: expiredMastercard.last4,
      // About a year before the authored day.
      validThrough: '2025-11-15T12:00:00.000Z',
      isDefault: expiredMastercard.isDefault,
      addedAt: '2022-11-20T10:00:00.000Z',
    },
  ],
};
