import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from './client';
import { planNamesQuery } from './plan-names';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('plan names: the catalog read for its names only', () => {
  it('names every product by its code, even one whose price or resources the catalog screen could not read', async () => {
    const fetch = vi.fn(async () =>
      json({
        data: [
          {
            slug: 'web-small',
            name: 'Webb Liten',
            billing: { amount: 49, currencyCode: 'SEK', billingCycle: 'monthly' },
          },
          // Malformed beyond its name: no billing, resources of the wrong type.
          { slug: 'web-large', name: 'Webb Stor', resources: 'lots' },
          // No name: nothing to say for it.
          { slug: 'web-odd' },
        ],
        hasMore: false,
        nextCursor: null,
      }),
    );
    configureApi({ baseUrl: '', getKey: () => null, fetch });
    const names = await new QueryClient().fetchQuery(planNamesQuery('sv'));
    expect(names).toEqual({ 'web-small': 'Webb Liten', 'web-large': 'Webb Stor' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(
      '/api/v2/products/shared-hosting?locale=sv&limit=100',
    );
  });
});
