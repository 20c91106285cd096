import { useNavigate, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { sharingDemoMessages } from '../messages/demo/catalog';

/** Why no world was made, and, when the button knows better than the code's words, what support can do. */
export interface ContinueFailure {
  error: unknown;
  said?: { title: string; detail: string };
}

/**
 * "Continue in a world" in a replay's banner (src/app/replay-banner.tsx), in a demo build only (src/demo-build.d.ts):
 * asks the mock for a world made from the bundle and signs in to it at the same address. A refusal goes to
 * `onFailure` (the banner shows it under its text); `null` when a new try starts.
 */
export default function ContinueInWorld({ onFailure }: { onFailure: (failure: ContinueFailure | null) => void }) {
  const t = useMessages(sharingDemoMessages);
  const router = useRouter();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // A second press before React re-renders with `busy` (a double click lands in the same tick) would build a second
  // world: the guard is a ref, as in the guarded mutation helper (src/api/guarded-mutation.ts).
  const sending = useRef(false);

  async function continueInWorld() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    onFailure(null);
    try {
      const { continueInWorld: start } = await import('../continue-in-world');
      const href = await start(router.options.context);
      await navigate({ href, replace: true });
    } catch (error) {
      // Too large even as sent (only the reads the world takes, compact): what the view can be made into instead.
      const tooLarge = error instanceof ApiError && error.status === 413;
      onFailure(
        tooLarge
          ? { error, said: { title: t('sharingDemo.tooLarge'), detail: t('sharingDemo.tooLarge.detail') } }
          : { error },
      );
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Button size="small" variant="primary" pending={busy} onClick={() => void continueInWorld()}>
      {busy ? t('sharingDemo.continuing') : t('sharingDemo.continue')}
    </Button>
  );
}
