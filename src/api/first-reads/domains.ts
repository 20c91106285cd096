import { domainRoutes } from '../endpoints/domains';

/** The largest page the contract allows (`limit` 1..100). */
export const DOMAIN_PAGE_SIZE = 100;

/** The filter as the server's query names it. */
export interface DomainListQuery {
  name?: string | undefined;
  serviceStatus?: string | undefined;
  tld?: string | undefined;
  sort?: string | undefined;
}

/** The domain list and a domain (src/features/domains/api/domain-list-request.ts, domain-queries.ts). */
export const domainReads = {
  /** A page of the list, of the largest size; the first screen's is the first page without a filter. */
  list: (filter: DomainListQuery = {}, cursor?: string) => ({
    route: domainRoutes.list,
    query: { ...filter, limit: DOMAIN_PAGE_SIZE, cursor },
  }),
  /** How many domains there are: the server's `total`, one row asked. */
  total: () => ({ route: domainRoutes.list, query: { limit: 1 } }),
  detail: (id: string) => ({ route: domainRoutes.detail, params: { id } }),
};
