import { useRouter } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { teamMessages } from '@/features/team/messages/catalog';

/** Where the demo build keeps the mock's world for a person's sign-in (the session area's `DEMO_WORLD_STORAGE_KEY`). */
const DEMO_WORLD_STORAGE_KEY = 'hosting-panel.demo-world';

function demoWorldId(fromSession: string | null): string | null {
  if (fromSession) return fromSession;
  try {
    return window.sessionStorage.getItem(DEMO_WORLD_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The demo build's link to the mock's stand-in outbox (`/__mock/outbox/<worldId>`), where an invitation mail and its
 * accept link can be read. Loaded only behind `__DEMO__`: the production build never names the mock.
 */
export default function OutboxLink() {
  const t = useMessages(teamMessages);
  const session = useRouter().options.context.session.get();
  const worldId = demoWorldId(session?.demo?.worldId ?? null);
  if (!worldId) return null;
  return (
    <p className="team-outbox">
      <a href={`/__mock/outbox/${encodeURIComponent(worldId)}`} target="_blank" rel="noreferrer">
        {t('team.outbox')}
      </a>
    </p>
  );
}
