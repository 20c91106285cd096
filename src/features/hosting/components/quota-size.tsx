import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/** A quota in MB as people read it: "32 GB", "1.5 GB", "500 MB", or "No limit" for 0 (ledger: a GB is 1024 MB). */
export function QuotaSize({ mb }: { mb: number }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  if (mb === 0) return <>{t('hostingDetail.mailboxes.form.quota.unlimited')}</>;
  if (mb >= 1024) {
    return (
      <>
        {t('hostingDetail.mailboxes.form.quota.gb', { size: format.number(mb / 1024, { maximumFractionDigits: 2 }) })}
      </>
    );
  }
  return <>{t('hostingDetail.mailboxes.form.quota.mb', { size: format.number(mb) })}</>;
}
