import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/client';
import { consoleCloseCodes, type ConsoleTicket } from '@/api/schemas/console';
import { consoleSocketUrl, endOfClose } from './console-connection';

const ticket: ConsoleTicket = {
  ticket: 'cst_0123456789_abcdef0123456789abcdef0123456789abcdef0123456789',
  websocketPath: '/api/v2/console/stream',
  expiresAt: '2026-01-01T00:00:00.000Z',
  idleTimeoutSeconds: 600,
  vpsId: 'vps_1',
};

afterEach(() => configureApi({ baseUrl: '' }));

describe('the console socket’s address', () => {
  it('is the API origin as ws(s), with the ticket and nothing else in the query', () => {
    expect(consoleSocketUrl(ticket, 'https://panel.example/vps/vps_1/console')).toBe(
      `wss://panel.example/api/v2/console/stream?ticket=${ticket.ticket}`,
    );
    expect(consoleSocketUrl(ticket, 'http://127.0.0.1:5173/')).toMatch(/^ws:\/\/127\.0\.0\.1:5173\/api\//);
  });

  it('follows an API base on another origin, and its path', () => {
    configureApi({ baseUrl: 'https://api.example.com/gateway' });
    expect(consoleSocketUrl(ticket, 'https://panel.example/')).toBe(
      `wss://api.example.com/gateway/api/v2/console/stream?ticket=${ticket.ticket}`,
    );
  });
});

describe('how a session ended, from its close code', () => {
  it('tells idle, a stopped server and a drop apart; a socket that never opened failed', () => {
    expect(endOfClose(consoleCloseCodes.idle, true)).toBe('idle');
    expect(endOfClose(consoleCloseCodes.serverStopped, true)).toBe('serverStopped');
    expect(endOfClose(1006, true)).toBe('dropped');
    expect(endOfClose(1006, false)).toBe('failed');
  });
});
