import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/api/client';
import { mailboxPasswordChecks, type HostingAccount, type Mailbox } from '@/api/schemas/hosting';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useServerFieldErrors } from '@/ui/form-errors';
import { useChangeMailboxPassword } from '@/features/hosting/api/hosting-mutations';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import type en from '@/features/hosting/messages/detail/en';
import { isLegacyPanelError } from './legacy-panel-notice';
import { useServerRefusal } from './mailbox-create';
import { MailboxPasswordField, type PasswordRefusal } from './mailbox-password-field';
import { passwordVerdict } from '@/ui/password-estimator/use-password-strength';

type Key = PlainMessageKey<typeof en>;

/**
 * A mailbox's new password, typed or generated, checked as a new mailbox's (the four rules, then the estimator: a
 * password it rates too weak is not sent). A generated one is handed up to be shown once; a typed one is not
 * repeated back (ledger "A new mailbox's password").
 */
export function MailboxNewPasswordDialog({
  account,
  mailbox,
  onClose,
  onLegacy,
  onChanged,
}: {
  account: HostingAccount;
  mailbox: Mailbox;
  onClose: () => void;
  onLegacy: (error: unknown) => void;
  onChanged: (email: string, generated: string | null) => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const change = useChangeMailboxPassword(account.id);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const [revealed, setRevealed] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ password: string; refusal: PasswordRefusal } | null>(null);
  const serverRefusal = useServerRefusal(change.error, change.variables?.password);
  const refusal =
    checked?.password === password
      ? checked.refusal
      : serverRefusal?.password === password
        ? serverRefusal.refusal
        : null;
  const unplaced = useServerFieldErrors(form, change.error, ['password']);
  const localPart = mailbox.email.slice(0, mailbox.email.lastIndexOf('@'));
  const { errors } = form.formState;

  const submit = async () => {
    const value = form.getValues('password');
    if (!Object.values(mailboxPasswordChecks(value)).every(Boolean)) {
      form.setError('password', { message: 'hostingDetail.mailboxes.form.password.rules' satisfies Key });
      return;
    }
    const verdict = await passwordVerdict(value, { localPart, domain: mailbox.domain });
    if (verdict && !verdict.passes) {
      setChecked({ password: value, refusal: { by: 'check', suggestions: verdict.suggestions } });
      form.setError('password', { message: 'hostingDetail.mailboxes.form.password.weak' satisfies Key });
      return;
    }
    change.mutate(
      { address: mailbox.email, password: value },
      {
        onSuccess: () => {
          onChanged(mailbox.email, generated !== null && generated === value ? value : null);
          onClose();
        },
        onError: (error) => {
          if (isLegacyPanelError(error)) onLegacy(error);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('hostingDetail.mailboxes.newPassword.title', { email: mailbox.email })}
      description={<p>{t('hostingDetail.mailboxes.newPassword.body')}</p>}
      confirmLabel={t('hostingDetail.mailboxes.newPassword.submit')}
      cancelLabel={t('hostingDetail.cancel')}
      guard={change}
      error={
        isLegacyPanelError(change.error)
          ? null
          : isApiError(change.error) && change.error.status === 400
            ? unplaced
            : change.error
      }
      onConfirm={() => void submit()}
    >
      <MailboxPasswordField
        registration={form.register('password', {
          onChange: () => form.clearErrors('password'),
        })}
        password={password}
        localPart={localPart}
        domain={mailbox.domain}
        error={errors.password?.message && t.keyOrText(errors.password.message)}
        refusal={refusal}
        revealed={revealed}
        onRevealedChange={setRevealed}
        onGenerate={(value) => {
          setChecked(null);
          change.reset();
          form.clearErrors('password');
          form.setValue('password', value, { shouldDirty: true });
          setGenerated(value);
          setRevealed(true);
        }}
      />
    </ConfirmDialog>
  );
}
