import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { ActivityDrawer } from './operations/activity-drawer';
import { useOperationsStore } from './operations/operations-provider';
import { RateLimitBanner } from './rate-limit-banner';

/**
 * Areas of the panel. Each appears here when its screens exist; the order is the one customers scan in
 * (their servers first, billing and support last).
 */
const areas = [{ to: '/support/tickets', label: 'Support' }] as const;

export function AppShell() {
  const router = useRouter();
  const session = router.options.context.session;
  const current = useSyncExternalStore(session.subscribe, session.get);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const operations = useOperationsStore();

  async function signOut() {
    session.signOut();
    queryClient.clear();
    operations.clearAll();
    await navigate({ to: '/sign-in', search: { reason: 'signed-out' } });
  }

  const readOnly = current?.scopes ? !current.scopes.some((s) => !s.startsWith('read:')) : false;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          Control panel
        </Link>
        <nav aria-label="Main" className="nav">
          <ul>
            {areas.map((area) => (
              <li key={area.to}>
                <Link
                  to={area.to}
                  className="nav__link"
                  activeProps={{ className: 'nav__link nav__link--active', 'aria-current': 'page' }}
                >
                  {area.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header__end">
          <ActivityDrawer />
          <div className="header__who">
            <span className="header__name">{current?.customerName ?? 'Signed in'}</span>
            <span className="header__key">
              {current?.demo ? `Demo ${current.demo.scenario} · ` : ''}
              {readOnly ? 'read-only key' : current?.scopes ? `${current.scopes.length} scopes` : 'API key'}
            </span>
          </div>
          <button type="button" className="button button--ghost" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <RateLimitBanner />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
