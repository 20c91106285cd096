import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) {
      // A navigation that races a 401's sign-out (a click on a link whose preload got the 401) still says why.
      const reason = context.session.endedBecause() === 'expired' ? 'expired' : undefined;
      throw redirect({ to: '/sign-in', search: { redirect: location.href, reason } });
    }
  },
  component: AppShell,
});
