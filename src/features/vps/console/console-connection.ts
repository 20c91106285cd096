import { apiUrl, isApiOrigin } from '@/api/client';
import { consoleCloseCodes, type ConsoleTicket } from '@/api/schemas/console';

/**
 * The console's WebSocket (`src/api/endpoints/console.ts`), apart from the terminal that draws it: the URL carries the
 * ticket (never the key), output is kept until the terminal subscribes (it loads after the socket may have opened),
 * and the way it ended is read from the close code.
 */

/** How a session ended: `failed` never opened (a refused or expired ticket, no network). */
export type ConsoleEnd = 'dropped' | 'idle' | 'serverStopped' | 'failed';

export interface ConsoleSession {
  /** What the keyboard sent, as typed (UTF-8 on the wire); dropped when the socket is not open. */
  send: (data: string) => void;
  /** Output so far, then every new piece. Returns the unsubscribe. */
  subscribe: (listener: (chunk: string) => void) => () => void;
  /** Closes without reporting an end (the page is leaving, or a new session replaces it). */
  close: () => void;
}

export interface ConsoleHandlers {
  onOpen: () => void;
  onEnd: (end: ConsoleEnd) => void;
}

/** Output kept for a terminal that subscribes late (a boot log is a few KB). */
const MAX_KEPT_CHARS = 256 * 1024;

/**
 * The socket's URL: the ticket's path on the API's origin (as `apiUrl` places API paths), `ws:`/`wss:` as the page's
 * API is `http:`/`https:`, the ticket in the query. Null when that would leave the API's origin.
 */
export function consoleSocketUrl(ticket: ConsoleTicket, pageHref: string): string | null {
  const path = apiUrl(ticket.websocketPath);
  if (!isApiOrigin(path)) return null;
  const url = new URL(path, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '';
  url.searchParams.set('ticket', ticket.ticket);
  return url.href;
}

export function endOfClose(code: number, opened: boolean): ConsoleEnd {
  if (!opened) return 'failed';
  if (code === consoleCloseCodes.idle) return 'idle';
  if (code === consoleCloseCodes.serverStopped) return 'serverStopped';
  return 'dropped';
}

export function openConsoleSession(
  ticket: ConsoleTicket,
  handlers: ConsoleHandlers,
  pageHref: string = window.location.href,
): ConsoleSession {
  const url = consoleSocketUrl(ticket, pageHref);
  let kept = '';
  const listeners = new Set<(chunk: string) => void>();
  let closedByUs = false;
  let opened = false;

  const socket = url ? new WebSocket(url) : null;
  if (!socket) queueMicrotask(() => handlers.onEnd('failed'));
  socket?.addEventListener('open', () => {
    opened = true;
    handlers.onOpen();
  });
  socket?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    kept = (kept + event.data).slice(-MAX_KEPT_CHARS);
    for (const listener of listeners) listener(event.data);
  });
  socket?.addEventListener('close', (event) => {
    if (!closedByUs) handlers.onEnd(endOfClose(event.code, opened));
  });

  return {
    send: (data) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(data);
    },
    subscribe: (listener) => {
      if (kept) listener(kept);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      closedByUs = true;
      listeners.clear();
      socket?.close(1000);
    },
  };
}
