import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { dnsRoutes } from '@/api/endpoints/dns';
import { dnsRecordTypeValues, txtStrings, type DnsRecordData } from '@/api/schemas/dns-rules';
import { useLocale, useMessages } from '@/i18n';
import { Button, ButtonLink } from '@/ui/button';
import { CsvDownload, type KitCsvColumn } from '@/ui/csv-download';
import { DataTable } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { SelectField } from '@/ui/fields';
import type { KitColumn } from '@/ui/kit-list';
import { KitClearFilters, useKitSortColumns } from '@/ui/kit-sort';
import { sortWhole, wholeReadPage } from '@/ui/kit-whole';
import { ListEmptyState, ListToolbar, useDebouncedSearchParam } from '@/ui/list-toolbar';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { downloadZoneFile, type DnsBatch } from '@/features/dns/api/dns-mutations';
import { dnsQueries } from '@/features/dns/api/dns-queries';
import {
  changesOf,
  filterRows,
  indexRows,
  valueText,
  zoneRows,
  type PendingChange,
  type ZoneRow,
} from '@/features/dns/dns-changes';
import { templateChanges, type DnsTemplateId } from '@/features/dns/dns-templates';
import { saveFile } from '@/ui/save-file';
import { dnsMessages } from '@/features/dns/messages/catalog';
import { DnsImportDialog } from './dns-import-dialog';
import { DnsPreviewDialog } from './dns-preview-dialog';
import { DnsRecordDialog } from './dns-record-dialog';
import { DnsTemplatesDialog } from './dns-templates-dialog';
import { DnsVersionsDialog } from './dns-versions-dialog';
import { useRecordWindow } from './dns-record-window';
import '@/features/dns/dns.css';

type Open =
  | { kind: 'record'; editing: ZoneRow | null }
  | { kind: 'preview'; batch: DnsBatch }
  | { kind: 'import' }
  | { kind: 'templates' }
  | { kind: 'versions' }
  | null;

/** The type select's param, named from a variable as the kit's status select does: the route types its values. */
const typeParam: string = 'type';

const pendingTones = { added: 'success', changed: 'info', removed: 'danger' } as const;

/**
 * A domain's DNS zone: its records (filtered as typed, only those near the window drawn), the changes gathered in the page
 * (add, edit, remove, undo) and applied as one batch after the preview, import, export, templates and versions.
 * A domain on other nameservers says so and offers the switch (at the domain's nameservers).
 *
 * The records have the kit list's toolbar (issue 40): the text (filtering as typed, in the URL's `q` after the
 * kit's pause), the type select, sortable Name, Type and TTL headers with `aria-sort`, the count, "Clear filters",
 * the two empty states and "Download CSV" of what the filters show (as the table shows it, changes waiting included).
 * The body stays this page's own windowed table: `KitList` draws every row it is given, and a zone has up to 10,000.
 */
