import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;

/** A console socket that opens, then drops when the test says (the mock's real socket is the e2e's). */
class DroppingSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: DroppingSocket[] = [];
  readyState = DroppingSocket.CONNECTING;
  constructor(readonly url: string) {
    super();
    DroppingSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = DroppingSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }
  send(): void {}
  close(code = 1000): void {
    if (this.readyState === DroppingSocket.CLOSED) return;
    this.readyState = DroppingSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

beforeEach(() => {
  DroppingSocket.opened = [];
  vi.stubGlobal('WebSocket', DroppingSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('the console page', () => {
  it('asks for one new ticket when Reconnect is clicked twice in one tick after a drop', async () => {
    const { requests } = await renderRoute(`/vps/${web.id}/console`);
    expect(await screen.findByText('Connected.')).toBeInTheDocument();
    const ticketPath = `/api/v2/vps/${web.id}/console`;
    expect(sentRequests(requests, 'POST', ticketPath)).toHaveLength(1);

    DroppingSocket.opened[0]?.close(1006);
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('Connected.')).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', ticketPath)).toHaveLength(2);
    expect(DroppingSocket.opened).toHaveLength(2);
    expect(DroppingSocket.opened[1]?.url).toMatch(/^ws:.*\?ticket=cst_/);
  });
});
