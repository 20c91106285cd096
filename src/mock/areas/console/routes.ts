import { Hono } from 'hono';
import { consoleEndpoints as api } from '@/api/endpoints/console-io';
import { CONSOLE_IDLE_TIMEOUT_SECONDS, CONSOLE_STREAM_PATH, type ConsoleTicket } from '@/api/schemas/console';
import { gateRefusal } from '@/mock/areas/vps/network';
import { consoleGate, findVps } from '@/mock/areas/vps/state';
import { json, type MockEnv } from '@/mock/platform/http';
import { notFound } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import { issueTicket } from './state';

/** The console's ticket (`src/api/endpoints/console.ts`); the WebSocket it opens is served by `./socket.ts`. */
export function consoleRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  serve(routes, api.openConsole, (c, { auth: { world, customer }, params: { id } }) => {
    const vps = findVps(world.state.vps, customer.id, id);
    if (!vps) throw notFound('not_found', `No VPS ${id} was found for this account.`);
    const gate = consoleGate(vps);
    if (!gate.allowed) throw gateRefusal('canOpenConsole', gate);
    const stored = issueTicket(world.state.console, {
      worldId: world.id,
      customerId: customer.id,
      vpsId: vps.id,
      nowMs: world.now(),
    });
    const body: ConsoleTicket = {
      ticket: stored.ticket,
      websocketPath: CONSOLE_STREAM_PATH,
      expiresAt: new Date(stored.expiresAtMs).toISOString(),
      idleTimeoutSeconds: CONSOLE_IDLE_TIMEOUT_SECONDS,
      vpsId: vps.id,
    };
    return json(c, body, 201);
  });
  return routes;
}
