import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dnsRoutes } from '@/api/endpoints/dns';
import { toApiError } from '@/ui/problem-alert';
import type { DnsChangeResult, DnsRecord } from '@/api/schemas/dns';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { ProblemAlert } from '@/ui/problem-alert';
import { previewBatch, useApplyBatch, type DnsBatch } from '@/features/dns/api/dns-mutations';
import { dnsQueries } from '@/features/dns/api/dns-queries';
import { dataOf, valueText } from '@/features/dns/dns-changes';
import { dnsMessages } from '@/features/dns/messages/catalog';

/** How many records of each list the preview shows before "and N more". */
const SHOWN = 200;

function RecordLine({ record }: { record: DnsRecord }) {
  const data = dataOf(record);
  return (
    <span className="dns-line">
      <code>{record.name}</code> <span className="dns-type">{record.type}</span>{' '}
      <code className="dns-value">{data ? valueText(data) : record.content}</code>{' '}
      <span className="muted">{record.ttl ?? ''}</span>
    </span>
  );
}

function Section({
  title,
  records,
  tone,
}: {
  title: string;
  records: readonly DnsRecord[];
  tone: 'added' | 'removed';
}) {
  const t = useMessages(dnsMessages);
  if (records.length === 0) return null;
  return (
    <section className={`dns-diff dns-diff--${tone}`} aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {records.slice(0, SHOWN).map((record) => (
          <li key={record.id}>
            <RecordLine record={record} />
          </li>
        ))}
      </ul>
      {records.length > SHOWN && <p className="muted">{t('dns.preview.more', { count: records.length - SHOWN })}</p>}
    </section>
  );
}

function Diff({ result }: { result: DnsChangeResult }) {
  const t = useMessages(dnsMessages);
  const unreadable = result.unreadable.items;
  const total = result.added.items.length + result.changed.items.length + result.removed.items.length;
  return (
    <div className="dns-preview">
      {unreadable.length > 0 && (
        <section className="dns-unreadable" aria-labelledby="dns-unreadable-title">
          <h3 id="dns-unreadable-title">{t('dns.preview.unreadable.title', { count: unreadable.length })}</h3>
          <ul>
            {unreadable.map((line) => (
              <li key={`${line.line}-${line.code}`}>
                <strong>{t('dns.preview.unreadable.line', { line: line.line })}</strong>{' '}
                <code className="dns-value">{line.text}</code>
                <br />
                {isRuleCode(line.code) ? t('dns.rule', { code: line.code }) : t('dns.line', { code: line.code })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {total === 0 ? (
        <p>{t('dns.preview.none')}</p>
      ) : (
        <>
          <Section
            title={t('dns.preview.added', { count: result.added.items.length })}
            records={result.added.items}
            tone="added"
          />
          {result.changed.items.length > 0 && (
            <section
              className="dns-diff dns-diff--changed"
              aria-label={t('dns.preview.changed', { count: result.changed.items.length })}
            >
              <h3>{t('dns.preview.changed', { count: result.changed.items.length })}</h3>
              <ul>
                {result.changed.items.slice(0, SHOWN).map(({ before, after }) => (
                  <li key={after.id}>
                    <span className="muted">{t('dns.preview.before')}:</span> <RecordLine record={before} />
                    <br />
                    <span className="muted">{t('dns.preview.after')}:</span> <RecordLine record={after} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Section
            title={t('dns.preview.removed', { count: result.removed.items.length })}
            records={result.removed.items}
            tone="removed"
          />
        </>
      )}
      <p className="muted">{t('dns.preview.version', { version: result.baseVersion })}</p>
    </div>
  );
}

const RULE_CODES = new Set([
  'missing_required',
  'invalid_name',
  'ttl_out_of_range',
  'invalid_ipv4',
  'invalid_ipv6',
  'invalid_hostname',
  'target_is_ip',
  'cname_at_apex',
  'cname_conflict',
  'txt_too_long',
  'caa_unknown_tag',
  'caa_invalid_flags',
  'number_out_of_range',
  'srv_invalid_name',
  'ns_at_apex',
  'duplicate_record',
]);

function isRuleCode(code: string): boolean {
  return RULE_CODES.has(code);
}

/**
 * The preview of a batch (the editor's changes, a template, an import, a restore): what would be added, changed and
 * removed, and for an import every line that gives no record with its number and why; then "Apply", on the version
 * the preview was made on. When someone else changed the zone meanwhile the apply is refused with what to do: load
 * the zone again (the batch is kept and previewed again on the new version).
 */
export function DnsPreviewDialog({
  open,
  onOpenChange,
  domainId,
  domainName,
  baseVersion,
  batch,
  canEdit,
  onApplied,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domainId: string;
  domainName: string;
  baseVersion: number;
  batch: DnsBatch;
  canEdit: Gate;
  onApplied: (version: number) => void;
}) {
  const t = useMessages(dnsMessages);
  const queryClient = useQueryClient();
  const gate = useScopeGate(dnsRoutes.applyChanges, canEdit);
  const preview = useQuery({
    queryKey: dnsQueries.previewKey(domainId, baseVersion, batch),
    queryFn: () => previewBatch(domainId, baseVersion, batch),
    enabled: open,
    retry: false,
    gcTime: 0,
  });
  const apply = useApplyBatch(domainId);
  const changed = apply.error !== null && toApiError(apply.error).code === 'dns_zone_changed';
  const result = preview.data;
  const count = result ? result.added.items.length + result.changed.items.length + result.removed.items.length : 0;

  const reload = () => {
    apply.reset();
    void queryClient.invalidateQueries({ queryKey: dnsQueries.zoneKey(domainId), exact: true });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={apply.isPending}
      title={t('dns.preview.title', { domain: domainName })}
      className="dns-preview-dialog"
    >
      {preview.isPending && (
        <p role="status" className="muted">
          {t('dns.preview.loading')}
        </p>
      )}
      {preview.error && <ProblemAlert error={preview.error} showFieldErrors onRetry={() => void preview.refetch()} />}
      {result && <Diff result={result} />}
      {apply.error !== null && <ProblemAlert error={apply.error} />}
      <DialogActions>
        <DialogClose disabled={apply.isPending}>{t('dns.preview.close')}</DialogClose>
        {changed ? (
          <Button variant="primary" onClick={reload}>
            {t('dns.preview.reload')}
          </Button>
        ) : (
          result &&
          count > 0 && (
            <GatedButton
              variant="primary"
              gate={gate}
              guard={apply}
              onClick={() =>
                apply.mutate(
                  { baseVersion: result.baseVersion, batch },
                  { onSuccess: (applied) => onApplied(applied.version) },
                )
              }
            >
              {apply.isPending ? t('dns.preview.applying') : t('dns.preview.apply', { count })}
            </GatedButton>
          )
        )}
      </DialogActions>
    </Dialog>
  );
}
