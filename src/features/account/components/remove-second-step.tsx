import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { MutationGuard } from '@/ui/guard';
import { accountMessages } from '@/features/account/messages/catalog';

/** The removal a second step's dialog sends (`useRemoveTotp`, `useRemovePasskey`): no variables. */
type RemoveMutation = MutationGuard & {
  error: unknown;
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
};

/**
 * Removing a second step (the authenticator app, a passkey by its name) after a confirmation, in the danger tone:
 * the dialog closes once the server removed it, then `onRemoved` says so; a failure stays in the dialog.
 */
export function RemoveSecondStepDialog({
  step,
  open,
  onOpenChange,
  remove,
  onRemoved,
}: {
  step: { kind: 'totp' } | { kind: 'passkey'; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  remove: RemoveMutation;
  onRemoved: () => void;
}) {
  const t = useMessages(accountMessages);
  const words =
    step.kind === 'totp'
      ? {
          title: t('account.totp.remove.title'),
          description: t('account.totp.remove.description'),
          confirm: t('account.totp.remove.confirm'),
          keep: t('account.totp.remove.keep'),
        }
      : {
          title: t('account.passkeys.remove.title', { name: step.name }),
          description: t('account.passkeys.remove.description'),
          confirm: t('account.passkeys.remove.confirm'),
          keep: t('account.passkeys.remove.keep'),
        };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      cancelLabel={words.keep}
      tone="danger"
      guard={remove}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onOpenChange(false);
            onRemoved();
          },
        })
      }
    />
  );
}
