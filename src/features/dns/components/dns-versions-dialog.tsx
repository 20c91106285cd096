import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DNS_VERSIONS_KEPT } from '@/api/schemas/dns-rules';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { ProblemAlert } from '@/ui/problem-alert';
import { dnsQueries } from '@/features/dns/api/dns-queries';
import { dataOf, valueText } from '@/features/dns/dns-changes';
import { dnsMessages } from '@/features/dns/messages/catalog';

function VersionRecords({ domainId, version }: { domainId: string; version: number }) {
  const query = useQuery(dnsQueries.version(domainId, version));
  if (query.error) return <ProblemAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return null;
  return (
    <ul className="dns-version-records">
      {query.data.records.items.map((record) => {
        const data = dataOf(record);
        return (
          <li key={record.id}>
            <code>{record.name}</code> <span className="dns-type">{record.type}</span>{' '}
            <code className="dns-value">{data ? valueText(data) : record.content}</code>
          </li>
        );
      })}
    </ul>
  );
}

/** The last applied versions: each with what it changed; its records on demand; "Restore" through the preview. */
export function DnsVersionsDialog({
  open,
  onOpenChange,
  domainId,
  restoreGate,
  onRestore,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domainId: string;
  restoreGate: Gate;
  onRestore: (version: number) => void;
}) {
  const t = useMessages(dnsMessages);
  const format = useFormat();
  const versions = useQuery({ ...dnsQueries.versions(domainId), enabled: open });
  const [shown, setShown] = useState<number | null>(null);
  const items = versions.data?.data.items ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dns.versionsList.title')} className="dns-versions-dialog">
      <p>{t('dns.versionsList.intro', { count: DNS_VERSIONS_KEPT })}</p>
      {versions.error && <ProblemAlert error={versions.error} onRetry={() => void versions.refetch()} />}
      <ol className="dns-versions">
        {items.map((entry, index) => (
          <li key={entry.version}>
            <p>
              <strong>{t('dns.versionsList.item', { version: entry.version })}</strong>
              {index === 0 && <span className="muted"> ({t('dns.versionsList.current')})</span>} ·{' '}
              {t('dns.versionsList.source', { source: entry.source })}
              {entry.appliedAt && <> · {format.dateTime(entry.appliedAt)}</>}
            </p>
            <p className="muted">
              {t('dns.versionsList.summary', {
                added: entry.added ?? 0,
                changed: entry.changed ?? 0,
                removed: entry.removed ?? 0,
                records: entry.recordCount ?? 0,
              })}
            </p>
            <div className="dns-version-actions">
              <Button
                size="small"
                aria-expanded={shown === entry.version}
                aria-label={
                  shown === entry.version
                    ? t('dns.versionsList.hide')
                    : t('dns.versionsList.view.label', { version: entry.version })
                }
                onClick={() => setShown(shown === entry.version ? null : entry.version)}
              >
                {shown === entry.version ? t('dns.versionsList.hide') : t('dns.versionsList.view')}
              </Button>
              {index > 0 && (
                <GatedButton
                  size="small"
                  gate={restoreGate}
                  aria-label={t('dns.versionsList.restore.label', { version: entry.version })}
                  onClick={() => onRestore(entry.version)}
                >
                  {t('dns.versionsList.restore')}
                </GatedButton>
              )}
            </div>
            {shown === entry.version && <VersionRecords domainId={domainId} version={entry.version} />}
          </li>
        ))}
      </ol>
      <DialogActions>
        <DialogClose>{t('dns.preview.close')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}
