import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { useReplay } from '@/ui/replay-mode';
import { useSession } from './session';

/** Says, above every screen of a replay, that it is one and of when; the way out is signing out of it. */
export function ReplayBanner() {
  const t = useMessages();
  const format = useFormat();
  const replay = useReplay();
  const { signOut } = useSession();
  if (!replay) return null;
  return (
    <div className="replay-banner" role="status">
      <p>{t('replay.banner', { time: format.dateTime(replay.createdAt) })}</p>
      <Button size="small" onClick={() => void signOut('signed-out')}>
        {t('replay.leave')}
      </Button>
    </div>
  );
}
