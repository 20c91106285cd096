import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { useReplay } from '@/ui/replay-mode';
import { useSession } from './session';

// Only when continuing fails: not part of any first screen.
const ProblemAlert = lazy(() => import('@/ui/problem-alert').then((module) => ({ default: module.ProblemAlert })));

/**
 * Says, above every screen of a replay, that it is one and of when. "Continue in a world" asks the mock for a world
 * made from the bundle and signs in to it at the same address; "Leave the replay" signs out of it. When the tab could
 * not keep the bundle, it says that a reload ends the replay.
 */
export function ReplayBanner() {
  const t = useMessages();
  const format = useFormat();
  const replay = useReplay();
  const { signOut } = useSession();
  const router = useRouter();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A second press before React re-renders with `busy` (a double click lands in the same tick) would build a second
  // world: the guard is a ref, as in the guarded mutation helper (src/api/guarded-mutation.ts).
  const sending = useRef(false);
  if (!replay) return null;

  async function continueInWorld() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const { continueInWorld: start } = await import('@/features/sharing/replay');
      const href = await start(router.options.context);
      await navigate({ href, replace: true });
    } catch (error) {
      setFailure(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="replay-banner" role="status">
      <div className="replay-banner__text">
        <p>{t('replay.banner', { time: format.dateTime(replay.createdAt) })}</p>
        {replay.kept ? null : <p>{t('replay.notKept')}</p>}
      </div>
      <div className="replay-banner__actions">
        <Button size="small" variant="primary" pending={busy} onClick={() => void continueInWorld()}>
          {busy ? t('replay.continuing') : t('replay.continue')}
        </Button>
        <Button size="small" onClick={() => void signOut('signed-out')}>
          {t('replay.leave')}
        </Button>
      </div>
      {failure ? (
        <Suspense fallback={null}>
          <ProblemAlert error={failure} />
        </Suspense>
      ) : null}
    </div>
  );
}
