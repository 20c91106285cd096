import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ticketRef } from '@/api/schemas/tickets';
import { ticketListFilterValues } from '@/api/schemas/tickets-values';
import { ticketListFilters, ticketRefParam } from './ticket-route-params';

describe('ticket route params', () => {
  it('accept exactly the ticket references the contract accepts', () => {
    for (const value of [
      'tkt_4f2a9c',
      '104201',
      '1',
      '',
      'tkt_',
      'TKT_1',
      '12345678901234',
      '10a',
      '../1',
      'tkt_a b',
    ]) {
      expect(z.safeParse(ticketRefParam, value).success, value).toBe(z.safeParse(ticketRef, value).success);
    }
  });

  it('offer every list filter of the contract', () => {
    expect([...ticketListFilters].sort()).toEqual([...ticketListFilterValues].sort());
  });
});
