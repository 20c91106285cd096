import { consoleRoutes } from '@/api/endpoints/console';
import { scopesAllow, type Route } from '@/api/endpoints/route';
import { vpsRoutes } from '@/api/endpoints/vps';
import { vps as vpsSchema, type Vps } from '@/api/schemas/vps';
import { vpsMetrics, type VpsMetrics } from '@/api/schemas/vps-metrics';
import { metricsTimeframeValues, type MetricsTimeframe } from '@/api/schemas/vps-values';
import { drawnServerTab } from './vps-drawn-tab';
import { badgeMarkup, dateTimeMarkup, escapeMarkup, linkHref, type RowWriting } from '@/ui/first-rows';
import { followsAnyOperation } from '@/ui/first-rows-operations';
import { everyText, sampleIntervalSeconds, toRows } from './metrics/metrics-series';
import { ipAddressMarkup } from './vps-first-rows';
import { vpsBlockOf, vpsName, vpsStatusTones } from './vps-labels';

/**
 * A server's screen on its overview or metrics tab (`/vps/<id>`, `?tab=metrics`), drawn by the boot script
 * (src/boot/first-rows.ts) from its early reads before the app's scripts have arrived: on the bench's phone the
 * overview's recovery card and the metrics tab's period are the page's largest paint, and React draws them only once
 * the app's code has downloaded and run (LCP 2.1–2.4 s; the reads are in by about 1 s).
 *
 * The answers are parsed with the app's own schemas; the markup is what `VpsDetailPage` with `VpsOverview` or
 * `VpsMetrics` draws on its first render, up to where the boot stops: the overview before the plan's billing panel (it
 * loads after the first render), the metrics tab up to its period (its summary, tables and charts come below it with
 * the app). `vps-detail-first-rows.test.tsx` renders both from the same answers and fails on any difference. It is a
 * picture of the screen (the frame is inert and hidden from assistive technology), so it carries no ids. Nothing is
 * drawn where the screen would show more than the plain overview: a blocked server (its banner), one in rescue or busy
 * with a change, a control the key or the server's gates block (each says why), an operation this tab follows (its
 * progress), or a key without the scope to read it.
 */

/** Words of the VPS catalogs (and the core one's) that the overview uses. */
export const vpsDetailFirstRowKeys = [
  'vps.status',
  'vps.detail.breadcrumb',
  'vps.detail.openConsole',
  'vps.tabs.label',
  'vps.tab',
  'vps.ip.copy',
  'vpsDetail.facts.label',
  'vpsDetail.facts.status',
  'vpsDetail.facts.hostname',
  'vpsDetail.facts.ipv4',
  'vpsDetail.facts.ipv6',
  'vpsDetail.facts.plan',
  'vpsDetail.facts.location',
  'vpsDetail.facts.os',
  'vpsDetail.facts.created',
  'vpsDetail.facts.id',
  'vpsDetail.overview.addresses',
  'vpsDetail.overview.allAddresses',
  'vpsDetail.overview.plan',
  'vpsDetail.overview.cpu',
  'vpsDetail.overview.cpuValue',
  'vpsDetail.overview.memory',
  'vpsDetail.overview.disk',
  'vpsDetail.overview.gb',
  'vpsDetail.overview.usage',
  'vpsDetail.power.menu',
  'vpsDetail.power.menuLabel',
  'vpsDetail.power.heading',
  'vpsDetail.recovery.heading',
  'vpsDetail.recovery.intro',
  'vpsDetail.recovery.rescue',
  'vpsDetail.recovery.rebuild',
  'vpsDetail.recovery.rootPassword',
  'value.missing',
  'copy.button',
  'help.link',
  'date.none',
  'common.breadcrumb',
] as const;

/** Words of the metrics tab's catalog that its head and period use. */
export const vpsMetricsFirstRowKeys = [
  'vpsMetrics.heading',
  'vpsMetrics.timeframe.label',
  'vpsMetrics.timeframe',
  'vpsMetrics.window',
  'vpsMetrics.every.minutes',
  'vpsMetrics.every.hours',
  'vpsMetrics.times',
] as const;

