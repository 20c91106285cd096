import { Link } from '@tanstack/react-router';
import { ActivityDrawer } from '@/ui/operations/activity-drawer';
import { MainNav } from './main-nav';
import { useSession } from './session';

export function AppHeader() {
  const { session, signOut } = useSession();
  const scopes = session?.scopes ?? null;
  const readOnly = scopes ? !scopes.some((s) => !s.startsWith('read:')) : false;
  const keyLabel = readOnly ? 'read-only key' : scopes ? `${scopes.length} scopes` : 'API key';

  return (
    <header className="header">
      <Link to="/" className="brand header__brand">
        <span className="brand__mark" aria-hidden="true" />
        Control panel
      </Link>
      <MainNav scopes={scopes} />
      <div className="header__end">
        <ActivityDrawer />
        <div className="header__who">
          <span className="header__name">{session?.customerName ?? 'Signed in'}</span>
          <span className="header__key">
            {session?.demo ? `Demo ${session.demo.scenario} · ` : ''}
            {keyLabel}
          </span>
        </div>
        <button type="button" className="button button--ghost" onClick={() => void signOut('signed-out')}>
          Sign out
        </button>
      </div>
    </header>
  );
}
