import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { apiKeyEndpoints as api } from '@/api/endpoints/api-keys-io';
import { areaKeys, queryRoots } from '@/api/query-roots';

const keys = areaKeys(queryRoots.apiKeys);

/** `['api-keys', 'list']`: the account's keys (one page). */
export const apiKeyKeys = {
  all: keys.all,
  list: () => keys.lists(),
};

/** The API key screen's read (its writes are in `api-key-mutations.ts`). */
export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: apiKeyKeys.list(),
      queryFn: ({ signal }) => call(api.list, { signal }),
    }),
};
