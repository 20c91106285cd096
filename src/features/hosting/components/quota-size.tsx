import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/**
 * What a quota typed in GB is sent as: "Saved as 5,120 MB (1 GB is 1024 MB)", or "No limit" for 0 (ledger: the
 * API takes MB, and a mailbox GB is 1024 MB).
 */
export function QuotaInMb({ mb }: { mb: number }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  if (mb === 0) return <>{t('hostingDetail.mailboxes.form.quota.unlimited')}</>;
  return <>{t('hostingDetail.mailboxes.form.quota.inMb', { mb: format.number(mb) })}</>;
}
