import { vpsStatusValues } from '@/api/schemas/vps-values';
import {
  badgeMarkup,
  cellMarkup,
  primaryCellMarkup,
  dataTableMarkup,
  escapeMarkup,
  firstPageItems,
  isRecord,
  oneOf,
} from '@/ui/first-rows';
import { vpsName, vpsStatusTones } from './vps-labels';

/**
 * The servers list's first rows as markup, drawn by the boot script (src/boot/boot.ts) from its early read of the
 * list, before the app's scripts have arrived: the rows a phone waits for paint when the read answers, not a second
 * later when React has run. React's first render then puts the live list in their place.
 *
 * The markup is the one the list draws (vps-list-page.tsx through the kit's DataTable, VpsStatusBadge, IpAddress,
 * VpsPlanText): `vps-first-rows.test.tsx` renders both from the same answers and fails on any difference. The words
 * come from the area's catalog (`t`, the keys in `vpsFirstRowKeys`), the numbers from the page's locale (`number`).
 * Import-light: it is bundled into the list's renderer script (src/boot/rows/vps.ts).
 *
 * Each server is read as the list's schema reads it (a missing or malformed member is null, an unknown status
 * `unknown`). A page the list would show with a note (an item it drops) or not as rows (no server) draws nothing: the
 * frame keeps saying "Loading…" until the app shows it.
 */

/** Words of the VPS catalog (and the core one's) that the rows use. */
export const vpsFirstRowKeys = [
  'vps.list.caption',
  'vps.list.column.server',
  'vps.status',
  'vps.plan.cpu',
  'vps.plan.memory',
  'vps.plan.disk',
  'vps.ip.copy',
  'vps.ip.none',
  'vps.list.column.status',
  'vps.list.column.addresses',
  'vps.list.column.plan',
  'vps.list.column.location',
  'value.missing',
  'copy.button',
  // The toolbar's count above the rows (firstPageCount).
  'list.count.all',
] as const;

export type FirstRowKey = (typeof vpsFirstRowKeys)[number];
export type FirstRowWords = (key: FirstRowKey, values?: Record<string, unknown>) => string;

type Status = (typeof vpsStatusValues)[number] | 'unknown';

interface Server {
  id: string;
  name: string | null;
  hostname: string | null;
  status: Status;
  primaryIpv4: string | null;
  primaryIpv6: string | null;
  plan: { name: string | null; cpuCores: number | null; memoryGb: number | null; diskGb: number | null } | null;
  region: { code: string | null; name: string | null } | null;
}

// As the schema reads them (src/api/schemas/common.ts): a missing or malformed value is null, an unknown status
// `unknown`.
const asText = (value: unknown) => (typeof value === 'string' ? value : null);
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const asInt = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);

/** A server as the list's schema reads it (vpsSummary), or null for an item it would drop (and say so). */
function server(item: unknown): Server | null {
  if (!isRecord(item) || typeof item.id !== 'string') return null;
  const { plan, region } = item;
  return {
    id: item.id,
    name: asText(item.name),
    hostname: asText(item.hostname),
    status: oneOf(vpsStatusValues, item.status),
    primaryIpv4: asText(item.primaryIpv4),
    primaryIpv6: asText(item.primaryIpv6),
    plan: isRecord(plan)
      ? {
          name: asText(plan.name),
          cpuCores: asInt(plan.cpuCores),
          memoryGb: asNumber(plan.memoryGb),
          diskGb: asNumber(plan.diskGb),
        }
      : null,
    region: isRecord(region) ? { code: asText(region.code), name: asText(region.name) } : null,
  };
}

/** An address with its copy button, as `IpAddress` draws it (the list's rows and a server's overview). */
export function ipAddressMarkup(
  address: string,
  t: (key: 'vps.ip.copy' | 'copy.button', values?: Record<string, unknown>) => string,
): string {
  return (
    `<span class="vps-ip"><code class="vps-ip__address">${escapeMarkup(address)}</code>` +
    `<span class="copy"><button type="button" class="button button--small button--ghost" aria-label="${escapeMarkup(t('vps.ip.copy', { address }))}">` +
    `${escapeMarkup(t('copy.button'))}</button><span role="status" class="copy__status"></span></span></span>`
  );
}

function planText(plan: Server['plan'], t: FirstRowWords, number: (value: number) => string): string {
  if (!plan) return `<span class="muted">${escapeMarkup(t('value.missing'))}</span>`;
  const specs = [
    plan.cpuCores === null ? null : t('vps.plan.cpu', { count: plan.cpuCores }),
    plan.memoryGb === null ? null : t('vps.plan.memory', { size: number(plan.memoryGb) }),
    plan.diskGb === null ? null : t('vps.plan.disk', { size: number(plan.diskGb) }),
  ].filter((part): part is string => part !== null);
  return (
    `<span class="vps-plan">${escapeMarkup(plan.name ?? t('value.missing'))}` +
    (specs.length ? `<span class="data-table__sub vps-plan__specs">${escapeMarkup(specs.join(' · '))}</span>` : '') +
    `</span>`
  );
}

function row(vps: Server, t: FirstRowWords, number: (value: number) => string): string {
  const cell = (column: FirstRowKey, content: string) => cellMarkup(t(column), content);
  const addresses =
    vps.primaryIpv4 || vps.primaryIpv6
      ? `<span class="vps-ip-list">${vps.primaryIpv4 ? ipAddressMarkup(vps.primaryIpv4, t) : ''}${vps.primaryIpv6 ? ipAddressMarkup(vps.primaryIpv6, t) : ''}</span>`
      : `<span class="muted">${escapeMarkup(t('vps.ip.none'))}</span>`;
  return (
    `<tr role="row">` +
    primaryCellMarkup(
      `/vps/${encodeURIComponent(vps.id)}`,
      escapeMarkup(vpsName(vps)),
      vps.hostname ? `<span class="data-table__sub">${escapeMarkup(vps.hostname)}</span>` : '',
    ) +
    cell('vps.list.column.status', badgeMarkup(vpsStatusTones[vps.status], t('vps.status', { status: vps.status }))) +
    cell('vps.list.column.addresses', addresses) +
    cell('vps.list.column.plan', planText(vps.plan, t, number)) +
    cell('vps.list.column.location', escapeMarkup(vps.region?.name ?? vps.region?.code ?? t('value.missing'))) +
    `</tr>`
  );
}

/**
 * The list's table (DataTable: caption, header, rows) for its first page without a filter, as React draws it once the
 * page is read; null where `vpsFirstRows` is.
 */
export function vpsFirstTable(body: unknown, t: FirstRowWords, number: (value: number) => string): string | null {
  const rows = vpsFirstRows(body, t, number);
  if (rows === null) return null;
  return dataTableMarkup(
    t('vps.list.caption', { filtered: 'no', page: 'first' }),
    [
      { header: t('vps.list.column.server'), primary: true, sort: 'ascending' },
      ...(['status', 'addresses', 'plan', 'location'] as const).map((column) => ({
        header: t(`vps.list.column.${column}`),
      })),
    ],
    rows,
  );
}

/**
 * The `<tr>` rows of the list's first page (`GET /vps`'s answer, `{ data: [...] }`), or null when the answer is not
 * one the list shows as it is (see above) or has no server (the list then says there are none: the app draws that).
 */
export function vpsFirstRows(body: unknown, t: FirstRowWords, number: (value: number) => string): string | null {
  const servers = firstPageItems(body, server);
  return servers && servers.map((s) => row(s, t, number)).join('');
}
