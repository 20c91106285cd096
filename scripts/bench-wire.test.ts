import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWire, type Wire } from './bench-wire';

/** The vitals phase's round trip: every request, the first on a connection included, waits one round trip. */

let origin: Server;
let originUrl: string;
const wires: Wire[] = [];

beforeAll(async () => {
  origin = createServer((request, response) => response.end(`answer to ${request.url}`));
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(wires.map((wire) => wire.close()));
  await new Promise((resolve) => origin.close(resolve));
});

async function timedGet(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, body };
}

describe('bench wire', () => {
  it('passes requests and answers through, each a round trip late', async () => {
    const wire = await startWire(originUrl, { rttMs: 200 });
    wires.push(wire);
    const first = await timedGet(`${wire.url}/one`);
    expect(first.body).toBe('answer to /one');
    expect(first.ms).toBeGreaterThanOrEqual(195);
    const second = await timedGet(`${wire.url}/two`);
    expect(second.body).toBe('answer to /two');
    expect(second.ms).toBeGreaterThanOrEqual(195);
    expect(wire.connections()).toBeGreaterThanOrEqual(1);
  });

  it('makes a new connection wait its handshakes too', async () => {
    const wire = await startWire(originUrl, { rttMs: 100, connectRoundTrips: 2 });
    wires.push(wire);
    const { ms, body } = await timedGet(`${wire.url}/cold`);
    expect(body).toBe('answer to /cold');
    expect(ms).toBeGreaterThanOrEqual(295);
  });
});
