import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_STORAGE_KEY } from '@/api/storage-keys';
import { pictureOnly } from '@/boot/prerender';
import { setLocale } from '@/i18n';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { parsedMarkup } from '@/test/first-rows';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { renderRoute, type RenderRouteOptions } from '@/test/render-route';
import { rowWriting } from '@/ui/first-rows';
import vpsDetailEn from './messages/detail/en';
import vpsDetailSv from './messages/detail/sv';
import vpsMetricsEn from './messages/metrics/en';
import vpsMetricsSv from './messages/metrics/sv';
import vpsEn from './messages/en';
import vpsSv from './messages/sv';
import { vpsDetailFirstRowKeys, vpsDetailFirstScreen, vpsMetricsFirstRowKeys } from './vps-detail-first-rows';

stubLayoutObservers();

/**
 * The boot script draws a server's overview from its early read (vps-detail-first-rows.ts) before React has run;
 * React's screen then takes its place. It must be the same screen, or it would change under the customer's eyes:
 * React renders it from the mock's answer, and the boot's markup from the same answer must equal React's first
 * render (before the plan's billing panel, which loads after it).
 */

const catalogs = {
  en: { ...coreEn, ...vpsEn, ...vpsDetailEn, ...vpsMetricsEn },
  sv: { ...coreSv, ...vpsSv, ...vpsDetailSv, ...vpsMetricsSv },
} as const;
const wordKeys = [...vpsDetailFirstRowKeys, ...vpsMetricsFirstRowKeys];

function frameWords(locale: 'en' | 'sv'): Record<string, string> {
  const catalog: Readonly<Record<string, string>> = catalogs[locale];
  return Object.fromEntries(wordKeys.map((key) => [key, catalog[key] ?? '']));
}

/**
 * React's screen as a picture (no ids), up to where the boot stops: without the plan's billing panel (it comes after
 * the first render) and, on the metrics tab, what follows the period (the summary, tables and charts).
 */
function reactScreen(): string {
  const article = document.querySelector('main article.page');
  if (!article) throw new Error('no server screen');
  const copy = article.cloneNode(true) as HTMLElement;
  copy.querySelector('.vps-plan-panel')?.remove();
  const period = copy.querySelector('.vps-metrics__window');
  while (period?.nextElementSibling) period.nextElementSibling.remove();
  return pictureOnly(copy.outerHTML);
}

async function reactAndBoot(
  locale: 'en' | 'sv',
  vpsId: string,
  options: RenderRouteOptions & { search?: string; change?: (body: Record<string, unknown>) => unknown } = {},
) {
  await setLocale(locale, null);
  const { change, search = '', ...routeOptions } = options;
  const { apiRead, requests } = await renderRoute(`/vps/${vpsId}${search}`, {
    ...routeOptions,
    rewrite: (request, body) =>
      change && request === `GET /api/v2/vps/${vpsId}` ? change(body as Record<string, unknown>) : undefined,
  });
  await screen.findByRole('heading', { level: 2, name: /^(Addresses|Adresser|Usage|Användning)$/ });
  const read = (await apiRead(`/api/v2/vps/${vpsId}`)) as Record<string, unknown>;
  const bodies: unknown[] = [change ? change(read) : read];
  // The metrics tab's read, as the screen made it.
  const metrics = requests.find((request) => request.startsWith(`GET /api/v2/vps/${vpsId}/metrics`));
  if (metrics) bodies.push(await apiRead(metrics.slice('GET '.length)));
  const write = rowWriting(frameWords(locale), locale, null);
  const boot = vpsDetailFirstScreen(bodies, write, routeOptions.scopes ?? null, search);
  return { react: reactScreen(), boot: parsedMarkup(boot) };
}

