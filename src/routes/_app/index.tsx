import { createFileRoute } from '@tanstack/react-router';
import type { HomeAreaPath } from '@/api/home-reads';
import { visibleNavAreas } from '@/app/nav-areas';
import { NoReadableArea } from '@/app/no-readable-area';
import { ensureCatalog } from '@/i18n';
import { homeMessages } from '@/features/home/messages/catalog';
import { HomePage } from '@/features/home/components/home-page';

const HOME_AREAS: readonly HomeAreaPath[] = [
  '/vps',
  '/hosting',
  '/domains',
  '/orders',
  '/billing/invoices',
  '/support/tickets',
];

/** The areas Home reads for a key: those it can read (every one when its scopes are not known). */
function homeAreasOf(scopes: readonly string[] | null): HomeAreaPath[] {
  const visible = visibleNavAreas(scopes).map((area) => area.to as string);
  return HOME_AREAS.filter((area) => visible.includes(area));
}

/**
 * `/` is Home for every key that can read an area; a key that can read none is told which scopes the areas need.
 * The loader waits only for the words: the reads start here (or came early from the boot script) and each area
 * shows when its own answer arrives, so a slow area never holds the page.
 */
export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const areas = homeAreasOf(context.session.get()?.scopes ?? null);
    if (areas.length === 0) return { areas };
    const [{ homeQueries, homeReadNames }] = await Promise.all([
      import('@/features/home/api/home-queries'),
      ensureCatalog(homeMessages),
    ]);
    const nowMs = Date.now();
    for (const name of homeReadNames(areas, nowMs))
      void context.queryClient.prefetchQuery(homeQueries.read(name, nowMs));
    return { areas };
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { areas } = Route.useLoaderData();
  return areas.length === 0 ? <NoReadableArea /> : <HomePage areas={areas} />;
}
