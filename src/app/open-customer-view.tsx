import { lazy, Suspense, useState } from 'react';
import { useWhenIdle } from '@/ui/use-when-idle';

// Its own chunk, fetched once the sign-in page is drawn and the browser is idle (it is no part of the first screen's
// bytes); reading and replaying a file are another, fetched when a file is chosen.
const OpenView = lazy(() => import('@/features/sharing/components/open-view'));

/** "Open a customer's view" on the sign-in page (src/features/sharing), last on the page: it moves nothing above it. */
export function OpenCustomerView() {
  const [ready, setReady] = useState(false);
  useWhenIdle(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <OpenView />
    </Suspense>
  );
}