/** The server's tabs, in the order `VpsTabs` draws them (src/features/vps/vps-route-params.ts `vpsTabValues`). */
const TABS = ['overview', 'network', 'ssh-keys', 'snapshots', 'metrics'] as const;

/** A control the overview draws, allowed for this key and this server: as `useScopeGate(route, gate)` decides. */
function allowed(scopes: readonly string[] | null, route: Pick<Route, 'scopes'>, gate: { allowed: boolean }) {
  const byScope = scopes === null || route.scopes === null || scopesAllow(scopes, route.scopes);
  return byScope && gate.allowed;
}

const facts = (rows: readonly (readonly [string, string])[]) =>
  `<dl class="facts">${rows.map(([term, value]) => `<div><dt>${escapeMarkup(term)}</dt><dd>${value}</dd></div>`).join('')}</dl>`;

const gatedButton = (text: string) =>
  `<span class="gated"><button type="button" class="button">${escapeMarkup(text)}</button></span>`;

function overview(server: Vps, write: RowWriting): string {
  const { t } = write;
  const name = vpsName(server);
  const missing = `<span class="muted">${escapeMarkup(t('value.missing'))}</span>`;
  const href = `/vps/${encodeURIComponent(server.id)}`;
  const status = badgeMarkup(vpsStatusTones[server.status], t('vps.status', { status: server.status }));
  const { plan } = server;
  const power =
    `<section class="vps-power"><h2 class="visually-hidden">${escapeMarkup(t('vpsDetail.power.heading'))}</h2>` +
    `<div class="vps-power__row"><span class="vps-overview__status">${escapeMarkup(t('vpsDetail.facts.status'))} ${status}</span>` +
    `<div class="popover-menu"><button type="button" class="button popover-menu__button" aria-expanded="false">` +
    `${escapeMarkup(t('vpsDetail.power.menu'))}<span class="popover-menu__chevron" aria-hidden="true">▾</span></button>` +
    `<div role="group" aria-label="${escapeMarkup(t('vpsDetail.power.menuLabel', { name }))}" class="popover-menu__panel" hidden=""></div>` +
    `</div></div><div class="op-progress" role="status"></div></section>`;
  const addresses =
    `<section class="vps-overview__card"><h2 class="h3">${escapeMarkup(t('vpsDetail.overview.addresses'))}</h2>` +
    facts([
      [t('vpsDetail.facts.ipv4'), server.primaryIpv4 ? ipAddressMarkup(server.primaryIpv4, t) : missing],
      [t('vpsDetail.facts.ipv6'), server.primaryIpv6 ? ipAddressMarkup(server.primaryIpv6, t) : missing],
      [t('vpsDetail.facts.hostname'), server.hostname ? ipAddressMarkup(server.hostname, t) : missing],
    ]) +
    `<p class="vps-overview__more"><a href="${escapeMarkup(linkHref(href, { tab: 'network' }))}">` +
    `${escapeMarkup(t('vpsDetail.overview.allAddresses'))}</a></p></section>`;
  const recovery =
    `<section class="vps-overview__card vps-recovery"><h2 class="h3">${escapeMarkup(t('vpsDetail.recovery.heading'))}</h2>` +
    `<p class="muted">${escapeMarkup(t('vpsDetail.recovery.intro'))}</p><div class="vps-recovery__actions">` +
    gatedButton(t('vpsDetail.recovery.rescue')) +
    gatedButton(t('vpsDetail.recovery.rebuild')) +
    gatedButton(t('vpsDetail.recovery.rootPassword')) +
    `</div><div class="op-progress" role="status"></div></section>`;
  const gb = (size: number) => escapeMarkup(t('vpsDetail.overview.gb', { size: write.number(size) }));
  const planCard =
    `<section class="vps-overview__card"><h2 class="h3">${escapeMarkup(t('vpsDetail.overview.plan'))}</h2>` +
    facts([
      [t('vpsDetail.facts.plan'), plan?.name != null ? escapeMarkup(plan.name) : missing],
      [
        t('vpsDetail.overview.cpu'),
        plan?.cpuCores != null ? escapeMarkup(t('vpsDetail.overview.cpuValue', { count: plan.cpuCores })) : missing,
      ],
      [t('vpsDetail.overview.memory'), plan?.memoryGb != null ? gb(plan.memoryGb) : missing],
      [t('vpsDetail.overview.disk'), plan?.diskGb != null ? gb(plan.diskGb) : missing],
    ]) +
    `<p class="vps-overview__more"><a href="${escapeMarkup(linkHref(href, { tab: 'metrics' }))}">` +
    `${escapeMarkup(t('vpsDetail.overview.usage'))}</a></p></section>`;
  const region = server.region?.name ?? server.region?.code ?? null;
  const side =
    `<aside class="detail-layout__side" aria-label="${escapeMarkup(t('vpsDetail.facts.label'))}">` +
    `<h2 class="h3">${escapeMarkup(t('vpsDetail.facts.label'))}</h2>` +
    facts([
      [t('vpsDetail.facts.location'), region === null ? missing : escapeMarkup(region)],
      [t('vpsDetail.facts.os'), server.os == null ? missing : escapeMarkup(server.os)],
      [t('vpsDetail.facts.created'), dateTimeMarkup(server.createdAt, write)],
      [t('vpsDetail.facts.id'), `<code>${escapeMarkup(server.id)}</code>`],
    ]) +
    `</aside>`;
  return (
    `<div class="detail-layout"><div class="detail-layout__main"><div class="vps-overview">` +
    power +
    addresses +
    recovery +
    planCard +
    `</div></div>${side}</div>`
  );
}

