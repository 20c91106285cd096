import { createFileRoute, redirect } from '@tanstack/react-router';
import { paymentHistorySearch } from '@/features/billing/billing-route-params';

/**
 * The payment history's old address (`/billing/activity`, as the API names it): bookmarks and support links keep
 * working, their filters with them. Replaced in the history, so Back does not land here again.
 */
export const Route = createFileRoute('/_app/billing/activity')({
  validateSearch: paymentHistorySearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/billing/history', search, replace: true });
  },
});
