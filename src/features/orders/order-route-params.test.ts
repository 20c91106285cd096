import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  orderIdParam as contractOrderIdParam,
  orderStatusFilterValues,
  orderTypeFilterValues,
} from '@/api/schemas/orders';
import { orderIdParam, orderStatusFilters, orderTypeFilters } from './order-route-params';

describe('order route params', () => {
  it('offer every status and type filter of the contract', () => {
    expect([...orderStatusFilters].sort()).toEqual([...orderStatusFilterValues].sort());
    expect([...orderTypeFilters].sort()).toEqual([...orderTypeFilterValues].sort());
  });

  it('accept exactly the order ids the contract accepts', () => {
    for (const value of ['ord_7f3a21', 'ord_', 'inv_7f3a21', '104201', '', 'ORD_1', 'ord_a b']) {
      expect(z.safeParse(orderIdParam, value).success, value).toBe(z.safeParse(contractOrderIdParam, value).success);
    }
  });
});

describe('the orders list chunk', () => {
  it('reads only: the writes (and the guarded-mutation code) are in order-mutations.ts', async () => {
    const { default: queries } = await import('./api/order-queries.ts?raw');
    expect(queries).not.toMatch(/guarded-mutation|operation-mutation|useMutation|method: 'POST'/);
  });
});
