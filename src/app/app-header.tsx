import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { Button } from '@/ui/button';
import { OperationsDrawer } from '@/ui/operations/operations-drawer';
import { useShareView } from '@/ui/share-view';
import { ThemeSwitch } from '@/ui/theme-switch';
import { MainNav } from './main-nav';
import { PaletteLauncher } from './palette-launcher';
import { useSession } from './session';

export function AppHeader() {
  const t = useMessages();
  const { session, signOut } = useSession();
  const shareView = useShareView();
  const scopes = session?.scopes ?? null;
  const readOnly = scopes ? !scopes.some((s) => !s.startsWith('read:')) : false;
  // The account log, for a key that may read it (unknown scopes: the server decides).
  const canReadLog = scopes === null || scopes.includes('read:audit');
  const keyLabel = readOnly
    ? t('shell.account.readOnlyKey')
    : scopes
      ? t('shell.account.scopeCount', { count: scopes.length })
      : t('shell.account.apiKey');

  return (
    <header className="header">
      <Link to="/" className="brand header__brand">
        <span className="brand__mark" aria-hidden="true" />
        {t('shell.brand')}
      </Link>
      <PaletteLauncher />
      <LanguageSwitch className="header__language" short />
      <ThemeSwitch className="header__theme" />
      <div className="header__end">
        {/*
          Who is signed in comes first (on a phone it is a row of its own above the buttons), so the log's link is
          reached in the order it is seen. Two lines at most, with or without the link: the row keeps the height the
          static frame gives it (src/boot/static-shell.ts).
        */}
        <div className="header__who">
          <span className="header__name">{session?.customerName ?? t('shell.account.signedIn')}</span>
          <span className="header__key">
            {session?.demo ? t('shell.account.demo', { scenario: session.demo.scenario, key: keyLabel }) : keyLabel}
            {canReadLog && (
              <>
                <span aria-hidden="true"> · </span>
                <Link to="/account-log" className="header__log">
                  {t('shell.account.accountLog')}
                </Link>
              </>
            )}
          </span>
        </div>
        <OperationsDrawer showLog={canReadLog} />
        {shareView && (
          <Button variant="ghost" onClick={shareView}>
            {t('shell.shareViewShort')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void signOut('signed-out')}>
          {t('shell.signOut')}
        </Button>
      </div>
      {/* Last, on a row of its own: the areas can be many, and the focus order stays the visual order. */}
      <MainNav scopes={scopes} />
    </header>
  );
}
