import { describe, expect, it } from 'vitest';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { formatMessage } from '@/i18n/message-format';
import { setUpListTests } from '@/test/list-tests';
import { expectFrameCount, firstPage, reactAndBootTables, withShapes } from '@/test/first-rows';
import { rowWriting } from '@/ui/first-rows';
import { formatNumber } from '@/ui/format/numbers';
import vpsEn from './messages/en';
import vpsSv from './messages/sv';
import { vpsFirstRowKeys, vpsFirstRows, vpsFirstTable, type FirstRowWords } from './vps-first-rows';

setUpListTests();

/**
 * The boot script draws the servers list's first rows from its early read (vps-first-rows.ts) before React has run;
 * React's rows then take their place. These must be the same rows, or the list would change under the customer's
 * eyes: React renders the list from an answer, and the boot's markup from the same answer must equal its rows.
 */

const catalogs = { en: { ...coreEn, ...vpsEn }, sv: { ...coreSv, ...vpsSv } } as const;

function words(locale: 'en' | 'sv'): FirstRowWords {
  return (key, values = {}) => formatMessage(catalogs[locale][key], values, locale);
}

/** Every shape a row takes: missing members, an unknown status, one vCPU, no address, words that need escaping. */
const varied = (body: unknown) =>
  withShapes(
    body,
    [
      { name: null, hostname: null, primaryIpv4: null, primaryIpv6: null, plan: null, region: null },
      { name: 'a <b>"bold"</b> & co', status: 'melting', primaryIpv4: null, region: { code: 'arn1', name: null } },
      { plan: { name: null, cpuCores: 1, memoryGb: 0.5, diskGb: null }, primaryIpv6: null, status: 'provisioning' },
      { plan: { name: 'VPS X', cpuCores: 2.5, memoryGb: 'lots', diskGb: 1000 }, region: 'Stockholm' },
      { plan: { name: 'VPS M', cpuCores: null, memoryGb: null, diskGb: null }, status: 'suspended' },
      { name: undefined, hostname: 42 },
    ],
    'vps_shape',
  );

const renderedAndDrawn = (locale: 'en' | 'sv', shapes: boolean) =>
  reactAndBootTables({
    path: '/vps',
    locale,
    list: 'GET /api/v2/vps',
    vary: shapes ? varied : undefined,
    boot: (answer) => vpsFirstTable(answer, words(locale), (n) => formatNumber(n, locale)),
  });

describe("the servers list's first rows, drawn before React", () => {
  it('are the rows React draws from the same answer', async () => {
    const { react, boot } = await renderedAndDrawn('en', false);
    expect(react).toContain('vps-plan__specs');
    expect(boot).toBe(react);
  });

  it('are the same for every shape of a row (missing members, unknown status, escaping)', async () => {
    const { react, boot } = await renderedAndDrawn('en', true);
    expect(react).toContain('a &lt;b&gt;"bold"&lt;/b&gt; &amp; co');
    expect(react).toContain('1 vCPU · 0.5 GB RAM');
    expect(boot).toBe(react);
  });

  it('are the same in Swedish', async () => {
    const { react, boot } = await renderedAndDrawn('sv', true);
    expect(react).toContain('Igång');
    expect(react).toContain('1&nbsp;000 GB disk');
    expect(boot).toBe(react);
  });

  it('say above them how many there are, as the list does once its only page is in', async () => {
    const { answer, count } = await renderedAndDrawn('sv', true);
    expectFrameCount(answer, count, 'servers', rowWriting(catalogs.sv, 'sv', null));
  });

  it('use only words of the catalogs, in both languages', () => {
    for (const key of vpsFirstRowKeys) {
      expect(catalogs.en[key]).toEqual(expect.any(String));
      expect(catalogs.sv[key]).toEqual(expect.any(String));
    }
  });

  it('draw nothing for an answer the list shows with a note or without rows', () => {
    const t = words('en');
    const number = (n: number) => formatNumber(n, 'en');
    expect(vpsFirstRows(firstPage([]), t, number)).toBeNull();
    expect(vpsFirstRows(firstPage([{ id: 'vps_1' }, { malformed: true }]), t, number)).toBeNull();
    expect(vpsFirstRows({ hasMore: false, nextCursor: null, items: [{ id: 'vps_1' }] }, t, number)).toBeNull();
    expect(vpsFirstRows(null, t, number)).toBeNull();
  });
});
