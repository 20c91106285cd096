import { useState } from 'react';
import type { HostingAccount, Mailbox } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/fields';
import { useChangeMailboxQuota } from '@/features/hosting/api/hosting-mutations';
import { quotaMbOf } from '@/features/hosting/hosting-labels';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { isLegacyPanelError } from './legacy-panel-notice';
import { gbTextFromMb, quotaMbFromGbText } from '@/features/hosting/quota-gb';
import { QuotaInMb } from './quota-size';

/**
 * A mailbox's new quota, typed in GB (0 is no limit) and sent as the MB the API takes (said under the field),
 * checked as typed and confirmed; the legacy panel's 409 goes up.
 */
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
  const [text, setText] = useState(gbTextFromMb(quotaMbOf(mailbox.quota) ?? 0));
  const mb = quotaMbFromGbText(text);
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
        if (mb === null) return;
        change.mutate(
          { address: mailbox.email, quotaMb: mb },
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
        inputMode="decimal"
        value={text}
        hint={mb !== null ? <QuotaInMb mb={mb} /> : undefined}
        error={mb !== null ? undefined : t('hostingDetail.mailboxes.form.quota.invalid')}
        onChange={(event) => setText(event.target.value)}
      />
    </ConfirmDialog>
  );
}
