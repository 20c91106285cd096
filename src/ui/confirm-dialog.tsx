import { useState, type ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { Button } from './button';
import { Dialog, DialogActions, DialogClose } from './dialog';
import { TextField } from './fields';
import { useGuardState, type MutationGuard } from './guard';
import { ProblemAlert } from './problem-alert';

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
  cancelLabel,
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
  /**
   * What the other button keeps ("Keep order", "Keep snapshot"): never a bare "Cancel" beside "Cancel order".
   * Default: "Make no change".
   */
  cancelLabel?: string;
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
  const { busy } = useGuardState(guard);
  const pending = pendingProp || busy;
  const [typed, setTyped] = useState('');
  const matches = typeToConfirm === undefined || typed.trim() === typeToConfirm;
  return (
    <Dialog
      open={open}
      locked={pending}
      title={title}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <div className="dialog__body">{description}</div>
      {children}
      {typeToConfirm !== undefined && (
        <TextField
          label={t.rich('confirm.typeToConfirm', { name: <strong>{typeToConfirm}</strong> })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      )}
      {error ? <ProblemAlert error={error} /> : null}
      <DialogActions>
        <DialogClose disabled={pending}>{cancelLabel ?? t('confirm.keep')}</DialogClose>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          guard={guard}
          pending={pendingProp}
          disabled={!matches}
          onClick={onConfirm}
        >
          {pending ? t('confirm.working') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
