import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runParallel } from './run-parallel';

describe('run-parallel', () => {
  const written: string[] = [];
  afterEach(() => {
    written.length = 0;
  });
  function captureOutput() {
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }

  it('runs the commands at the same time: the first waits for what the second does', async () => {
    captureOutput();
    const dir = mkdtempSync(join(tmpdir(), 'run-parallel-'));
    // One after the other, the first would give up after 5 s, before the second had begun.
    const waitForSecond = `for i in $(seq 100); do [ -f '${dir}/second' ] && exit 0; sleep 0.05; done; exit 1`;
    const status = await runParallel([waitForSecond, `touch '${dir}/second'`]);
    rmSync(dir, { recursive: true });
    expect(status).toBe(0);
  });

  it('fails when any command fails, after all have ended, with each one’s output whole', async () => {
    captureOutput();
    const status = await runParallel(['echo first; echo still-first', 'echo broken >&2; exit 3', 'echo third']);
    expect(status).toBe(3);
    const all = written.join('');
    expect(all).toContain('> echo broken >&2; exit 3 (failed');
    expect(all).toMatch(/> echo first; echo still-first \(passed, [\d.]+ s\)\nfirst\nstill-first\n/);
    expect(all).toContain('third');
  });
});
