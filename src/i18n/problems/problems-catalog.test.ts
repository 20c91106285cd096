import { describe, expect, it } from 'vitest';
import { billingProblems } from '@/mock/areas/billing/problems';
import { catalogProblems } from '@/mock/areas/catalog/problems';
import { consoleProblems } from '@/mock/areas/console/problems';
import { dnsProblems } from '@/mock/areas/dns/problems';
import { domainsProblems } from '@/mock/areas/domains/problems';
import { hostingProblems } from '@/mock/areas/hosting/problems';
import { ordersProblems } from '@/mock/areas/orders/problems';
import { teamProblems } from '@/mock/areas/team/problems';
import { ticketsProblems } from '@/mock/areas/tickets/problems';
import { vpsProblems } from '@/mock/areas/vps/problems';
import { ENDED_KEY_DETAIL } from '@/mock/platform/pipeline';
import { PLATFORM_TITLES } from '@/mock/platform/problems';
import { parseMessage } from '../message-format';
import en from './en';
import sv from './sv';

/**
 * Every code the mock can answer with, as a problem (`code` of a Problem Details body, of a failed job's error) or
 * as a gate (`actions.*.code`, which a refused write repeats as its problem code), has customer words in English
 * and in Swedish: the panel never has to fall back to the server's own sentence for a code it could know.
 *
 * The codes come from the mock itself: the title maps every area declares, and every code literal its sources
 * write (`code: '…'`, `blocked('…', …)`, `notFound('…', …)`, the injected faults' status → code table).
 */
const sources = import.meta.glob<string>(
  ['/src/mock/**/*.ts', '!**/*.test.ts', '!**/test-kit.ts', '!**/test-utils.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const LITERALS = [
  /\bcode:\s*'([a-z][a-z0-9_]*)'/g, // problems, gates, job errors, field errors
  /\bblocked\(\s*'([a-z][a-z0-9_]*)'/g, // gates built by an area's `blocked(code, reason)`
  /\bnotFound\(\s*'([a-z][a-z0-9_]*)'/g, // 404s
  /\bfailureCode:\s*'([a-z][a-z0-9_]*)'/g, // a scenario's failing job
  /^\s*\d{3}:\s*'([a-z][a-z0-9_]*)',?$/gm, // the faults' status → code table
];

/** Codes the mock writes that are no problem or gate code: an enum value that happens to be called `code`. */
const NOT_CODES = new Set<string>([]);

function codesInSources(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, text] of Object.entries(sources)) {
    for (const pattern of LITERALS) {
      for (const match of text.matchAll(pattern)) {
        const code = match[1];
        if (!code || NOT_CODES.has(code)) continue;
        found.set(code, [...(found.get(code) ?? []), path]);
      }
    }
  }
  return found;
}

const titleMaps = [
  PLATFORM_TITLES,
  ENDED_KEY_DETAIL,
  billingProblems.titles,
  catalogProblems.titles,
  consoleProblems.titles,
  domainsProblems.titles,
  dnsProblems.titles,
  hostingProblems.titles,
  ordersProblems.titles,
  teamProblems.titles,
  ticketsProblems.titles,
  vpsProblems.titles,
];

const english: Readonly<Record<string, string>> = en;
const swedish: Readonly<Record<string, string>> = sv;

describe('problem words', () => {
  const scanned = codesInSources();
  const codes = new Set([...titleMaps.flatMap((titles) => Object.keys(titles)), ...scanned.keys()]);

  it('finds the codes the mock answers with (the scan itself works)', () => {
    for (const code of ['forbidden', 'vps_not_running', 'lock_already_active', 'guest_unresponsive', 'bad_gateway']) {
      expect(codes, code).toContain(code);
    }
    expect(codes.size).toBeGreaterThan(70);
  });

  it.each([...codes].sort())('%s has customer words in English and Swedish', (code) => {
    const key = `problems.code.${code}`;
    expect(english[key], `${key} in en (seen in ${scanned.get(code)?.join(', ') ?? 'a title map'})`).toBeTypeOf(
      'string',
    );
    expect(swedish[key], `${key} in sv`).toBeTypeOf('string');
    // Shown without values (a gate's reason, an alert's message): no placeholder to fill.
    expect(parseMessage(english[key] ?? '').every((part) => typeof part === 'string')).toBe(true);
    // Customer words: no code, no scope name, no HTTP status.
    for (const text of [english[key] ?? '', swedish[key] ?? '']) {
      expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b|\b[a-z]+:[a-z]+\b|HTTP|\b[45]\d\d\b/);
    }
  });

  it('has no words for a code the mock never uses (a typo in a key would hide a missing one)', () => {
    const extra = Object.keys(english)
      .filter((key) => key.startsWith('problems.code.'))
      .map((key) => key.slice('problems.code.'.length))
      .filter((code) => !codes.has(code));
    expect(extra).toEqual([]);
  });
});
