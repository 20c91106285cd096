import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { GuardWait, useGuardState, type MutationGuard } from './guard';
import { ProblemAlert } from './problem-alert';
import './dialog.css';

/**
 * Confirmation for consequential actions. It says what will happen, can demand the resource's name for
 * irreversible ones, stays open while the request runs, and shows the failure in place so nothing is lost.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'default',
  typeToConfirm,
  guard,
  pending: pendingProp = false,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  tone?: 'default' | 'danger';
  typeToConfirm?: string;
  /** The mutation the confirm button sends: busy while it runs, a 429's wait shown on the button. */
  guard?: MutationGuard;
  /** Busy without a mutation of the kit's (e.g. a multi-step flow). */
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const t = useMessages();
  const { busy, waitSeconds } = useGuardState(guard);
  const pending = pendingProp || busy;
  const [typed, setTyped] = useState('');
  // Opened from an outside button (no Radix Trigger), so focus must be handed back to it explicitly.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const matches = typeToConfirm === undefined || typed.trim() === typeToConfirm;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="dialog"
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
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <div className="dialog__body">{description}</div>
          {children}
          {typeToConfirm !== undefined && (
            <label className="field">
              <span className="field__label">
                {t.rich('confirm.typeToConfirm', { name: <strong>{typeToConfirm}</strong> })}
              </span>
              <input className="input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            </label>
          )}
          {error ? <ProblemAlert error={error} /> : null}
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--ghost" disabled={pending}>
                {t('confirm.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
              disabled={!matches || pending || waitSeconds !== null}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {pending ? t('confirm.working') : confirmLabel}
              <GuardWait seconds={waitSeconds} />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
