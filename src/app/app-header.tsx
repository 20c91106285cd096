import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { MainNav } from './main-nav';
import { PaletteLauncher } from './palette-launcher';
import { PersonMenu } from './person-menu';
import { useSession } from './session';

/**
 * The signed-in header, one row (issue 40): brand, the areas (behind a menu button where they do not fit), search,
 * and the person menu (who is signed in, language, theme, activity, operations, share view, the account, sign-out).
 * The static frame draws the same row (src/boot/static-shell.ts), so nothing moves when this replaces it.
 */
export function AppHeader() {
  const t = useMessages();
  const { session } = useSession();
  return (
    <header className="header">
      <Link to="/" className="brand header__brand">
        <span className="brand__mark" aria-hidden="true" />
        {t('shell.brand')}
      </Link>
      <MainNav scopes={session?.scopes ?? null} />
      <div className="header__end">
        <PaletteLauncher />
        <PersonMenu />
      </div>
    </header>
  );
}
