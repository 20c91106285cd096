import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import './dialog.css';

/**
 * The kit's one dialog (Radix: focus trapped inside, Escape and the overlay close it, the page behind is inert).
 * Opened from an outside button (no Radix Trigger), so focus is handed back to whatever had it when it opened.
 * `locked` keeps it open while something it started is on its way (a request must not lose its screen).
 *
 * Features never import Radix: `ConfirmDialog` and the domain bulk dialogs are built on this.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  locked = false,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  locked?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && locked) return;
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={['dialog', className].filter(Boolean).join(' ')}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo.current?.isConnected) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's row of buttons, at its foot. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}

/** A button that closes the dialog (Cancel, Close). */
export function DialogClose({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="ghost" disabled={disabled}>
        {children}
      </Button>
    </RadixDialog.Close>
  );
}
