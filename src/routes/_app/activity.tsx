import { createFileRoute, redirect } from '@tanstack/react-router';
import { accountLogSearch } from '@/features/audit/audit-route-params';

/**
 * The account log's old address (it was called "Activity log"): bookmarks and support links keep working, their
 * filters with them. Replaced in the history, so Back does not land here again.
 */
export const Route = createFileRoute('/_app/activity')({
  validateSearch: accountLogSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account-log', search, replace: true });
  },
});
