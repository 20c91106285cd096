import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { onOpenOperations } from './operations-opener';
import { useOperations } from './operations-provider';
import { isFollowed } from './operations-store';
import './operations-drawer.css';

// The panel (Radix dialog and the operation list) is its own chunk: every signed-in first screen shows the
// button, few visitors open it. Hovering or focusing the button starts the download.
const loadPanel = () => import('./operations-panel');
const OperationsPanel = lazy(loadPanel);
const prefetchPanel = () => void loadPanel();

/**
 * The header's "Operations" button, with the number of operations running, and the side panel it opens:
 * running and recent operations from any page; with `showLog`, a link to the account log (`/account-log`) for
 * the older history (the shell knows whether the key may read it).
 */
export function OperationsDrawer({
  showLog = false,
  onOpen,
  returnFocusTo,
}: {
  showLog?: boolean;
  /** Called as the panel opens (the header's person menu closes behind it). */
  onOpen?: () => void;
  /** Where focus goes when the panel closes, when this button is out of sight by then (the person menu's button). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const t = useMessages();
  const format = useFormat();
  const running = useOperations().filter(isFollowed).length;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const show = useRef(() => {});
  show.current = () => {
    onOpen?.();
    setOpen(true);
  };
  // A banner's "follow the job" opens the drawer as the button would (focus comes back to the button).
  useEffect(() => onOpenOperations(() => show.current()), []);

  // Focus goes back to the button once the panel is gone (its focus trap released), whatever had focus
  // before it opened (Safari does not focus a clicked button).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    (returnFocusTo?.() ?? button.current)?.focus();
  }, [open, returnFocusTo]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost header__operations"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => show.current()}
      >
        {t('operations.button')}
        {running > 0 && (
          <span className="counter">
            <span aria-hidden="true">{format.number(running)}</span>
            <span className="visually-hidden">{t('operations.runningBadge', { count: running })}</span>
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <OperationsPanel
            showLog={showLog}
            onClose={() => {
              returnFocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
