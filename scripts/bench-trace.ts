/**
 * `npm run bench -- --vitals-only --trace`: the browser's own account of a visit's main thread before its largest
 * paint, by trace event (script compiling, evaluating, HTML parsing, style, layout, paint, garbage collection). The
 * sampling profiler (bench-profile.ts) names the JavaScript that ran; what it calls "(program)" is split here.
 */
import type { CDPSession } from '@playwright/test';

/** One event of Chromium's trace format, as `Tracing.dataCollected` sends it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
].join(',');

export interface Tracer {
  stop(): Promise<TraceEvent[]>;
}

export async function startTracer(cdp: CDPSession): Promise<Tracer> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return {
    async stop() {
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      return events;
    },
  };
}

/**
 * Self time (an event's duration less its children's) by event name on the page's main thread (the renderer's thread
 * that painted the largest-paint candidates) until its last candidate.
 */
export function traceShares(events: readonly TraceEvent[]): Map<string, number> {
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const last = candidates[candidates.length - 1];
  const shares = new Map<string, number>();
  if (!last) return shares;
  const main = { pid: last.pid, tid: last.tid };
  const end = last.ts;
  // Events are nested by time on one thread; each is charged its own time, less the events inside it.
  const complete = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .filter((e) => e.ts < end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    for (let top = stack.at(-1); top && top.end <= until; top = stack.at(-1)) {
      stack.pop();
      const clipped = Math.min(top.end, end) - top.event.ts;
      const self = Math.max(0, clipped - top.children);
      shares.set(top.event.name, (shares.get(top.event.name) ?? 0) + self / 1000);
      const parent = stack[stack.length - 1];
      if (parent) parent.children += clipped;
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return shares;
}

export function printTrace(name: string, lcpMs: number, shares: Map<string, number>, top = 25): void {
  const rows = [...shares].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `\n  ${name}: the main thread's trace events before the largest paint (${Math.round(lcpMs)} ms), ` +
      `${Math.round(total)} ms in them, self time`,
  );
  for (const [event, ms] of rows.slice(0, top)) console.log(`  ${String(Math.round(ms)).padStart(8)} ms  ${event}`);
}
