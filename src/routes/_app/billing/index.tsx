import { createFileRoute, redirect } from '@tanstack/react-router';

/** Billing opens on its invoices (the first of its sections). */
export const Route = createFileRoute('/_app/billing/')({
  beforeLoad: () => {
    throw redirect({ to: '/billing/invoices', replace: true });
  },
});
