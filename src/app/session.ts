import { useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { clearDrafts } from '@/api/drafts';
import { REPLAY_SESSION_KEY } from '@/api/storage-keys';
import { viewRecorder } from '@/api/view-recorder';
import { sharedViews } from '@/ui/share-view';
import { endSessionKey } from '@/features/session/api/end-session-key';
import type { Session, SignOutReason } from '@/features/session/session-store';
import type { AppRouter } from '@/router';

export type { SignOutReason };

/**
 * The one way out of a session, for the sign-out button, a 401 and a sign-out in another tab alike: forget the key
 * (telling the other tabs, unless it came from one), go to sign-in (after a 401 with the address to come back to),
 * then drop every cached response and tracked operation so the next key sees nothing of this one. A burst of 401s
 * signs out once. A deliberate sign-out also forgets the drafts kept on this device (a ticket reply being written);
 * an expired key keeps them, so the person who signs in again finds the reply they were writing. Leaving a replay
 * of a customer's view ends only this tab's stand-in session: no other tab is told, no draft forgotten.
 */
export async function signOut(
  router: AppRouter,
  reason: SignOutReason,
  from: 'this-tab' | 'other-tab' = 'this-tab',
): Promise<void> {
  const { session, queryClient, operations } = router.options.context;
  if (!session.isSignedIn()) return;
  const here = router.state.location;
  // A replay's stand-in session (ledger "View bundles") is this tab's alone: leaving it signs no other tab out and
  // keeps the drafts their sessions are writing.
  const standIn = session.getKey() === REPLAY_SESSION_KEY;
  const key = session.getKey();
  // A person's session key ends on the server too (ledger "People and session keys"); not waited for.
  if (reason === 'signed-out' && from === 'this-tab' && key) void endSessionKey(key);
  session.signOut(reason, from);
  if (reason === 'signed-out' && !standIn) clearDrafts();
  try {
    if (standIn) {
      // Support leaves a replay for its own entry (issue 39: "Open a customer's view" is no longer on sign-in).
      await router.navigate({ to: '/support/open-view' });
    } else if (here.pathname !== '/sign-in') {
      await router.navigate({
        to: '/sign-in',
        search: reason === 'signed-out' ? { reason } : { reason, redirect: here.href },
      });
    }
  } finally {
    // After leaving the page, so its mounted queries do not refetch (and 401) on the way out.
    queryClient.clear();
    operations.clearAll();
    // What "Share this view with support" would take from this session: gone with it.
    viewRecorder.clear();
    sharedViews.set(null);
  }
}

/** The signed-in session (re-renders on sign-in and sign-out) and the app's one sign-out. */
export function useSession(): {
  session: Session | null;
  signOut: (reason?: SignOutReason) => Promise<void>;
} {
  const router = useRouter();
  const store = router.options.context.session;
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  const leave = useCallback((reason: SignOutReason = 'signed-out') => signOut(router, reason), [router]);
  return { session, signOut: leave };
}
