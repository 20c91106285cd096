import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useReplay } from '@/ui/replay-mode';
import { ShareViewContext } from '@/ui/share-view';

// The dialog, its words and the bundle code are a chunk of their own, fetched when the dialog first opens.
const ShareViewDialog = lazy(() => import('@/features/sharing/components/share-dialog'));

/** Offers "Share this view with support" to the header and every problem alert below it. */
export function ShareViewHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const share = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  // A replay is support's copy of a customer's view: nothing of it to share back.
  const replay = useReplay();
  return (
    <ShareViewContext.Provider value={replay ? null : share}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ShareViewDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ShareViewContext.Provider>
  );
}
