import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMessages, type Locale } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { Button } from '@/ui/button';
import { OperationsDrawer } from '@/ui/operations/operations-drawer';
import { useOperations } from '@/ui/operations/operations-provider';
import { isFollowed } from '@/ui/operations/operations-store';
import { useShareView } from '@/ui/share-view';
import { ThemeSwitch } from '@/ui/theme-switch';
import { useFormat } from '@/ui/format/use-format';
import { isDialogOpen } from './shortcut-keys';
import { useSession } from './session';

/**
 * A link to a page of the account that may not be in this build's route tree yet (Account, Team and Sessions are
 * built apart, issue 40): an ordinary link, followed inside the app (no reload) as the router's own links are.
 */
function AccountPageLink({ href, children, onFollow }: { href: string; children: ReactNode; onFollow: () => void }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} className="person-menu__link" onClick={follow}>
      {children}
    </a>
  );
}

/**
 * The header's person menu (issue 40): a disclosure button that says who is signed in (a person's name, or the key's
 * name for an API key sign-in) and a panel with what belongs to the person rather than to a screen: the language,
 * the theme, the account log, the operations, share view, the account's pages and sign-out. Escape or a click
 * outside closes it, focus back on the button; following a link, or opening a dialog from it, closes it too (the
 * dialog gives focus back to the button). The panel stays in the page while closed (`hidden`), so a banner's
 * "Follow the job" still finds the operations drawer.
 */
export function PersonMenu() {
  const t = useMessages();
  const format = useFormat();
  const { session, signOut } = useSession();
  const shareView = useShareView();
  const running = useOperations().filter(isFollowed).length;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const runningId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const scopes = session?.scopes ?? null;
  const readOnly = scopes ? !scopes.some((scope) => !scope.startsWith('read:')) : false;
  // The account log and the keys, for a key that may read them (unknown scopes: the server decides).
  const canReadLog = scopes === null || scopes.includes('read:audit');
  const canReadKeys = scopes === null || scopes.includes('read:keys');

  const who = session?.signedInAs ?? null;
  const queryClient = useQueryClient();
  const isPerson = who?.kind === 'person' && (session?.key.startsWith('hps_') ?? false);
  const saveLanguage = isPerson
    ? (locale: Locale) =>
        void import('./profile-language')
          .then(({ saveProfileLanguage }) => saveProfileLanguage(locale, queryClient))
          .catch(() => undefined)
    : undefined;
  const keyName = who?.kind === 'key' ? who.name : null;
  const personName = who?.kind === 'person' ? who.name : null;
  const account = session?.customerName ?? null;
  const label =
    keyName !== null
      ? t('shell.account.keyButton', { name: keyName })
      : (personName ?? account ?? t('shell.account.signedIn'));
  const signedInLine =
    who?.kind === 'key'
      ? keyName !== null
        ? t('shell.account.signedInWithKey', { name: keyName })
        : t('shell.account.signedInWithAKey')
      : (personName ?? account) !== null
        ? t('shell.account.signedInAs', { name: personName ?? account ?? '' })
        : t('shell.account.signedIn');
  // The account's name, when the line above names someone or something else.
  const accountLine = account !== null && account !== personName && who !== null ? account : null;

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  // Another page: the menu closes behind the link followed (in it, or in a dialog opened from it).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    if (open) setOpen(false);
  }
  const toButton = useCallback(() => button.current, []);
  /**
   * A dialog opened from the menu (operations, share view) takes its place: the menu closes, and focus comes back to
   * the menu's button when the dialog closes (Radix gives it back to what had focus as it opened).
   */
  const beforeDialog = () => {
    button.current?.focus();
    setOpen(false);
  };

  // A click outside closes it; not one in a dialog opened from it (the operations, share view), which keeps it open
  // so that the dialog's focus goes back to the control that opened it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node) || isDialogOpen()) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="person-menu"
      onKeyDown={(event) => {
        // Escape in the panel or on its button (not in a dialog opened from it: that one closes itself).
        if (event.key !== 'Escape' || !open || !root.current?.contains(event.target as Node)) return;
        event.preventDefault();
        close(true);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button--ghost person-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={running > 0 ? runningId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="person-menu__icon" aria-hidden="true" />
        <span className="person-menu__name">{label}</span>
        {running > 0 && (
          <span className="counter" aria-hidden="true">
            {format.number(running)}
          </span>
        )}
        <span className="person-menu__caret" aria-hidden="true" />
      </button>
      {running > 0 && (
        <span id={runningId} className="visually-hidden">
          {t('shell.account.operationsRunning', { count: running })}
        </span>
      )}
      <div id={panelId} className="person-menu__panel" hidden={!open}>
        <div className="person-menu__who">
          <p className="person-menu__signed-in">{signedInLine}</p>
          {accountLine !== null && <p>{t('shell.account.ofAccount', { name: accountLine })}</p>}
          {readOnly && <p>{t('shell.account.readOnly')}</p>}
          {session?.demo && <p>{t('shell.account.demoWorld', { scenario: session.demo.scenario })}</p>}
        </div>
        <div className="person-menu__section">
          <LanguageSwitch className="person-menu__language" onChosen={saveLanguage} />
          <ThemeSwitch className="person-menu__theme" />
        </div>
        <div className="person-menu__section person-menu__actions">
          <OperationsDrawer showLog={canReadLog} onOpen={beforeDialog} returnFocusTo={toButton} />
          {shareView && (
            <Button
              variant="ghost"
              onClick={() => {
                beforeDialog();
                shareView();
              }}
            >
              {t('shell.shareViewShort')}
            </Button>
          )}
        </div>
        <nav className="person-menu__section" aria-label={t('shell.account.yourAccount')}>
          <ul className="person-menu__links">
            {canReadLog && (
              <li>
                <Link to="/account-log" className="person-menu__link" onClick={() => close(false)}>
                  {t('shell.account.accountLog')}
                </Link>
              </li>
            )}
            <li>
              <AccountPageLink href="/account" onFollow={() => close(false)}>
                {t('shell.account.account')}
              </AccountPageLink>
            </li>
            {canReadKeys && (
              <li>
                <Link to="/account/keys" className="person-menu__link" onClick={() => close(false)}>
                  {t('shell.account.apiKeys')}
                </Link>
              </li>
            )}
            <li>
              <AccountPageLink href="/account/team" onFollow={() => close(false)}>
                {t('shell.account.team')}
              </AccountPageLink>
            </li>
            <li>
              <AccountPageLink href="/account/sessions" onFollow={() => close(false)}>
                {t('shell.account.sessions')}
              </AccountPageLink>
            </li>
          </ul>
        </nav>
        <div className="person-menu__section">
          <Button variant="ghost" className="person-menu__sign-out" onClick={() => void signOut('signed-out')}>
            {t('shell.signOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}
