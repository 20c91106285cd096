import { createFileRoute } from '@tanstack/react-router';
import { loadOpenCustomerView, OpenCustomerView } from '@/app/open-customer-view';
import { PublicShell } from '@/app/public-shell';

/**
 * Support staff's own entry (issue 39): "Open a customer's view" (ledger "View bundles"), off the customers' sign-in
 * page, still reachable without signing in. Support staff know the address; nothing on the customers' way links here.
 */
export const Route = createFileRoute('/support/open-view')({
  loader: () => loadOpenCustomerView(),
  component: OpenViewRoute,
});

function OpenViewRoute() {
  return (
    <PublicShell>
      <OpenCustomerView />
    </PublicShell>
  );
}
