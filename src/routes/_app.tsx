import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
  },
  component: AppShell,
});