/** The metrics tab (`VpsMetrics`) up to its period: its head (the timeframes) and what the samples cover. */
function metricsPanel(
  server: Vps,
  metrics: VpsMetrics,
  timeframe: MetricsTimeframe,
  search: string,
  write: RowWriting,
): string | null {
  const { t } = write;
  const rows = toRows(metrics.samples);
  // Collection that failed, or no sample: the tab says so in a notice of its own, which the app draws.
  if (!metrics.telemetry.available || rows.length === 0) return null;
  const interval = sampleIntervalSeconds(metrics.window.aggregationWindowSeconds, rows);
  const start = metrics.window.startAt ?? new Date(rows[0]?.t ?? 0).toISOString();
  const end = metrics.window.endAt ?? new Date(rows.at(-1)?.t ?? 0).toISOString();
  const href = `/vps/${encodeURIComponent(server.id)}`;
  // As the section's tabs: the chosen one is `aria-current`, and active too when the address is its link's exactly.
  const options = metricsTimeframeValues
    .map((value) => {
      const to = linkHref(href, { tab: 'metrics', timeframe: value });
      const words = escapeMarkup(t('vpsMetrics.timeframe', { timeframe: value }));
      if (value !== timeframe) return `<a class="segmented__item" href="${escapeMarkup(to)}">${words}</a>`;
      return to === `${href}${search}`
        ? `<a class="segmented__item segmented__item" aria-current="page" href="${escapeMarkup(to)}" data-status="active">${words}</a>`
        : `<a class="segmented__item" aria-current="page" href="${escapeMarkup(to)}">${words}</a>`;
    })
    .join('');
  const period = t('vpsMetrics.window', {
    count: rows.length,
    start: write.dateTime(start),
    end: write.dateTime(end),
    every: everyText(interval, t),
  });
  return (
    `<section class="vps-metrics"><div class="vps-metrics__head"><h2>${escapeMarkup(t('vpsMetrics.heading'))}</h2>` +
    `<nav aria-label="${escapeMarkup(t('vpsMetrics.timeframe.label'))}" class="segmented">${options}</nav></div>` +
    `<p class="vps-metrics__window">${escapeMarkup(period)} <span class="vps-metrics__muted">${escapeMarkup(t('vpsMetrics.times'))}</span></p>` +
    `</section>`
  );
}

