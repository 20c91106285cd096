import { accountEndpoints } from './account-io';
import { apiKeyEndpoints } from './api-keys-io';
import { auditLogEndpoints } from './audit-log-io';
import { authEndpoints } from './auth-io';
import { billingEndpoints } from './billing-io';
import { catalogEndpoints } from './catalog-io';
import { consoleEndpoints } from './console-io';
import { dnsEndpoints } from './dns-io';
import { domainEndpoints } from './domains-io';
import { domainRegistrationEndpoints } from './domain-registration-io';
import type { Endpoint } from './endpoint';
import { hostingEndpoints } from './hosting-io';
import { metaEndpoints } from './meta-io';
import { orderEndpoints } from './orders-io';
import { sessionEndpoints } from './sessions-io';
import { teamEndpoints } from './team-io';
import { ticketEndpoints } from './tickets-io';
import { vpsEndpoints } from './vps-io';

/**
 * Every area's endpoints, for what reads the whole contract: the mock's route check, the gate check and the OpenAPI
 * document. The app imports an area's table directly (never this: it would pull every area's schemas in).
 */
export const endpointTables = {
  account: accountEndpoints,
  apiKeys: apiKeyEndpoints,
  auth: authEndpoints,
  team: teamEndpoints,
  sessions: sessionEndpoints,
  catalog: catalogEndpoints,
  vps: vpsEndpoints,
  console: consoleEndpoints,
  hosting: hostingEndpoints,
  domains: domainEndpoints,
  domainRegistration: domainRegistrationEndpoints,
  dns: dnsEndpoints,
  orders: orderEndpoints,
  billing: billingEndpoints,
  auditLog: auditLogEndpoints,
  tickets: ticketEndpoints,
  meta: metaEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: readonly Endpoint[] = Object.values(endpointTables).flatMap((table): Endpoint[] =>
  Object.values(table),
);
