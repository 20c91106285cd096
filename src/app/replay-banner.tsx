import { lazy, Suspense, useState } from 'react';
import type { ContinueFailure } from '@/features/sharing/components/continue-in-world';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { useReplay } from '@/ui/replay-mode';
import { useSession } from './session';

// Only when continuing fails: not part of any first screen.
const ProblemAlert = lazy(() => import('@/ui/problem-alert').then((module) => ({ default: module.ProblemAlert })));
// "Continue in a world" asks the mock (`/__mock`): in a demo build only (src/demo-build.d.ts). In production this is
// null, and the button, its words and the mock's client are not in the build.
const ContinueInWorld = __DEMO__ ? lazy(() => import('@/features/sharing/components/continue-in-world')) : null;

/**
 * Says, above every screen of a replay, that it is one and of when. "Continue in a world" (a demo build's) asks the
 * mock for a world made from the bundle and signs in to it at the same address; "Leave the replay" signs out of it.
 * When the tab could not keep the bundle, it says that a reload ends the replay.
 */
export function ReplayBanner() {
  const t = useMessages();
  const format = useFormat();
  const replay = useReplay();
  const { signOut } = useSession();
  const [failure, setFailure] = useState<ContinueFailure | null>(null);
  if (!replay) return null;

  return (
    <div className="replay-banner" role="status">
      <div className="replay-banner__text">
        <p>{t('replay.banner', { time: format.dateTime(replay.createdAt) })}</p>
        {replay.kept ? null : <p>{t('replay.notKept')}</p>}
      </div>
      <div className="replay-banner__actions">
        {ContinueInWorld && (
          <Suspense fallback={null}>
            <ContinueInWorld onFailure={setFailure} />
          </Suspense>
        )}
        <Button size="small" onClick={() => void signOut('signed-out')}>
          {t('replay.leave')}
        </Button>
      </div>
      {failure ? (
        <Suspense fallback={null}>
          <ProblemAlert error={failure.error} said={failure.said} />
        </Suspense>
      ) : null}
    </div>
  );
}