export function DnsZonePage({
  domainId,
  startAdding = false,
  q,
  type = '',
  sort = '',
}: {
  domainId: string;
  startAdding?: boolean;
  q?: string | undefined;
  type?: string;
  sort?: string;
}) {
  const t = useMessages(dnsMessages);
  const k = useMessages();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: zone } = useSuspenseQuery(dnsQueries.zone(domainId));
  const [pending, setPending] = useState<ReadonlyMap<string, PendingChange>>(new Map());
  const editAllowed = zone.actions.canEdit.allowed;
  // Asked for by the URL (the palette): the record form, when the zone can be changed (else the page says why).
  const [open, setOpen] = useState<Open>(() => (startAdding && editAllowed ? { kind: 'record', editing: null } : null));
  const [applied, setApplied] = useState<number | null>(null);
  const [text, setText] = useDebouncedSearchParam(q);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const counter = useRef(0);
  const nextKey = () => `new-${(counter.current += 1)}`;

  const editGate = useScopeGate(dnsRoutes.applyChanges, zone.actions.canEdit);
  const rows = useMemo(() => zoneRows(zone.records.items, pending), [zone.records.items, pending]);
  const sorted = useMemo(
    () =>
      sortWhole(
        rows,
        sort,
        {
          name: (row) => row.data?.name ?? row.record?.name,
          type: (row) => row.data?.type ?? row.record?.type,
          ttl: (row) => row.data?.ttl ?? row.record?.ttl,
        },
        locale,
      ),
    [rows, sort, locale],
  );
  const filterText = useDeferredValue(text);
  const index = useMemo(() => indexRows(sorted), [sorted]);
  const matching = useMemo(() => filterRows(index, filterText.trim(), type), [index, filterText, type]);
  const filtered = filterText.trim() !== '' || type !== '';
  const tableStart = useRef<HTMLDivElement>(null);
  const matchingKeys = useMemo(() => matching.map((row) => row.key), [matching]);
  const recordWindow = useRecordWindow(matchingKeys, tableStart);
  const shown = matching.slice(recordWindow.start, recordWindow.end);
  const waiting = pending.size;

  const change = (next: PendingChange) =>
    setPending((current) => {
      const copy = new Map(current);
      copy.set(next.key, next);
      return copy;
    });
  const undo = (key: string) =>
    setPending((current) => {
      const copy = new Map(current);
      copy.delete(key);
      return copy;
    });
  const saveRecord = (editing: ZoneRow | null, record: DnsRecordData) => {
    if (editing === null) change({ kind: 'add', key: nextKey(), record });
    else if (editing.state === 'added') change({ kind: 'add', key: editing.key, record });
    else change({ kind: 'update', key: editing.key, record });
    setApplied(null);
    setOpen(null);
  };
  const remove = (row: ZoneRow) => {
    if (row.state === 'added') undo(row.key);
    else change({ kind: 'delete', key: row.key });
    setApplied(null);
  };
  const useTemplate = (id: DnsTemplateId, dkim: string) => {
    const changes = templateChanges(id, zone.domainName, dkim, rows, nextKey);
    const merged = new Map(pending);
    for (const entry of changes) merged.set(entry.key, entry);
    setPending(merged);
    setOpen({ kind: 'preview', batch: { kind: 'records', changes: changesOf(merged) } });
  };
  const exportZone = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { blob, filename } = await downloadZoneFile(domainId, zone.domainName);
      saveFile(blob, filename);
    } catch (failure) {
      setExportError(failure);
    } finally {
      setExporting(false);
    }
  };
  const name = (row: ZoneRow) => row.data?.name ?? row.record?.name ?? '';
  const typeOf = (row: ZoneRow) => row.data?.type ?? row.record?.type ?? '';

  const csvColumns = useMemo<KitCsvColumn<ZoneRow>[]>(
    () => [
      { header: t('dns.col.name'), value: (row) => row.data?.name ?? row.record?.name },
      { header: t('dns.col.type'), value: (row) => row.data?.type ?? row.record?.type },
      { header: t('dns.col.value'), value: (row) => (row.data ? valueText(row.data) : row.record?.content) },
      { header: t('dns.csv.ttl'), value: (row) => row.data?.ttl ?? row.record?.ttl },
      {
        header: t('dns.csv.pending'),
        value: (row) => (row.state === 'same' ? '' : t('dns.pending', { state: row.state })),
      },
      { header: k('kit.csv.column.id'), value: (row) => row.record?.id },
    ],
    [t, k],
  );
  const readPage = useMemo(() => wholeReadPage(matching, 0), [matching]);

  const kitColumns: KitColumn<ZoneRow>[] = [
    {
      id: 'name',
      header: t('dns.col.name'),
      sortKey: 'name',
      primary: true,
      cell: (row) => (
        <span className={row.state === 'removed' ? 'dns-removed' : undefined}>
          <code>{name(row)}</code>
          {row.state !== 'same' && (
            <>
              {' '}
              <StatusBadge tone={pendingTones[row.state]}>{t('dns.pending', { state: row.state })}</StatusBadge>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'type',
      header: t('dns.col.type'),
      sortKey: 'type',
      cell: (row) => <span className="dns-type">{typeOf(row)}</span>,
    },
    {
      id: 'value',
      header: t('dns.col.value'),
      cell: (row) => {
        const data = row.data;
        const strings = data?.type === 'TXT' ? txtStrings(data.content).length : 1;
        return (
          <span className={row.state === 'removed' ? 'dns-removed' : undefined}>
            <code className="dns-value">{data ? valueText(data) : (row.record?.content ?? '')}</code>
            {strings > 1 && <span className="muted dns-strings">{t('dns.txt.strings', { count: strings })}</span>}
          </span>
        );
      },
    },
    {
      id: 'ttl',
      header: t('dns.col.ttl'),
      sortKey: 'ttl',
      align: 'end',
      cell: (row) => (row.data ? t('dns.ttl', { seconds: row.data.ttl }) : ''),
    },
    {
      id: 'actions',
      header: t('dns.col.actions'),
      cell: (row) => {
        const params = { type: typeOf(row), name: name(row) };
        if (row.state === 'removed' || row.state === 'changed') {
          return (
            <Button size="small" aria-label={t('dns.undo.label', params)} onClick={() => undo(row.key)}>
              {t('dns.undo')}
            </Button>
          );
        }
        if (row.data === null) return null;
        return (
          <span className="dns-row-actions">
            <GatedButton
              size="small"
              gate={editGate}
              aria-label={t('dns.edit.label', params)}
              onClick={() => setOpen({ kind: 'record', editing: row })}
            >
              {t('dns.edit')}
            </GatedButton>
            <GatedButton
              size="small"
              gate={editGate}
              aria-label={t('dns.delete.label', params)}
              onClick={() => remove(row)}
            >
              {t('dns.delete')}
            </GatedButton>
          </span>
        );
      },
    },
  ];
  const columns = useKitSortColumns(kitColumns, { value: sort, defaultValue: '' });

  return (
    <article className="page dns-page" aria-labelledby="dns-heading">
      <PageHeader
        headingId="dns-heading"
        title={t('dns.title')}
        documentTitle={t('dns.documentTitle', { domain: zone.domainName })}
        breadcrumb={[
          <Link key="domains" to="/domains">
            {t('dns.breadcrumb.domains')}
          </Link>,
          <Link key="domain" to="/domains/$domainId" params={{ domainId }}>
            {zone.domainName}
          </Link>,
        ]}
        meta={<span className="muted">{t('dns.version', { version: zone.version })}</span>}
      />
      {zone.onOurNameservers !== true && (
        <Notice tone="warning" title={t('dns.elsewhere.title')}>
          <p>
            {zone.onOurNameservers === false
              ? t('dns.elsewhere.body', {
                  domain: zone.domainName,
                  nameservers: zone.nameservers.join(', '),
                  ours: zone.ourNameservers.join(', '),
                })
              : t('dns.elsewhere.unknown', { domain: zone.domainName })}
          </p>
          <ButtonLink to="/domains/$domainId" params={{ domainId }} hash="domain-ns-heading" variant="primary">
            {t('dns.elsewhere.switch')}
          </ButtonLink>
        </Notice>
      )}
      {applied !== null && (
        <Notice tone="success" role="status">
          {t('dns.changes.applied', { version: applied })}
        </Notice>
      )}
      {waiting > 0 && (
        <section className="dns-changes" aria-labelledby="dns-changes-title">
          <h2 id="dns-changes-title">{t('dns.changes.title')}</h2>
          <p>{t('dns.changes.count', { count: waiting })}</p>
          <div className="dns-changes__actions">
            <GatedButton
              variant="primary"
              gate={editGate}
              onClick={() => setOpen({ kind: 'preview', batch: { kind: 'records', changes: changesOf(pending) } })}
            >
              {t('dns.changes.review')}
            </GatedButton>
            <Button variant="ghost" onClick={() => setPending(new Map())}>
              {t('dns.changes.discard')}
            </Button>
          </div>
        </section>
      )}
      <SharedGateReason gate={editGate}>
        <div className="dns-actions" role="group" aria-label={t('dns.actions.label')}>
          <GatedButton variant="primary" gate={editGate} onClick={() => setOpen({ kind: 'record', editing: null })}>
            {t('dns.add')}
          </GatedButton>
          <GatedButton
            gate={
              waiting > 0
                ? { allowed: false, reason: t('dns.importForm.pending'), code: 'dns_changes_waiting' }
                : editGate
            }
            onClick={() => setOpen({ kind: 'import' })}
          >
            {t('dns.import')}
          </GatedButton>
          <GatedButton gate={editGate} onClick={() => setOpen({ kind: 'templates' })}>
            {t('dns.templates')}
          </GatedButton>
          <Button pending={exporting} onClick={() => void exportZone()}>
            {exporting ? t('dns.export.busy') : t('dns.export')}
          </Button>
          <Button onClick={() => setOpen({ kind: 'versions' })}>{t('dns.versions')}</Button>
        </div>
        {exportError !== null && <ProblemAlert error={exportError} onRetry={() => void exportZone()} />}
        <DroppedItemsNotice count={zone.records.dropped} />
        <section aria-labelledby="dns-list-title" className="dns-list">
          <h2 id="dns-list-title" className="visually-hidden">
            {t('dns.list.label')}
          </h2>
          <ListToolbar
            label={t('dns.list.search.label')}
            search={{ label: t('dns.list.filter'), q, maxLength: 200, text, onText: setText }}
            fields={
              <SelectField
                label={t('dns.list.type')}
                name="type"
                value={type}
                onChange={(event) => {
                  const value = event.target.value;
                  void navigate({
                    to: '.',
                    search: (prev: Record<string, unknown>) => ({ ...prev, [typeParam]: value || undefined }),
                  });
                }}
              >
                <option value="">{t('dns.list.type.all')}</option>
                {dnsRecordTypeValues.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </SelectField>
            }
            count={{
              noun: 'dnsRecords',
              shown: matching.length,
              matching: matching.length,
              total: rows.length,
              filtered,
            }}
            countActions={
              <div className="kit-list__actions">
                {filtered && <KitClearFilters keep={['sort']} />}
                <CsvDownload
                  csv={{ name: `dns-${zone.domainName}`, columns: csvColumns, readPage, expected: matching.length }}
                />
              </div>
            }
          />
          <div ref={tableStart}>
            <DataTable
              caption={t('dns.list.caption', { domain: zone.domainName })}
              columns={columns}
              rows={shown}
              drawn={recordWindow.drawn}
              rowKey={(row) => row.key}
              empty={
                <ListEmptyState noun="dnsRecords" filtered={filtered} title={t('dns.list.empty')} keep={['sort']} />
              }
            />
          </div>
        </section>
      </SharedGateReason>

      {open?.kind === 'record' && (
        <DnsRecordDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          zoneName={zone.domainName}
          rows={rows}
          editing={open.editing}
          onSave={(record) => saveRecord(open.editing, record)}
        />
      )}
      {open?.kind === 'preview' && (
        <DnsPreviewDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          domainId={domainId}
          domainName={zone.domainName}
          baseVersion={zone.version}
          batch={open.batch}
          canEdit={zone.actions.canEdit}
          onApplied={(version) => {
            if (open.batch.kind === 'records') setPending(new Map());
            setApplied(version);
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'import' && (
        <DnsImportDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          onPreview={(zoneFile, mode) => setOpen({ kind: 'preview', batch: { kind: 'import', zoneFile, mode } })}
        />
      )}
      {open?.kind === 'templates' && (
        <DnsTemplatesDialog open onOpenChange={(next) => !next && setOpen(null)} onPreview={useTemplate} />
      )}
      {open?.kind === 'versions' && (
        <DnsVersionsDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          domainId={domainId}
          restoreGate={
            waiting > 0
              ? { allowed: false, reason: t('dns.versionsList.pending'), code: 'dns_changes_waiting' }
              : editGate
          }
          onRestore={(version) => setOpen({ kind: 'preview', batch: { kind: 'restore', version } })}
        />
      )}
    </article>
  );
}
