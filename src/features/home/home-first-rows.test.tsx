import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeReads } from '@/api/home-reads';
import { readPath } from '@/api/first-reads/read';
import { OPERATIONS_STORAGE_KEY } from '@/api/storage-keys';
import { setLocale } from '@/i18n';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { pictureOnly } from '@/boot/prerender';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { parsedMarkup } from '@/test/first-rows';
import { renderRoute, type RenderRouteOptions } from '@/test/render-route';
import { rowWriting } from '@/ui/first-rows';
import { homeFirstRowCoreKeys, homeFirstRowKeyPrefixes, homeFirstSection } from './home-first-rows';
import homeEn from './messages/en';
import homeSv from './messages/sv';

stubLayoutObservers();

/**
 * The boot script draws Home's list from Home's early reads (home-first-rows.ts) before React has run; React's list
 * then takes its place. It must be the same list, or it would change under the customer's eyes: React renders Home
 * from the mock's answers, and the boot's markup from the same answers must equal its list.
 */

const catalogs = { en: { ...coreEn, ...homeEn }, sv: { ...coreSv, ...homeSv } } as const;

/** The words the frame carries for the list (as src/boot/prerender.tsx picks them). */
function frameWords(locale: 'en' | 'sv'): Record<string, string> {
  const catalog: Readonly<Record<string, string>> = catalogs[locale];
  const keys = Object.keys(catalog).filter((key) => homeFirstRowKeyPrefixes.some((p) => key.startsWith(p)));
  return Object.fromEntries([...keys, ...homeFirstRowCoreKeys].map((key) => [key, catalog[key] ?? '']));
}

/** The time of day in the list's status line ("Checked 28 Nov 2026, 14:05."): the boot's and React's differ. */
const withoutTime = (markup: string | null) => markup?.replace(/(home-attention__loading" role="status">)[^<]*/, '$1');

/**
 * Home as React draws it once every read has answered, and the boot's list from the same answers (by read name,
 * as the boot script hands them over), both as markup.
 */
async function reactAndBoot(locale: 'en' | 'sv', options: RenderRouteOptions = {}) {
  await setLocale(locale, null);
  const nowMs = Date.now();
  const { requests, apiRead } = await renderRoute('/', options);
  const section = (await screen.findByRole('heading', { level: 2, name: /^(Needs your attention|Behöver)/ })).closest(
    'section',
  )!;
  await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
  const bodies: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(homeReads(nowMs))) {
    const path = `/api/v2${readPath(read).replace(/^\/api\/v2/, '')}`;
    if (!requests.includes(`GET ${path}`)) continue;
    const answer = await apiRead(path);
    bodies[name] =
      typeof answer === 'object' && answer !== null && 'status' in answer && 'code' in answer ? null : answer;
  }
  const boot = homeFirstSection(bodies, rowWriting(frameWords(locale), locale, null), locale, nowMs);
  return {
    react: withoutTime(pictureOnly(section.outerHTML).replace(/ aria-labelledby="[^"]*"/, '')),
    boot: withoutTime(parsedMarkup(boot)),
    bodies,
  };
}

describe("Home's list, drawn before React", () => {
  it('is the list React draws from the same answers: every kind of item in the demo, links and prices', async () => {
    const { react, boot } = await reactAndBoot('en');
    expect(react).toContain('home-item--down');
    expect(react).toContain('target="_blank"');
    expect(boot).toBe(react);
  });

  it('is the same in Swedish', async () => {
    const { react, boot } = await reactAndBoot('sv');
    expect(react).toContain('home-item__why');
    expect(boot).toBe(react);
  });

  it('is the same for a reseller with 10,000 domains', async () => {
    const { react, boot } = await reactAndBoot('en', { scenario: 'reseller' });
    expect(react).toContain('home-item');
    expect(boot).toBe(react);
  });

  it('is the same for a key that reads only some areas (the others are not read)', async () => {
    const { react, boot, bodies } = await reactAndBoot('en', { scopes: ['read:vm', 'read:domains'] });
    expect(Object.keys(bodies).sort()).toEqual(expect.arrayContaining(['vps', 'domainsExpiring']));
    expect(Object.keys(bodies)).not.toContain('invoices');
    expect(boot).toBe(react);
  });

  it('is not drawn where the app shows something else', async () => {
    await setLocale('en', null);
    const write = rowWriting(frameWords('en'), 'en', null);
    const nowMs = Date.now();
    const page = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
    const server = { id: 'vps_1', name: 'web-1', hostname: null, status: 'stopped', stoppedUnexpectedly: true };
    // What it would draw: a stopped server.
    expect(homeFirstSection({ vps: page([server]) }, write, 'en', nowMs)).toContain('web-1');
    // A read it does not know, an answer it cannot read, nothing read at all.
    expect(homeFirstSection({ vps: page([server]), other: page([]) }, write, 'en', nowMs)).toBeNull();
    expect(homeFirstSection({ vps: { items: [] } }, write, 'en', nowMs)).toBeNull();
    expect(homeFirstSection({}, write, 'en', nowMs)).toBeNull();
    // An account with nothing at all: the first-run page.
    expect(homeFirstSection({ vps: page([]), invoices: page([]) }, write, 'en', nowMs)).toBeNull();
    // The same with an area the key may not read (403): the app counts it as empty too.
    expect(homeFirstSection({ vps: page([]), invoices: null }, write, 'en', nowMs)).toBeNull();
    // An operation this tab follows is on the list, from the tab's storage.
    window.sessionStorage.setItem(OPERATIONS_STORAGE_KEY, JSON.stringify([{ jobId: 'job_1', status: 'in_progress' }]));
    try {
      expect(homeFirstSection({ vps: page([server]) }, write, 'en', nowMs)).toBeNull();
    } finally {
      window.sessionStorage.removeItem(OPERATIONS_STORAGE_KEY);
    }
  });
});
