import { routes } from './route';

/**
 * A server's serial console in the browser (issue 38; ours: the spec has no console). Apart from `vps.ts` so the
 * console's page loads only this table. The API key never goes into a URL: it asks for a ticket, and the ticket
 * opens the WebSocket.
 */
export const consoleRoutes = routes({
  /**
   * Ours. "No body" (none or `{}`; a member → 400 at `/<member>`). 201 `{ ticket, websocketPath, expiresAt,
   * idleTimeoutSeconds, vpsId }`: a ticket for one WebSocket, single use, valid 60 s on the world clock
   * (`expiresAt` is the authority), for this server and this customer only. Scope `write:vm`, not `read:vm` or
   * `power:vm`: a console is a root login on the guest, every change there at once. Gate `actions.canOpenConsole`
   * on the detail: a running server only (stopped and the rest → 403 `vps_not_running`, suspended → 403
   * `vps_suspended`, each with `extensions.gate: 'canOpenConsole'`); a busy server that is running is allowed (a
   * console helps most then). Unknown or another customer's server: 404 `not_found`. Every ticket is an account-log
   * entry `vps.console_open` ("console opened").
   *
   * The WebSocket: `GET <websocketPath>?ticket=<ticket>` on the API's origin (`ws:`/`wss:` as the API is `http:`/
   * `https:`; the app's Content-Security-Policy must allow it in `connect-src`: `'self'` does for its own origin).
   * The handshake redeems the ticket and refuses with a Problem (HTTP status in brackets): unknown →
   * `console_ticket_unknown` (401), used → `console_ticket_used` (410), expired → `console_ticket_expired` (410), the
   * server no longer running → `vps_not_running` (409), a browser `Origin` other than the app's when the mock serves
   * the app → `forbidden` (403). A browser cannot read these: it sees a failed connection and asks for a new ticket. Then text frames carry the serial line both ways as UTF-8: what
   * the guest writes (ANSI, bracketed paste mode `ESC[?2004h` at its prompts) and what the keyboard sends as typed
   * (pasted text inside `ESC[200~ … ESC[201~` when the guest asked for it). The server closes with 4000 after
   * `idleTimeoutSeconds` without input (600 s in the mock) and 4001 when the server stops; any other end (1006) is a
   * dropped connection: the client says so and connects again only on request, with a new ticket.
   * Mock: a simulated line (a boot log, a `login:` prompt for `root` with the password of the demo's description,
   * a small shell answering `echo`, `uname -a`, `uptime`, `ls`, `whoami`, `exit`); `POST /__mock/worlds/{id}/console/
   * drop` ends every console connection of a world abruptly (1006), as a network drop would.
   * Client: `idleTimeoutSeconds` missing → null (the page says the session ends when left idle, without a time); a
   * `websocketPath` that is not a path under `/api/` fails the answer (never a URL to another host with a ticket).
   */
  openConsole: {
    method: 'POST',
    path: '/api/v2/vps/{id}/console',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'vps.console_open', target: { type: 'vps', param: 'id' } },
    gate: 'vpsConsole',
    summary: "Ask for a ticket to a server's serial console",
  },
});
