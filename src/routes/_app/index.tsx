import { createFileRoute, redirect } from '@tanstack/react-router';

// Until the server areas land, the first (and only) area is the landing page.
export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    throw redirect({ to: '/support/tickets', search: { status: 'all' }, replace: true });
  },
});