describe("a server's overview, drawn before React", () => {
  it('is the screen React draws from the same answer', async () => {
    const { react, boot } = await reactAndBoot('en', DEMO_VPS.web.id);
    expect(react).toContain('Boot into a rescue system');
    expect(boot).toBe(react);
  });

  it('is the same for every server of the demo it draws (the others are left to the app)', async () => {
    const drawn: string[] = [];
    for (const server of Object.values(DEMO_VPS)) {
      for (const search of ['', '?tab=metrics']) {
        cleanup();
        const { react, boot } = await reactAndBoot('en', server.id, { search });
        if (boot === null) continue;
        expect(boot, `${server.name}${search}`).toBe(react);
        drawn.push(`${server.name}${search}`);
      }
    }
    // The running servers with nothing to say are drawn; the suspended, the busy and the stopped are not.
    expect(drawn).toContain(DEMO_VPS.web.name);
    expect(drawn).not.toContain(DEMO_VPS.suspended.name);
    expect(drawn).not.toContain(DEMO_VPS.busy.name);
  });

  it('is the same in Swedish', async () => {
    const { react, boot } = await reactAndBoot('sv', DEMO_VPS.web.id);
    expect(react).toContain('Igång');
    expect(boot).toBe(react);
  });

  it('is the same for a server with members missing and words to escape', async () => {
    const { react, boot } = await reactAndBoot('en', DEMO_VPS.web.id, {
      change: (body) => ({
        ...body,
        name: 'a <b>"web"</b> & co',
        hostname: null,
        primaryIpv6: null,
        os: null,
        region: { code: 'arn1', name: null },
        plan: { name: null, cpuCores: 1, memoryGb: 0.5, diskGb: null },
      }),
    });
    expect(react).toContain('a &lt;b&gt;"web"&lt;/b&gt; &amp; co');
    expect(react).toContain('1 vCPU');
    expect(boot).toBe(react);
  });

  it('is the same for a key whose scopes are known and allow every control', async () => {
    const { react, boot } = await reactAndBoot('en', DEMO_VPS.web.id, {
      scopes: ['read:vm', 'write:vm', 'power:vm'],
    });
    expect(boot).toBe(react);
  });

  it('is not drawn where the screen shows more: a control blocked, a blocked server, an operation followed', async () => {
    await setLocale('en', null);
    const write = rowWriting(frameWords('en'), 'en', null);
    const { apiRead } = await renderRoute(`/vps/${DEMO_VPS.web.id}`);
    const body = (await apiRead(`/api/v2/vps/${DEMO_VPS.web.id}`)) as Record<string, unknown>;
    const actions = body.actions as Record<string, unknown>;
    expect(vpsDetailFirstScreen([body], write, null, '')).toContain('web-01');
    // A read-only key: its buttons say why they are blocked.
    expect(vpsDetailFirstScreen([body], write, ['read:vm'], '')).toBeNull();
    // The server's own gate blocks the console (a stopped server).
    const blocked = { allowed: false, code: 'vps_not_running', reason: 'The server is not running.' };
    expect(
      vpsDetailFirstScreen([{ ...body, actions: { ...actions, canOpenConsole: blocked } }], write, null, ''),
    ).toBeNull();
    // Suspended, busy with a change, in rescue: a banner or a notice the boot does not draw.
    expect(vpsDetailFirstScreen([{ ...body, status: 'suspended' }], write, null, '')).toBeNull();
    expect(
      vpsDetailFirstScreen(
        [{ ...body, activeOperation: { jobId: 'job_1', kind: 'vps.restart', pollUrl: '/api/v2/jobs/job_1' } }],
        write,
        null,
        '',
      ),
    ).toBeNull();
    expect(vpsDetailFirstScreen([{ ...body, rescue: { active: true, since: null } }], write, null, '')).toBeNull();
    // An answer the app cannot read.
    expect(vpsDetailFirstScreen([{ ...body, id: 42 }], write, null, '')).toBeNull();
    window.sessionStorage.setItem(OPERATIONS_STORAGE_KEY, JSON.stringify([{ jobId: 'job_1', status: 'completed' }]));
    try {
      expect(vpsDetailFirstScreen([body], write, null, '')).toBeNull();
    } finally {
      window.sessionStorage.removeItem(OPERATIONS_STORAGE_KEY);
    }
  });

  it('is the same at an address that names the overview tab', async () => {
    const { react, boot } = await reactAndBoot('en', DEMO_VPS.web.id, { search: '?tab=overview' });
    expect(react).toContain('Boot into a rescue system');
    expect(boot).toBe(react);
  });

  it('on the metrics tab, is the screen React draws up to the period the samples cover', async () => {
    const { react, boot } = await reactAndBoot('en', DEMO_VPS.web.id, { search: '?tab=metrics' });
    expect(react).toContain('60 samples from');
    expect(boot).toBe(react);
  });

  it('on the metrics tab of another timeframe, in Swedish, too', async () => {
    const { react, boot } = await reactAndBoot('sv', DEMO_VPS.web.id, { search: '?tab=metrics&timeframe=day' });
    expect(react).toContain('aria-current="page" href="/vps/vps_3f2a91c4?tab=metrics&amp;timeframe=day"');
    expect(boot).toBe(react);
  });

  it('is drawn only for the overview and the metrics tab with nothing else asked', async () => {
    await setLocale('en', null);
    const write = rowWriting(frameWords('en'), 'en', null);
    const { apiRead } = await renderRoute(`/vps/${DEMO_VPS.web.id}`);
    const body = await apiRead(`/api/v2/vps/${DEMO_VPS.web.id}`);
    expect(vpsDetailFirstScreen([body], write, null, '?tab=overview')).toContain('vps-overview');
    for (const search of ['?tab=network', '?tab=overview&power=restart', '?tab=metrics&timeframe=7d', '?q=web'])
      expect(vpsDetailFirstScreen([body], write, null, search), search).toBeNull();
    // The metrics tab without its read, or with collection that failed: the app says so.
    expect(vpsDetailFirstScreen([body], write, null, '?tab=metrics')).toBeNull();
    const metrics = (await apiRead(`/api/v2/vps/${DEMO_VPS.web.id}/metrics?timeframe=hour`)) as Record<string, unknown>;
    expect(vpsDetailFirstScreen([body, metrics], write, null, '?tab=metrics')).toContain('vps-metrics__window');
    const failed = { ...metrics, telemetry: { available: false, reason: 'Agent not reporting' } };
    expect(vpsDetailFirstScreen([body, failed], write, null, '?tab=metrics')).toBeNull();
    expect(vpsDetailFirstScreen([body, { ...metrics, samples: [] }], write, null, '?tab=metrics')).toBeNull();
  });

  it('uses only words of the catalogs, in both languages', () => {
    for (const key of wordKeys) {
      expect(catalogs.en[key]).toEqual(expect.any(String));
      expect(catalogs.sv[key]).toEqual(expect.any(String));
    }
  });
});
