import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { areaKeys, queryRoots } from './query-roots';

describe('query roots', () => {
  it('gives every area a distinct root', () => {
    const roots = Object.values(queryRoots).map((root) => root.join('/'));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('nests tabs under the detail key, so refreshing a detail refreshes its tabs and nothing else', async () => {
    const vps = areaKeys(queryRoots.vps);
    const client = new QueryClient();
    const keys = {
      detail: vps.detail('vps_1'),
      network: [...vps.detail('vps_1'), 'network'],
      other: vps.detail('vps_2'),
      list: vps.list({ cursor: undefined }),
      tickets: areaKeys(queryRoots.tickets).detail('vps_1'),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 1);
    await client.invalidateQueries({ queryKey: vps.detail('vps_1') });
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['detail', 'network']);
  });
});
