import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { orderIdParam, orderStatusFilterValues, orderTypeFilterValues } from '@/api/schemas/orders';
import { orderRouteParam, orderStatusFilters, orderTypeFilters } from './order-route-params';

describe('order route params', () => {
  it('offer every status and type filter of the contract', () => {
    expect([...orderStatusFilters].sort()).toEqual([...orderStatusFilterValues].sort());
    expect([...orderTypeFilters].sort()).toEqual([...orderTypeFilterValues].sort());
  });

  it('accept exactly the order ids the contract accepts', () => {
    for (const value of ['ord_7f3a21', 'ord_', 'inv_7f3a21', '104201', '', 'ORD_1', 'ord_a b']) {
      expect(z.safeParse(orderRouteParam, value).success, value).toBe(z.safeParse(orderIdParam, value).success);
    }
  });
});
