import { useMemo } from 'react';
import type { DomainSummary } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { domainsMessages } from '@/features/domains/messages/catalog';

const onOff = (value: boolean | null) => (value === true ? 'on' : value === false ? 'off' : 'unknown');

/**
 * The domain list's CSV columns (the kit's "Download CSV"): the columns shown, in the customer's words, then the
 * domain's id; the expiry in ISO 8601.
 */
export function useDomainCsvColumns(): KitCsvColumn<DomainSummary>[] {
  const t = useMessages(domainsMessages);
  const k = useMessages();
  return useMemo<KitCsvColumn<DomainSummary>[]>(
    () => [
      { header: t('domains.list.column.domain'), value: (domain) => domain.name },
      {
        header: t('domains.list.column.status'),
        value: (domain) => t('domains.status', { status: domain.serviceStatus }),
      },
      { header: t('domains.list.column.expires'), value: (domain) => csvTimestamp(domain.expiresAt) },
      {
        header: t('domains.list.column.autoRenew'),
        value: (domain) => t('domains.autoRenew', { state: onOff(domain.lifecycle.autoRenewEnabled) }),
      },
      {
        header: t('domains.list.column.registrarLock'),
        value: (domain) => t('domains.registrarLock', { state: onOff(domain.lifecycle.registrarLockEnabled) }),
      },
      { header: k('kit.csv.column.id'), value: (domain) => domain.id },
    ],
    [t, k],
  );
}
