import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { opaqueId } from '@/api/schemas/common';
import { ensureCatalog } from '@/i18n';
import { VpsDetailPage } from '@/features/vps/components/vps-detail-page';
import { vpsDetailMessages, vpsMessages } from '@/features/vps/messages/catalog';
import { loadVpsQueries, loadVpsSectionQueries, vpsTabValues, type VpsTab } from '@/features/vps/vps-route-params';

/** The contract's `vpsIdParam` (`opaqueId('vps_')`), built here so the route does not load the whole VPS contract. */
const vpsIdParam = opaqueId('vps_');

/** The tab is in the URL (shareable, back button); none or an unknown one is the overview. */
const searchSchema = z.object({
  tab: z.catch(z.optional(z.enum(vpsTabValues)), undefined),
});

/** The server and what its open tab needs, loaded together (and on hover of a tab link). */
async function loadServer(queryClient: QueryClient, id: string, tab: VpsTab): Promise<void> {
  const [{ vpsQueries }, { vpsSectionQueries }] = await Promise.all([loadVpsQueries(), loadVpsSectionQueries()]);
  const tabData = {
    overview: () => null,
    network: () => queryClient.ensureQueryData(vpsSectionQueries.network(id)),
    'ssh-keys': () => queryClient.ensureQueryData(vpsSectionQueries.sshKeys(id)),
    snapshots: () => queryClient.ensureQueryData(vpsSectionQueries.snapshots(id)),
  } satisfies Record<VpsTab, () => Promise<unknown> | null>;
  await Promise.all([queryClient.ensureQueryData(vpsQueries.detail(id)), tabData[tab]()]);
}

export const Route = createFileRoute('/_app/vps/$vpsId')({
  // A malformed id is not a server address: "page not found" without asking the server.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(vpsIdParam, params.vpsId).success) throw notFound();
  },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'overview' }),
  loader: ({ context, params, deps }) =>
    Promise.all([
      ensureCatalog(vpsMessages),
      ensureCatalog(vpsDetailMessages),
      loadServer(context.queryClient, params.vpsId, deps.tab),
    ]),
  component: VpsRoute,
});

function VpsRoute() {
  const { vpsId } = Route.useParams();
  const { tab } = Route.useLoaderDeps();
  return <VpsDetailPage vpsId={vpsId} tab={tab} />;
}
