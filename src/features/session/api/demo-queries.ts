import { queryOptions } from '@tanstack/react-query';
import { fetchMockScenarios } from '@/api/mock-control';
import { queryRoots } from '@/api/query-roots';

/** The sign-in page's demo (in a demo build only: src/demo-build.d.ts). */
export const demoQueries = {
  /** The mock's scenarios, offered by the demo section. */
  scenarios: () =>
    queryOptions({
      queryKey: [...queryRoots.session, 'mock-scenarios'] as const,
      queryFn: ({ signal }) => fetchMockScenarios(signal),
      retry: false,
      staleTime: Infinity,
    }),
};
