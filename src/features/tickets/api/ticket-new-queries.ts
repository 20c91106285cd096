import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { ticketEndpoints as api } from '@/api/endpoints/tickets-io';
import { queryRoots } from '@/api/query-roots';
import type { Locale } from '@/i18n';

/*
 * The new-ticket screen's reads, apart from the list's queries (a first screen parses none of the conversation
 * schemas): the departments, their names in the reader's language.
 */

export const departmentQueries = {
  all: () => [...queryRoots.tickets, 'departments'] as const,
  /** `GET /support/departments?locale=`: which departments take new tickets, and why the others do not. */
  list: (locale: Locale) =>
    queryOptions({
      queryKey: [...queryRoots.tickets, 'departments', locale] as const,
      queryFn: ({ signal }) => call(api.departments, { query: { locale }, signal }),
      // Departments change rarely; a form being filled in does not need them read again.
      staleTime: 5 * 60_000,
    }),
};
