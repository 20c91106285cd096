import { useState } from 'react';
import { MAILBOX_MAX_QUOTA_MB, type HostingAccount, type Mailbox } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/fields';
import { useChangeMailboxQuota } from '@/features/hosting/api/hosting-mutations';
import { quotaMbOf } from '@/features/hosting/hosting-labels';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { isLegacyPanelError } from './legacy-panel-notice';
import { QuotaSize } from './quota-size';

/** A mailbox's new quota, in MB (0 is no limit), checked as typed and confirmed; the legacy panel's 409 goes up. */
export function MailboxQuotaDialog({
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
  onChanged: (email: string) => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const change = useChangeMailboxQuota(account.id);
  const [text, setText] = useState(String(quotaMbOf(mailbox.quota) ?? 0));
  const value = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAILBOX_MAX_QUOTA_MB;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('hostingDetail.mailboxes.quota.title', { email: mailbox.email })}
      description={<p>{t('hostingDetail.mailboxes.quota.body')}</p>}
      confirmLabel={t('hostingDetail.mailboxes.quota.confirm')}
      guard={change}
      error={isLegacyPanelError(change.error) ? null : change.error}
      onConfirm={() => {
        if (!valid) return;
        change.mutate(
          { address: mailbox.email, quotaMb: value },
          {
            onSuccess: () => {
              onChanged(mailbox.email);
              onClose();
            },
            onError: (error) => {
              if (isLegacyPanelError(error)) onLegacy(error);
            },
          },
        );
      }}
    >
      <TextField
        label={t('hostingDetail.mailboxes.form.quota')}
        inputMode="numeric"
        value={text}
        hint={valid ? <QuotaSize mb={value} /> : undefined}
        error={valid ? undefined : t('hostingDetail.mailboxes.form.quota.invalid')}
        onChange={(event) => setText(event.target.value)}
      />
    </ConfirmDialog>
  );
}
