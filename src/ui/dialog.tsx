import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { Button } from './button';
import type { DialogProps } from './dialog-frame';
import { preloadable } from './preloadable';
import { useWhenIdle } from './use-when-idle';
import './dialog.css';

// Radix and the dialog's frame are a chunk of their own: a screen that only offers a dialog (a power menu's
// confirmation, a bulk action) does not carry it in its first screen. It is fetched when the browser is idle after
// such a screen has drawn, and at the latest when a dialog first opens; once fetched, a dialog opens at once.
const frame = preloadable(
  () => import('./dialog-frame'),
  (module) => module.default,
);
/** Fetches the dialog's chunk now (the idle moment after a screen with a dialog has drawn does the same). */
export const preloadDialog = (): Promise<void> => frame.preload();

const CloseContext = createContext<(() => void) | null>(null);

/**
 * The kit's one dialog (Radix: focus trapped inside, Escape and the overlay close it, the page behind is inert).
 * Opened from an outside button (no Radix Trigger), so focus is handed back to whatever had it when it opened.
 * `locked` keeps it open while something it started is on its way (a request must not lose its screen).
 * Nothing is drawn until it first opens; from then on Radix draws it, closed or open (its focus return and exit).
 *
 * Features never import Radix: `ConfirmDialog` and the domain bulk dialogs are built on this.
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, locked = false } = props;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  useWhenIdle(() => void preloadDialog().catch(() => undefined), []);
  if (!used) return null;
  const close = () => {
    if (!locked) onOpenChange(false);
  };
  return (
    <CloseContext.Provider value={close}>
      <Suspense fallback={null}>
        <frame.Component {...props} />
      </Suspense>
    </CloseContext.Provider>
  );
}

/** The dialog's row of buttons, at its foot. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}

/** A button that closes the dialog (Cancel, Close); a locked dialog stays open. */
export function DialogClose({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const close = useContext(CloseContext);
  return (
    <Button variant="ghost" disabled={disabled} onClick={() => close?.()}>
      {children}
    </Button>
  );
}
