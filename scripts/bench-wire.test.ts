import { spawn } from 'node:child_process';
import { createServer, get, type Server } from 'node:http';
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

describe('bench wire, beside a busy bench', () => {
  it('keeps its round trip while the thread that started it is busy', async () => {
    // The origin in a process of its own: it says when each request reached it, on the shared wall clock.
    const origin = spawn(
      process.execPath,
      [
        '-e',
        "require('http').createServer((q, r) => r.end(String(Date.now()))).listen(0, '127.0.0.1', function () " +
          '{ console.log(this.address().port); });',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const port = await new Promise<string>((resolve) => origin.stdout.once('data', (data) => resolve(String(data))));
      const wire = await startWire(`http://127.0.0.1:${port.trim()}`, { rttMs: 200 });
      wires.push(wire);
      const answer = new Promise<{ sentAt: number; arrivedAt: number }>((resolve, reject) => {
        const sent = get(`${wire.url}/busy`, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += String(chunk)));
          response.on('end', () => resolve({ sentAt, arrivedAt: Number(body) }));
        });
        let sentAt = 0;
        sent.on('error', reject);
        // Once the request is on its way, this thread does nothing else for 600 ms (the mock computing an answer).
        sent.on('finish', () => {
          sentAt = Date.now();
          while (Date.now() - sentAt < 600);
        });
      });
      const { sentAt, arrivedAt } = await answer;
      // Half a round trip on the way in, as on a quiet machine: not after the busy thread came back.
      expect(arrivedAt - sentAt).toBeGreaterThanOrEqual(90);
      expect(arrivedAt - sentAt).toBeLessThan(400);
    } finally {
      origin.kill();
    }
  });
});
