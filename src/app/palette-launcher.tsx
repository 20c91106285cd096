import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import type { PaletteSynonyms } from '@/features/palette/components/palette-dialog';
import { Button } from '@/ui/button';
import { preloadable } from '@/ui/preloadable';
import { visibleNavAreas, type NavArea } from './nav-areas';
import { useSession } from './session';
import { createShortcutReader, goToLetterOf, HOME_LETTER, isDialogOpen } from './shortcut-keys';
import './palette-launcher.css';

// The palette and the shortcuts list are chunks of their own, with their words and the dialog's code: the first screen
// carries only this button and the key listener. Both are fetched when the button is hovered or focused, at the latest on opening.
const palette = preloadable(
  () => import('@/features/palette/components/palette-dialog').then(async (m) => (await m.preparePalette(), m)),
  (module) => module.default,
);
const shortcuts = preloadable(
  () => import('@/features/palette/components/shortcuts-dialog').then(async (m) => (await m.prepareShortcuts(), m)),
  (module) => module.default,
);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The header's search button and the page's keyboard shortcuts (src/app/shortcut-keys.ts): Ctrl+K / ⌘K and the
 * button open the command palette, `?` the shortcuts list, `g` then a letter goes to an area the key can read.
 */
export function PaletteLauncher() {
  const t = useMessages();
  const navigate = useNavigate();
  const { session, signOut } = useSession();
  const scopes = session?.scopes ?? null;
  // The areas the key can read, and the account log when it may read it (as the header's link): where to go. The
  // log is also found by its former name ("activity").
  const areas: {
    to: '/account-log' | '/account/keys' | NavArea['to'];
    label: NavArea['label'] | 'shell.account.accountLog' | 'shell.account.apiKeys';
    synonyms?: PaletteSynonyms;
  }[] = [
    ...visibleNavAreas(scopes),
    ...(scopes === null || scopes.includes('read:audit')
      ? [{ to: '/account-log' as const, label: 'shell.account.accountLog' as const, synonyms: 'accountLog' as const }]
      : []),
    ...(scopes === null || scopes.includes('read:keys')
      ? [{ to: '/account/keys' as const, label: 'shell.account.apiKeys' as const }]
      : []),
  ];
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  const [used, setUsed] = useState({ palette: false, shortcuts: false });
  const mac = isMac();

  /** The palette has drawn once (it stays mounted from then on, and opens at once). */
  const mounted = useRef(false);
  // What is typed between Ctrl+K and the palette's first drawing (its code still on its way) is kept for its field.
  const early = useRef<{ waiting: boolean; text: string }>({ waiting: false, text: '' });
  const show = (which: 'palette' | 'shortcuts') => {
    if (which === 'palette' && !mounted.current) early.current = { waiting: true, text: '' };
    setUsed((before) => ({ ...before, [which]: true }));
    setOpen(which);
  };

  const takeEarlyText = () => {
    const text = early.current.text;
    early.current = { waiting: false, text: '' };
    return text;
  };

  // The listener reads the latest areas and navigation without being added again.
  const latest = useRef({ areas, navigate, show });
  latest.current = { areas, navigate, show };
  useEffect(() => {
    const read = createShortcutReader();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (early.current.waiting && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        early.current.text += event.key;
        return;
      }
      const shortcut = read(event, performance.now(), isDialogOpen());
      if (!shortcut) return;
      const { areas: readable, navigate: go, show: open } = latest.current;
      if (shortcut.kind === 'go') {
        if (shortcut.letter === HOME_LETTER) {
          event.preventDefault();
          void go({ to: '/' });
          return;
        }
        const area = readable.find((candidate) => goToLetterOf(candidate.to) === shortcut.letter);
        if (!area) return;
        event.preventDefault();
        void go({ to: area.to });
        return;
      }
      event.preventDefault();
      open(shortcut.kind === 'help' ? 'shortcuts' : 'palette');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const preload = () => void palette.preload().catch(() => undefined);

  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className="palette-launcher"
        aria-label={t('shell.palette.open')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => show('palette')}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span className="palette-launcher__icon" aria-hidden="true" />
        <span className="palette-launcher__text">{t('shell.palette.open')}</span>
        <kbd className="palette-launcher__keys" aria-hidden="true">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      <Suspense fallback={null}>
        {used.palette && (
          <palette.Component
            open={open === 'palette'}
            onOpenChange={(next) => setOpen(next ? 'palette' : null)}
            destinations={areas.map((area) => ({ href: area.to, label: t(area.label), synonyms: area.synonyms }))}
            onSignOut={() => void signOut('signed-out')}
            takeEarlyText={() => {
              mounted.current = true;
              return takeEarlyText();
            }}
          />
        )}
        {used.shortcuts && (
          <shortcuts.Component
            open={open === 'shortcuts'}
            onOpenChange={(next) => setOpen(next ? 'shortcuts' : null)}
            mac={mac}
            goTo={[
              { letter: HOME_LETTER, label: null },
              ...areas.flatMap((area) => {
                const letter = goToLetterOf(area.to);
                return letter ? [{ letter, label: t(area.label) }] : [];
              }),
            ]}
          />
        )}
      </Suspense>
    </>
  );
}
