/**
 * Problem codes of the console's WebSocket handshake (`src/api/endpoints/console.ts`). The ticket's own endpoint
 * answers with the VPS area's codes (`vps_not_running`, `vps_suspended`, `not_found`).
 */
export const consoleProblems = {
  titles: {
    console_ticket_unknown: 'Console ticket not recognised',
    console_ticket_used: 'Console ticket already used',
    console_ticket_expired: 'Console ticket expired',
  },
  publicPaths: [],
};
