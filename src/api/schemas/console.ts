import * as z from 'zod/mini';
import { timestamp } from './common';

/**
 * A server's serial console (issue 38; not in the spec: ours, `src/api/endpoints/console.ts`). The API key asks for a
 * short-lived, single-use ticket; the browser opens a WebSocket with that ticket (never the key) in its URL.
 */

/** The WebSocket's path on the API's origin, as the ticket names it: `/api/...`, never another origin. */
export const CONSOLE_STREAM_PATH = '/api/v2/console/stream';

/** How long a ticket may wait for its WebSocket (mock; a server may say less: `expiresAt` is the authority). */
export const CONSOLE_TICKET_TTL_SECONDS = 60;

/** How long a session may go without input before the server ends it (mock; the ticket says it). */
export const CONSOLE_IDLE_TIMEOUT_SECONDS = 600;

/** WebSocket close codes the console's server sends (anything else, 1006 included, is a dropped connection). */
export const consoleCloseCodes = {
  /** The session had no input for `idleTimeoutSeconds`. */
  idle: 4000,
  /** The server stopped (a power action elsewhere): the serial line has nothing on its other end. */
  serverStopped: 4001,
} as const;

/** "No body": none or `{}`; a member is a client bug (400 at `/<member>`), as the power actions'. */
export const consoleTicketBody = z.strictObject({});

/** A ticket: opaque, printable ASCII, safe in a query string. */
export const consoleTicketValue = z.string().check(z.regex(/^[A-Za-z0-9_.~-]{16,256}$/));

/**
 * The ticket's answer. `websocketPath` must be a path on the API's origin (`/api/...`, no `//`, no backslash, no
 * query of its own): the client puts the ticket in its query and never follows the answer to another host.
 * `idleTimeoutSeconds` missing or malformed is null: the page then says the session may end when left idle.
 */
export const consoleTicket = z.object({
  ticket: consoleTicketValue,
  websocketPath: z.string().check(z.regex(/^\/api\/[A-Za-z0-9/_.-]*$/), z.maxLength(200)),
  expiresAt: timestamp,
  idleTimeoutSeconds: z.catch(z.nullable(z.number().check(z.int(), z.positive())), null),
  vpsId: z.string(),
});
export type ConsoleTicket = z.infer<typeof consoleTicket>;

/** What the WebSocket handshake's query carries. */
export const consoleStreamQuery = z.object({ ticket: consoleTicketValue });
