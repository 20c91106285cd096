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
 * The loader starts the reads (or takes them over from the boot script) and waits for them, up to the list's wait
 * (`ATTENTION_WAIT_MS`, counted from here): the list appears whole (home-page.tsx), and on a first visit the boot
 * script has drawn it from the same answers (src/features/home/home-first-rows.ts), which React's first render then
 * puts in its place as it is, not a "Checking…" in between. Data already read is shown at once (and read again).
 */
export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const readsSince = Date.now();
    const areas = homeAreasOf(context.session.get()?.scopes ?? null);
    if (areas.length === 0) return { areas, readsSince };
    const [{ ATTENTION_WAIT_MS, homeQueries, homeReadNames }] = await Promise.all([
      import('@/features/home/api/home-queries'),
      ensureCatalog(homeMessages),
    ]);
    const reads = homeReadNames(areas, readsSince).map((name) =>
      // A failed read is its area's error, shown by the page.
      context.queryClient.ensureQueryData(homeQueries.read(name, readsSince)).catch(() => undefined),
    );
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(reads),
      new Promise((resolve) => {
        waited = setTimeout(resolve, Math.max(0, ATTENTION_WAIT_MS - (Date.now() - readsSince)));
      }),
    ]);
    clearTimeout(waited);
    return { areas, readsSince };
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { areas, readsSince } = Route.useLoaderData();
  return areas.length === 0 ? <NoReadableArea /> : <HomePage areas={areas} readsSince={readsSince} />;
}
