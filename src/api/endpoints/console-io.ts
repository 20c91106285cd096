import { consoleTicket, consoleTicketBody } from '@/api/schemas/console';
import { vpsIdParam } from '@/api/schemas/vps';
import { consoleRoutes } from './console';
import { bindIo, param } from './endpoint';

/** The console's endpoint with its contract (`console.ts` holds the route and the decisions). */
export const consoleEndpoints = bindIo(consoleRoutes, {
  openConsole: {
    params: { id: param(vpsIdParam, 'Expected a VPS id (vps_…).') },
    body: consoleTicketBody,
    bodyOptional: true,
    response: consoleTicket,
    status: 201,
  },
});
