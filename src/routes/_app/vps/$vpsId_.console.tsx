import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { VpsConsolePage } from '@/features/vps/console/vps-console-page';
import { vpsConsoleMessages, vpsMessages } from '@/features/vps/messages/catalog';
import { loadVpsQueries, vpsRouteParam } from '@/features/vps/vps-route-params';

/**
 * A server's serial console, a page of its own (it may be a window of its own): beside the server's screen, not in
 * it (`$vpsId_`), so it has none of the server's tabs. The terminal's code (xterm.js) loads when the page renders.
 */
export const Route = createFileRoute('/_app/vps/$vpsId_/console')({
  beforeLoad: ({ params }) => {
    if (!z.safeParse(vpsRouteParam, params.vpsId).success) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureCatalog(vpsMessages),
      ensureCatalog(vpsConsoleMessages),
      ensureCatalog(problemMessages),
      loadVpsQueries().then(({ vpsQueries }) => context.queryClient.ensureQueryData(vpsQueries.detail(params.vpsId))),
    ]),
  component: VpsConsoleRoute,
});

function VpsConsoleRoute() {
  const { vpsId } = Route.useParams();
  return <VpsConsolePage vpsId={vpsId} />;
}
