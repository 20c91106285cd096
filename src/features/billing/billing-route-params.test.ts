import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  cardSetupIdParam as contractCardSetupIdParam,
  invoiceIdParam as contractInvoiceIdParam,
  invoiceStatusFilterValues,
} from '@/api/schemas/billing';
import { billingActivityKindValues } from '@/api/schemas/billing-values';
import { parseAmount } from './billing-amount';
import { cardSetupIdParam, historyKindFilters, invoiceIdParam, invoiceListFilters } from './billing-route-params';

describe('billing route params', () => {
  it('offer the contract’s filters: every history kind, and invoice tabs the list query accepts', () => {
    expect([...historyKindFilters].sort()).toEqual([...billingActivityKindValues].sort());
    for (const filter of invoiceListFilters) {
      if (filter !== 'all') expect(invoiceStatusFilterValues).toContain(filter);
    }
  });

  it('accept exactly the invoice and card setup ids the contract accepts', () => {
    for (const value of ['inv_7d41c2e9', 'inv_', 'cset_1', 'ord_1a7c3e90', '', 'INV_1', '2026-0398']) {
      expect(z.safeParse(invoiceIdParam, value).success, value).toBe(
        z.safeParse(contractInvoiceIdParam, value).success,
      );
      expect(z.safeParse(cardSetupIdParam, value).success, value).toBe(
        z.safeParse(contractCardSetupIdParam, value).success,
      );
    }
  });
});

describe('the billing list chunk', () => {
  it('reads only: the writes (and the guarded-mutation code) are in billing-mutations.ts', async () => {
    const { default: queries } = await import('./api/billing-queries.ts?raw');
    expect(queries).not.toMatch(/guarded-mutation|operation-mutation|useMutation|method: 'POST'/);
  });
});

describe('parseAmount', () => {
  it('reads whole units and two decimals with a point or a comma, spaces between thousands', () => {
    expect(parseAmount('150')).toBe(150);
    expect(parseAmount('150.5')).toBe(150.5);
    expect(parseAmount('150,50')).toBe(150.5);
    expect(parseAmount(' 1 000,25 ')).toBe(1000.25);
    expect(parseAmount('1\u00a0000')).toBe(1000);
  });

  it('is null for anything else: three decimals, signs, letters, empty', () => {
    for (const text of ['', '1.234', '-5', '+5', '1e3', 'abc', '1,000.50', '.5', '5.']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});
