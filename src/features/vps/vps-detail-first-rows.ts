import { consoleRoutes } from '@/api/endpoints/console';
import { scopesAllow, type Route } from '@/api/endpoints/route';
import { vpsRoutes } from '@/api/endpoints/vps';
import { vps as vpsSchema, type Vps } from '@/api/schemas/vps';
import { badgeMarkup, dateTimeMarkup, escapeMarkup, linkHref, type RowWriting } from '@/ui/first-rows';
import { followsAnyOperation } from '@/ui/first-rows-operations';
import { vpsName, vpsStatusTones } from './vps-labels';

/**
 * A server's overview (`/vps/<id>`, no tab chosen), drawn by the boot script (src/boot/first-rows.ts) from its early
 * read before the app's scripts have arrived: on the bench's phone the overview's recovery card is the page's largest
 * paint, and React draws it only once the app's code has downloaded and run (LCP 2.2–2.4 s; the read is in by
 * about 1 s).
 *
 * The server is parsed with the app's own schema; the markup is what `VpsDetailPage` and `VpsOverview` draw on their
 * first render (before the plan's billing panel, which loads after it): `vps-detail-first-rows.test.tsx` renders both
 * from the same answer and fails on any difference. It is a picture of the screen (the frame is inert and hidden from
 * assistive technology), so it carries no ids. Nothing is drawn where the screen would show more than the plain
 * overview: a blocked server (its banner), one in rescue or busy with a change, a control the key or the server's
 * gates block (each says why), an operation this tab follows (its progress), or a key without the scope to read it.
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

/** The server's tabs, in the order `VpsTabs` draws them (src/features/vps/vps-route-params.ts `vpsTabValues`). */
const TABS = ['overview', 'network', 'ssh-keys', 'snapshots', 'metrics'] as const;

/** A control the overview draws, allowed for this key and this server: as `useScopeGate(route, gate)` decides. */
function allowed(scopes: readonly string[] | null, route: Pick<Route, 'scopes'>, gate: { allowed: boolean }) {
  const byScope = scopes === null || route.scopes === null || scopesAllow(scopes, route.scopes);
  return byScope && gate.allowed;
}

const facts = (rows: readonly (readonly [string, string])[]) =>
  `<dl class="facts">${rows.map(([term, value]) => `<div><dt>${escapeMarkup(term)}</dt><dd>${value}</dd></div>`).join('')}</dl>`;

function ipAddress(address: string, t: RowWriting['t']): string {
  return (
    `<span class="vps-ip"><code class="vps-ip__address">${escapeMarkup(address)}</code>` +
    `<span class="copy"><button type="button" class="button button--small button--ghost" aria-label="${escapeMarkup(t('vps.ip.copy', { address }))}">` +
    `${escapeMarkup(t('copy.button'))}</button><span role="status" class="copy__status"></span></span></span>`
  );
}

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
      [t('vpsDetail.facts.ipv4'), server.primaryIpv4 ? ipAddress(server.primaryIpv4, t) : missing],
      [t('vpsDetail.facts.ipv6'), server.primaryIpv6 ? ipAddress(server.primaryIpv6, t) : missing],
      [t('vpsDetail.facts.hostname'), server.hostname ? ipAddress(server.hostname, t) : missing],
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

/**
 * The server's screen (`VpsDetailPage` on its overview tab) from its read's answer (`GET /vps/{id}`), for a key with
 * `scopes` (null: not known); null where the app would show more or other (see above).
 */
export function vpsDetailFirstScreen(
  body: unknown,
  write: RowWriting,
  scopes: readonly string[] | null,
): string | null {
  const parsed = vpsSchema.safeParse(body);
  if (!parsed.success || followsAnyOperation()) return null;
  const server = parsed.data;
  const { actions } = server;
  const plain =
    server.status !== 'suspended' &&
    server.activeOperation === null &&
    server.rescue?.active !== true &&
    Object.values(actions).every((gate) => gate.code !== 'vps_suspended' && gate.code !== 'vps_busy') &&
    allowed(scopes, vpsRoutes.detail, { allowed: true }) &&
    allowed(scopes, consoleRoutes.openConsole, actions.canOpenConsole) &&
    allowed(scopes, vpsRoutes.rescue, actions.canEnterRescue) &&
    allowed(scopes, vpsRoutes.rebuild, actions.canRebuild) &&
    allowed(scopes, vpsRoutes.resetRootPassword, actions.canResetRootPassword);
  if (!plain) return null;
  const { t } = write;
  const name = vpsName(server);
  const href = `/vps/${encodeURIComponent(server.id)}`;
  const tabs = TABS.map((tab) =>
    tab === 'overview'
      ? `<li><a class="section-tabs__link section-tabs__link" aria-current="page" href="${escapeMarkup(href)}" data-status="active">` +
        `${escapeMarkup(t('vps.tab', { tab }))}</a></li>`
      : `<li><a class="section-tabs__link" href="${escapeMarkup(linkHref(href, { tab }))}">${escapeMarkup(t('vps.tab', { tab }))}</a></li>`,
  ).join('');
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
    `<div class="vps-panel">${overview(server, write)}</div></article>`
  );
}
