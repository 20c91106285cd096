import { useState, type ReactNode } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { VpsNetworkActionInput } from '@/api/schemas/vps-network';
import type { MessageRef } from '@/i18n';
import type { ButtonVariant } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { useNetworkAction, type NetworkAction } from '@/features/vps/api/vps-mutations';
import { NetworkActionStatus } from './vps-network-status';

/**
 * One network change behind a gate and a confirmation: the gated opener, a `ConfirmDialog` (with whatever the
 * change needs chosen inside it), the change's status in the dialog (busy retries, failures) and its progress
 * beside the opener once accepted (the dialog closes then). Every button of the network tab that asks first
 * is one of these; only the words, the body and the dialog's contents differ.
 */
export function NetworkActionButton<TVars>({
  vpsId,
  serverName,
  gate,
  opener,
  dialog,
  body,
  label,
  onOpen,
  confirm,
  shownError,
  className,
  children,
}: {
  vpsId: string;
  serverName: string;
  gate: Gate;
  /** The button that opens the dialog: its words, accessible name and look. */
  opener: { text: string; ariaLabel?: string; variant?: ButtonVariant; size?: 'small' };
  dialog: {
    title: string;
    description: ReactNode;
    confirmLabel: string;
    tone?: 'default' | 'danger';
    typeToConfirm?: string | undefined;
  };
  /** The request body for what was chosen. */
  body: (vars: TVars) => VpsNetworkActionInput;
  /** The operation's label in the drawer (a message reference). */
  label: (vars: TVars) => MessageRef;
  /** Clears what the dialog holds, as it opens. */
  onOpen?: () => void;
  /** What the confirm button sends, or null when something is still to be chosen (the dialog says what). */
  confirm: () => TVars | null;
  /** The failure shown under the dialog's contents (default: the action's error); null when a field shows it. */
  shownError?: (error: unknown) => unknown;
  /** Class of a wrapper around the opener and its progress (none: the two are siblings of the caller's). */
  className?: string;
  /** The dialog's contents above the status: pickers, fields; a function when they show the action's state. */
  children?: ReactNode | ((action: NetworkAction<TVars>) => ReactNode);
}) {
  const [open, setOpen] = useState(false);
  const shownGate = useScopeGate(vpsRoutes.networkAction, gate);
  const action = useNetworkAction<TVars>(vpsId, { body, label, onAccepted: () => setOpen(false) });
  const content = (
    <>
      <GatedButton
        gate={shownGate}
        variant={opener.variant ?? 'secondary'}
        size={opener.size}
        aria-label={opener.ariaLabel}
        guard={action}
        onClick={() => {
          action.reset();
          onOpen?.();
          setOpen(true);
        }}
      >
        {opener.text}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirmLabel}
        tone={dialog.tone}
        typeToConfirm={dialog.typeToConfirm}
        guard={action}
        onConfirm={() => {
          const vars = confirm();
          if (vars !== null) action.mutate(vars);
        }}
      >
        {typeof children === 'function' ? children(action) : children}
        <NetworkActionStatus
          action={shownError ? { ...action, error: shownError(action.error) } : action}
          name={serverName}
          showProgress={false}
        />
      </ConfirmDialog>
      <OperationProgress operation={action.operation} />
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}
