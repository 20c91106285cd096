import type { QueryClient } from '@tanstack/react-query';
import type { Vps } from '@/api/schemas/vps';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isTimeframeAlias, normalizeTimeframe, type MetricsTimeframe } from '@/api/schemas/vps-values';
import { ensureCatalog, problemMessages } from '@/i18n';
import { VpsDetailPage } from '@/features/vps/components/vps-detail-page';
import {
  vpsDetailMessages,
  vpsMessages,
  vpsMetricsMessages,
  vpsSectionsMessages,
} from '@/features/vps/messages/catalog';
import {
  loadMetricsCharts,
  loadVpsMetricsQueries,
  loadVpsQueries,
  loadVpsSectionQueries,
  powerParamValues,
  recoverParamValues,
  timeframeParams,
  vpsRouteParam,
  vpsTabValues,
  type VpsTab,
  vpsTabSortValues,
  vpsTabStatusValues,
} from '@/features/vps/vps-route-params';

/**
 * The tab is in the URL (shareable, back button); none or an unknown one is the overview. So is the metrics
 * timeframe: an alias (`7d`) is accepted and replaced by its name (`week`), anything else is the default hour.
 * So is a power action's confirmation (`power`), the dialog's selection: anything unknown opens nothing.
 */
const searchSchema = z.lazy(() =>
  z.object({
    tab: z.catch(z.optional(z.enum(vpsTabValues)), undefined),
    timeframe: z.catch(z.optional(z.enum(timeframeParams)), undefined),
    /** A power action's confirmation to open (the overview's Power menu opens it, when its gate allows). */
    power: z.catch(z.optional(z.enum(powerParamValues)), undefined),
    /** A reinstall's or rescue's confirmation to open (the palette's "Rebuild web-01"), when its gate allows. */
    recover: z.catch(z.optional(z.enum(recoverParamValues)), undefined),
    /**
     * The snapshots and SSH keys tabs' kit lists: search text, status (`all` is none) and column sort, filtered on the
     * client; a tab takes only its own values (another tab's status or sort reads as none).
     */
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z.optional(z.enum(vpsTabStatusValues)), undefined),
    sort: z.catch(z.optional(z.enum(vpsTabSortValues)), undefined),
  }),
);

/** The sections' code (each its own chunk, components/vps-sections.ts), preloaded with their tab. */
const loadVpsSections = () => import('@/features/vps/components/vps-sections');

type SectionQueries = Awaited<ReturnType<typeof loadVpsSectionQueries>>['vpsSectionQueries'];
type Sections = Awaited<ReturnType<typeof loadVpsSections>>;

/** The server and what its open tab needs, loaded together (and on hover of a tab link). */
async function loadServer(
  queryClient: QueryClient,
  id: string,
  tab: VpsTab,
  timeframe: MetricsTimeframe,
): Promise<Vps> {
  // A section's queries and code come with its tab, never with the overview.
  const section = async (code: keyof Sections, data: (queries: SectionQueries) => Promise<unknown>) => {
    const [{ vpsSectionQueries }] = await Promise.all([
      loadVpsSectionQueries(),
      loadVpsSections().then((sections) => sections[code].preload()),
    ]);
    return data(vpsSectionQueries);
  };
  const tabData = {
    overview: () => null,
    network: () => section('vpsNetworkSection', (queries) => queryClient.ensureQueryData(queries.network(id))),
    'ssh-keys': () => section('vpsSshKeysSection', (queries) => queryClient.ensureQueryData(queries.sshKeys(id))),
    snapshots: () => section('vpsSnapshotsSection', (queries) => queryClient.ensureQueryData(queries.snapshots(id))),
    metrics: async () => {
      // The charts' code (Recharts, the tab's heaviest part) starts with the data but is not waited for: the tab draws
      // its period, summary and tables with the data, and each chart in its reserved place when its code is in.
      void loadMetricsCharts().catch(() => undefined);
      const [{ vpsMetricsQueries }] = await Promise.all([
        loadVpsMetricsQueries(),
        loadVpsSections().then((sections) => sections.vpsMetricsSection.preload()),
      ]);
      return queryClient.ensureQueryData(vpsMetricsQueries.metrics(id, timeframe));
    },
  } satisfies Record<VpsTab, () => Promise<unknown> | null>;
  const [server] = await Promise.all([
    loadVpsQueries().then(({ vpsQueries }) => queryClient.ensureQueryData(vpsQueries.detail(id))),
    tabData[tab](),
  ]);
  return server;
}

/**
 * Whether the first screen says why a control is blocked, in the problem words (a gate with a code): the sections'
 * rows have gates of their own; the overview shows its recovery buttons and every tab the console's. The power menu's
 * reasons are inside a closed menu. Otherwise the words come when the browser is idle (app-shell.tsx), not before the
 * first screen: 6 KB gzip a phone waits for to say nothing.
 */
function showsBlockedReasons(server: Vps, tab: VpsTab): boolean {
  if (tab === 'network' || tab === 'ssh-keys' || tab === 'snapshots') return true;
  const { actions } = server;
  const inRescue = server.rescue?.active === true;
  const shown = [actions.canOpenConsole];
  if (tab === 'overview') {
    shown.push(actions.canRebuild, inRescue ? actions.canLeaveRescue : actions.canEnterRescue);
    shown.push(actions.canResetRootPassword);
  }
  return shown.some((gate) => !gate.allowed && Boolean(gate.code) && gate.code !== 'gate_missing');
}

export const Route = createFileRoute('/_app/vps/$vpsId')({
  // A malformed id is not a server address: "page not found" without asking the server.
  beforeLoad: ({ params, search }) => {
    if (!z.safeParse(vpsRouteParam, params.vpsId).success) throw notFound();
    if (search.timeframe && isTimeframeAlias(search.timeframe)) {
      throw redirect({
        to: '/vps/$vpsId',
        params,
        search: { ...search, timeframe: normalizeTimeframe(search.timeframe) },
        replace: true,
      });
    }
  },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => {
    const tab = search.tab ?? 'overview';
    // Only the metrics tab depends on the timeframe: changing it elsewhere reloads nothing.
    const timeframe = tab === 'metrics' && search.timeframe ? normalizeTimeframe(search.timeframe) : 'hour';
    return { tab, timeframe };
  },
  loader: async ({ context, params, deps }) => {
    const [server] = await Promise.all([
      loadServer(context.queryClient, params.vpsId, deps.tab, deps.timeframe),
      ensureCatalog(vpsMessages),
      ensureCatalog(vpsDetailMessages),
      // A tab's own words come with it: the overview waits for none of them.
      deps.tab === 'metrics'
        ? ensureCatalog(vpsMetricsMessages)
        : deps.tab === 'overview'
          ? null
          : ensureCatalog(vpsSectionsMessages),
    ]);
    // Problem and gate words, when a blocked control on this screen says why (else no "not available right now").
    if (showsBlockedReasons(server, deps.tab)) await ensureCatalog(problemMessages);
  },
  component: VpsRoute,
});

function VpsRoute() {
  const { vpsId } = Route.useParams();
  const { tab, timeframe } = Route.useLoaderDeps();
  return <VpsDetailPage vpsId={vpsId} tab={tab} timeframe={timeframe} />;
}
