import { lazy, Suspense, type ComponentType } from 'react';
import { ensureCatalog } from '@/i18n';
import { sharingMessages } from '@/features/sharing/messages/catalog';

// Its own chunk (about 2 KB gzip with its words), drawn with the sign-in page: it is the page's largest paint on a
// phone, so waiting for an idle moment made the page's LCP (2.4 s on the bench's phone, the goal 1.8 s). Reading and
// replaying a file are another chunk, fetched when a file is chosen.
const importOpenView = () => import('@/features/sharing/components/open-view');
const OpenView = lazy(importOpenView);
/**
 * The section once its chunk is here: drawn as it is, since even an arrived lazy() suspends its first render, and React
 * holds a Suspense boundary's content back for up to 300 ms after it suspended (its fallback throttle).
 */
let loaded: ComponentType | null = null;

/**
 * For the sign-in route's loader: the section's code and words, fetched beside the page's own. A failure here never
 * holds the page back: the section then loads lazily as it renders, as it did before.
 */
export function loadOpenCustomerView(): Promise<void> {
  return Promise.all([importOpenView(), ensureCatalog(sharingMessages)]).then(
    ([module]) => {
      loaded = module.default;
    },
    () => undefined,
  );
}

/** "Open a customer's view" on the sign-in page (src/features/sharing), last on the page: it moves nothing above it. */
export function OpenCustomerView() {
  const Loaded = loaded;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <OpenView />
    </Suspense>
  );
}
