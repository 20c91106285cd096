import { lazy, Suspense } from 'react';

// Its own chunk, fetched when the sign-in page shows (after the page is drawn); reading and replaying a file are
// another, fetched when a file is chosen.
const OpenView = lazy(() => import('@/features/sharing/components/open-view'));

/** "Open a customer's view" on the sign-in page (src/features/sharing). */
export function OpenCustomerView() {
  return (
    <Suspense fallback={null}>
      <OpenView />
    </Suspense>
  );
}