/**
 * The server's screen (`VpsDetailPage`) at the address's `search` (its tab, `drawnServerTab`) from its reads'
 * answers in the order the screen makes them (`GET /vps/{id}`, then the metrics tab's `GET /vps/{id}/metrics`), for a
 * key with `scopes` (null: not known); null where the app would show more or other (see above).
 */
export function vpsDetailFirstScreen(
  bodies: unknown,
  write: RowWriting,
  scopes: readonly string[] | null,
  search: string,
): string | null {
  const shown = drawnServerTab(search);
  if (!shown || !Array.isArray(bodies) || followsAnyOperation()) return null;
  const parsed = vpsSchema.safeParse(bodies[0]);
  if (!parsed.success) return null;
  const server = parsed.data;
  const { actions } = server;
  const plain =
    vpsBlockOf(server) === null &&
    server.rescue?.active !== true &&
    allowed(scopes, vpsRoutes.detail, { allowed: true }) &&
    allowed(scopes, consoleRoutes.openConsole, actions.canOpenConsole) &&
    allowed(scopes, vpsRoutes.rescue, actions.canEnterRescue) &&
    allowed(scopes, vpsRoutes.rebuild, actions.canRebuild) &&
    allowed(scopes, vpsRoutes.resetRootPassword, actions.canResetRootPassword);
  if (!plain) return null;
  let panel: string | null;
  if (shown.tab === 'overview') panel = overview(server, write);
  else {
    const metrics = vpsMetrics.safeParse(bodies[1]);
    panel = metrics.success ? metricsPanel(server, metrics.data, shown.timeframe, search, write) : null;
  }
  if (panel === null) return null;
  const { t } = write;
  const name = vpsName(server);
  const href = `/vps/${encodeURIComponent(server.id)}`;
  // The open tab is `aria-current`; the router also marks it active when the address is its link's exactly.
  const tabs = TABS.map((tab) => {
    const to = tab === 'overview' ? href : linkHref(href, { tab });
    const words = escapeMarkup(t('vps.tab', { tab }));
    if (tab !== shown.tab) return `<li><a class="section-tabs__link" href="${escapeMarkup(to)}">${words}</a></li>`;
    return to === `${href}${search === '?' ? '' : search}`
      ? `<li><a class="section-tabs__link section-tabs__link" aria-current="page" href="${escapeMarkup(to)}" data-status="active">${words}</a></li>`
      : `<li><a class="section-tabs__link" aria-current="page" href="${escapeMarkup(to)}">${words}</a></li>`;
  }).join('');
  const help = linkHref('/support/tickets/new', { serviceType: 'vps', serviceId: server.id, serviceName: name });
  return (
    `<article class="page">` +
    `<nav aria-label="${escapeMarkup(t('common.breadcrumb'))}" class="breadcrumb"><ol><li><a class="active" href="/vps" data-status="active" aria-current="page">` +
    `${escapeMarkup(t('vps.detail.breadcrumb'))}</a></li><li aria-current="page">${escapeMarkup(name)}</li></ol></nav>` +
    `<div class="page__header"><div class="page__heading"><h1>${escapeMarkup(name)}</h1><div class="page__meta">` +
    badgeMarkup(vpsStatusTones[server.status], t('vps.status', { status: server.status })) +
    (server.hostname ? `<span>${escapeMarkup(server.hostname)}</span>` : '') +
    `</div></div><div class="page__actions">` +
    `<a href="${escapeMarkup(`${href}/console`)}" class="button">${escapeMarkup(t('vps.detail.openConsole'))}</a>` +
    `<a href="${escapeMarkup(help)}" class="button">${escapeMarkup(t('help.link'))}</a></div></div>` +
    `<nav aria-label="${escapeMarkup(t('vps.tabs.label'))}" class="section-tabs"><ul>${tabs}</ul></nav>` +
    `<div class="vps-panel">${panel}</div></article>`
  );
}
