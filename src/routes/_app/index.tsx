import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingArea } from '@/app/nav-areas';
import { NoReadableArea } from '@/app/no-readable-area';

/** `/` is the first area the key can read; a key that can read none is told which scopes the areas need. */
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    const area = landingArea(context.session.get()?.scopes ?? null);
    if (area) throw redirect({ to: area.to, replace: true });
  },
  component: NoReadableArea,
});
