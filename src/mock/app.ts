import { Hono } from 'hono';
import { allEndpoints } from '@/api/endpoints/all-endpoints';
import { apiKeysAuditRoutes } from './areas/api-keys/audit';
import { apiKeysRoutes } from './areas/api-keys/routes';
import { accountAuditRoutes } from './areas/account/audit';
import { accountRoutes } from './areas/account/routes';
import { teamAuditRoutes } from './areas/team/audit';
import { outboxRoutes } from './areas/team/outbox';
import { teamRoutes } from './areas/team/routes';
import { auditRoutes } from './areas/audit/routes';
import { appendAuditEntry } from './areas/audit/state';
import { billingAuditRoutes } from './areas/billing/audit';
import { billingProviderRoutes } from './areas/billing/provider';
import { billingRoutes } from './areas/billing/routes';
import { dnsAuditRoutes } from './areas/dns/audit';
import { dnsRoutesRouter } from './areas/dns/routes';
import { domainsAuditRoutes } from './areas/domains/audit';
import { domainRegistrationRoutes } from './areas/domains/registration-routes';
import { identityProviderRoutes } from './areas/domains/identity-provider';
import { domainManageRoutes } from './areas/domains/manage-routes';
import { domainsRoutes } from './areas/domains/routes';
import { hostingAuditRoutes } from './areas/hosting/audit';
import { hostingRoutes } from './areas/hosting/routes';
import { catalogRoutes } from './areas/catalog/routes';
import { consoleAuditRoutes } from './areas/console/audit';
import { consoleRoutes } from './areas/console/routes';
import { ordersAuditRoutes } from './areas/orders/audit';
import { ordersRoutes } from './areas/orders/routes';
import { ticketsAuditRoutes } from './areas/tickets/audit';
import { ticketRoutes } from './areas/tickets/routes';
import { vpsAuditRoutes } from './areas/vps/audit';
import { vpsRoutes } from './areas/vps/routes';
import { auditRecorder, type AuditRoute } from './platform/audit';
import type { ControlPlaneOptions } from './platform/control-guard';
import { controlRoutes } from './platform/control-routes';
import type { MockEnv } from './platform/http';
import { jobRoutes } from './platform/job-routes';
import { honoPath } from './platform/serve';
import { meRoutes } from './platform/me-routes';
import { openApiRoutes } from './platform/openapi-routes';
import { installFallbacks, installPlatformMiddleware } from './platform/pipeline';
import { staticHandler } from './platform/static';
import { WorldRegistry } from './platform/worlds';

/**
 * The mock API as a web-standard app (Request -> Response): the platform's middleware (auth, scopes, rate limit,
 * latency, faults; see platform/pipeline.ts), its own routers (/__mock, jobs, me, the OpenAPI document), then one
 * line per area.
 */

/** Every area's changes as the audit log names them (one row per POST, PUT, PATCH, DELETE route under /api/v2). */
export const AUDITED_ROUTES: readonly AuditRoute[] = [
  ...vpsAuditRoutes,
  ...consoleAuditRoutes,
  ...hostingAuditRoutes,
  ...domainsAuditRoutes,
  ...dnsAuditRoutes,
  ...ordersAuditRoutes,
  ...billingAuditRoutes,
  ...ticketsAuditRoutes,
  ...apiKeysAuditRoutes,
  ...accountAuditRoutes,
  ...teamAuditRoutes,
];

/** POST routes that change nothing (a preview, `readOnly` in the tables): the log has no row for them. */
export const UNAUDITED_ROUTES: readonly string[] = allEndpoints
  .filter((endpoint) => endpoint.readOnly)
  .map((endpoint) => `${endpoint.method} ${honoPath(endpoint)}`);

export interface MockAppOptions {
  registry?: WorldRegistry;
  /** Built SPA to serve for other GETs, with index.html fallback. */
  staticDir?: string;
  /** Who may use /__mock and how often (control-guard.ts); defaults for everything. */
  control?: ControlPlaneOptions;
  /** More routers behind the same pipeline (tests mount probe routes here). */
  extraRouters?: readonly Hono<MockEnv>[];
}

export interface MockApp {
  app: Hono<MockEnv>;
  registry: WorldRegistry;
}

export function createMockApp(options: MockAppOptions = {}): MockApp {
  const registry = options.registry ?? new WorldRegistry();
  const app = new Hono<MockEnv>();
  // The audit log: every area's table of its changes (route → action, target), written to the audit area.
  const audit = auditRecorder(AUDITED_ROUTES, (world, customerId, entry) =>
    appendAuditEntry(world.state.audit, customerId, entry),
  );
  // Serving the app (--static), the API answers browsers on that app's origin only: no other page may call it.
  installPlatformMiddleware(app, registry, options.control, audit, options.staticDir ? 'own' : 'any');

  app.route('/', controlRoutes(registry));
  app.route('/', meRoutes());
  app.route('/', jobRoutes());
  app.route('/', openApiRoutes());

  // Areas: one line each. Domain registration first: its middleware moves registrations on with the clock.
  app.route('/', domainRegistrationRoutes());
  app.route('/', ticketRoutes());
  app.route('/', vpsRoutes());
  app.route('/', consoleRoutes());
  app.route('/', hostingRoutes());
  app.route('/', catalogRoutes(registry));
  app.route('/', ordersRoutes());
  app.route('/', domainsRoutes());
  app.route('/', domainManageRoutes());
  app.route('/', dnsRoutesRouter());
  app.route('/', billingRoutes());
  app.route('/', auditRoutes());
  app.route('/', apiKeysRoutes(registry));
  app.route('/', accountRoutes(registry));
  app.route('/', teamRoutes(registry));
  // The mock's stand-in outbox page (a mail's link, e.g. a team invitation's).
  app.route('/', outboxRoutes(registry));
  // The payment provider's stand-in pages (under /__mock, outside the control plane's rules: control-guard.ts).
  app.route('/', billingProviderRoutes(registry));
  // The national e-ID provider's stand-in pages (as the payment provider's).
  app.route('/', identityProviderRoutes(registry));

  for (const router of options.extraRouters ?? []) app.route('/', router);
  if (options.staticDir) app.get('*', staticHandler(options.staticDir));
  installFallbacks(app);
  return { app, registry };
}
