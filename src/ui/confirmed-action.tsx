import { useState, type ReactNode } from 'react';
import type { GuardedMutation } from '@/api/guarded-mutation';
import type { ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { GatedButton, GateReason, type Gate } from './gated-button';
import { Notice } from './notice';

/**
 * One consequential action, the kit's way: a button behind its gate; a dialog that says what will happen before
 * anything is sent; the request sent once (the guarded mutation); a refusal the server explains with a gate (a 409
 * that names `actions.<name>`) closes the dialog and is said beside the button in words; any other failure stays in
 * the dialog, where nothing typed is lost. Cancel an order, cancel an invoice, and the lifecycle actions to come.
 */
export function ConfirmedAction<TData>({
  gate,
  label,
  variant,
  mutation,
  refusalOf,
  refused,
  noticeClassName,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  typeToConfirm,
  onDone,
}: {
  gate: Gate;
  /** The button's words. */
  label: ReactNode;
  variant?: ButtonVariant;
  mutation: GuardedMutation<TData, void>;
  /** The gate a refusal carries, or null when the failure is not a refusal (it is then shown in the dialog). */
  refusalOf: (error: unknown) => Gate | null;
  /** The sentence beside the button after a refusal, around the gate's reason in words. */
  refused: (reason: ReactNode) => ReactNode;
  noticeClassName?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  typeToConfirm?: string;
  onDone: (data: TData) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Gate | null>(null);

  return (
    <>
      <GatedButton
        gate={gate}
        variant={variant}
        onClick={() => {
          mutation.reset();
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {label}
      </GatedButton>
      {refusal && (
        <Notice tone="danger" role="alert" className={noticeClassName}>
          <p>{refused(<GateReason gate={refusal} />)}</p>
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        tone={tone}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        typeToConfirm={typeToConfirm}
        guard={mutation}
        error={mutation.error && !refusalOf(mutation.error) ? mutation.error : null}
        onConfirm={() =>
          mutation.mutate(undefined, {
            onSuccess: (data) => {
              setConfirming(false);
              onDone(data);
            },
            onError: (error) => {
              const gateOfRefusal = refusalOf(error);
              if (gateOfRefusal) {
                setConfirming(false);
                setRefusal(gateOfRefusal);
              }
            },
          })
        }
      />
    </>
  );
}
