import { auditLogEndpoints } from './audit-log-io';
import { billingEndpoints } from './billing-io';
import type { Endpoint } from './endpoint';
import { accountEndpoints } from './account-io';
import { catalogEndpoints } from './catalog-io';
import { orderEndpoints } from './orders-io';
import { ticketEndpoints } from './tickets-io';

/**
 * Every area's endpoints, for what reads the whole contract: the mock's route check, the gate check and the OpenAPI
 * document. The app imports an area's table directly (never this: it would pull every area's schemas in).
 */
export const endpointTables = {
  account: accountEndpoints,
  catalog: catalogEndpoints,
  orders: orderEndpoints,
  tickets: ticketEndpoints,
  billing: billingEndpoints,
  auditLog: auditLogEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: readonly Endpoint[] = Object.values(endpointTables).flatMap((table): Endpoint[] =>
  Object.values(table),
);
