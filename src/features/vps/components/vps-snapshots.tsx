import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isSafePathSegment } from '@/api/path-segment';
import { snapshotIdOf, type Snapshot, type SnapshotList, type SnapshotStatus } from '@/api/schemas/vps-snapshots';
import { type Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { KitList, type KitColumn } from '@/ui/kit-list';
import type { KitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { DateTime } from '@/ui/format/date-time';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { useBlockedCover } from '@/ui/blocked-banner';
import { Notice } from '@/ui/notice';
import { ButtonRow } from '@/ui/button';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { useDeleteSnapshot, useRestoreSnapshot } from '@/features/vps/api/vps-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages, vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import {
  snapshotSortValues,
  snapshotStatusFilters,
  type SnapshotSort,
  type SnapshotStatusFilter,
} from '@/features/vps/vps-route-params';
import { VpsSnapshotCreate } from './vps-snapshot-create';

const snapshotTones: Record<SnapshotStatus, Tone> = {
  creating: 'progress',
  available: 'success',
  failed: 'danger',
  expired: 'neutral',
  unknown: 'neutral',
};

/** How many slots are taken: the server's count, else the listed snapshots (creating ones count too). */
function usedSlots(list: SnapshotList): number | null {
  return list.limits.usedSnapshots ?? list.data?.filter((s) => s.status !== 'expired').length ?? null;
}

const DEFAULT_SORT: SnapshotSort = '-created';

function snapshotStatusOf(value: string | undefined): 'all' | SnapshotStatusFilter {
  return snapshotStatusFilters.find((status) => status === value) ?? 'all';
}

function snapshotSortOf(value: string | undefined): SnapshotSort {
  return snapshotSortValues.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** The snapshots in the order of `sort` (a column, `-` before it descending); a missing date sorts last. */
export function sortSnapshots(rows: readonly Snapshot[], sort: SnapshotSort): Snapshot[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const value = (snapshot: Snapshot): string | null =>
    key === 'name' ? snapshot.name.toLowerCase() : key === 'created' ? snapshot.createdAt : snapshot.expiresAt;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (descending ? -1 : 1);
  });
}

/**
 * The snapshots tab: what snapshots are (short-lived, not an offsite backup), slots used of the limit, the list
 * with delete, and taking one (with the ways forward when that is blocked).
 */
export function VpsSnapshots({ server }: { server: Vps }) {
  const t = useMessages(vpsSectionsMessages);
  const d = useMessages(vpsDetailMessages);
  const k = useMessages();
  const format = useFormat();
  const id = useId();
  const name = vpsName(server);
  const { data: list } = useSuspenseQuery(vpsSectionQueries.snapshots(server.id));
  const remove = useDeleteSnapshot(server.id);
  const scopeGate = useScopeGate(vpsRoutes.deleteSnapshot);
  const [deleting, setDeleting] = useState<Snapshot | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const restoreScopeGate = useScopeGate(vpsRoutes.restoreSnapshot);
  const [restoring, setRestoring] = useState<Snapshot | null>(null);
  const [restoreOpen, setRestoreOpen] = useState(false);
  const restore = useRestoreSnapshot(server, { onAccepted: () => setRestoreOpen(false) });
  const used = usedSlots(list);
  const total = list.limits.totalSnapshots;

  // The kit list over the one answer (the API sends every snapshot at once): text, status and sort on the client,
  // all in the URL beside the tab.
  const search = useSearch({ from: '/_app/vps/$vpsId' });
  const q = search.q?.trim() || undefined;
  // The SSH keys tab's status or sort in the address (the same params) is none here.
  const status = snapshotStatusOf(search.status);
  const sort = snapshotSortOf(search.sort);
  const sorted = useMemo(() => sortSnapshots(list.data ?? [], sort), [list.data, sort]);
  const pages = useMemo<KitPages<Snapshot>>(
    () => ({
      loaded: true,
      rows: sorted,
      dropped: list.dropped,
      hasMore: false,
      fetchingMore: false,
      moreFailed: false,
      showMore: () => {},
    }),
    [sorted, list.dropped],
  );
  const match = useCallback(
    (snapshot: Snapshot) =>
      (status === 'all' || snapshot.status === status) && matchesSearch(q, [snapshot.name, snapshot.description]),
    [q, status],
  );
  const readPage = useCallback(
    async () => ({ data: sorted, dropped: list.dropped, hasMore: false, nextCursor: null }),
    [sorted, list.dropped],
  );
  const statusOptions = useMemo(
    () => [
      { value: 'all', label: t('vpsSections.snapshots.filter.all') },
      ...snapshotStatusFilters.map((value) => ({ value, label: t('vpsSections.snapshot.status', { status: value }) })),
    ],
    [t],
  );
  const csvColumns = useMemo<KitCsvColumn<Snapshot>[]>(
    () => [
      { header: t('vpsSections.snapshots.column.name'), value: (snapshot) => snapshot.name },
      { header: t('vpsSections.snapshots.csv.description'), value: (snapshot) => snapshot.description },
      {
        header: t('vpsSections.snapshots.column.status'),
        value: (snapshot) => t('vpsSections.snapshot.status', { status: snapshot.status }),
      },
      { header: t('vpsSections.snapshots.column.created'), value: (snapshot) => csvTimestamp(snapshot.createdAt) },
      { header: t('vpsSections.snapshots.column.expires'), value: (snapshot) => csvTimestamp(snapshot.expiresAt) },
      { header: k('kit.csv.column.id'), value: (snapshot) => snapshotIdOf(snapshot) },
    ],
    [t, k],
  );

  const columns = useMemo<KitColumn<Snapshot>[]>(
    () => [
      {
        id: 'name',
        header: t('vpsSections.snapshots.column.name'),
        primary: true,
        sortKey: 'name',
        cell: (snapshot) => (
          <>
            <span className="data-table__title">{snapshot.name}</span>
            {snapshot.description && <span className="data-table__sub">{snapshot.description}</span>}
          </>
        ),
      },
      {
        id: 'status',
        header: t('vpsSections.snapshots.column.status'),
        cell: (snapshot) => (
          <StatusBadge tone={snapshotTones[snapshot.status]}>
            {t('vpsSections.snapshot.status', { status: snapshot.status })}
          </StatusBadge>
        ),
      },
      {
        id: 'created',
        header: t('vpsSections.snapshots.column.created'),
        sortKey: 'created',
        cell: (snapshot) => <DateTime value={snapshot.createdAt} />,
      },
      {
        id: 'expires',
        header: t('vpsSections.snapshots.column.expires'),
        sortKey: 'expires',
        cell: (snapshot) => (
          <span>
            <DateTime value={snapshot.expiresAt} />
            {snapshot.expiresAt && (
              <span className="data-table__sub vps-plan__specs">
                {t('vpsSections.snapshots.relative', { time: format.relative(snapshot.expiresAt) })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('vpsSections.snapshots.column.actions'),
        cell: (snapshot) => (
          <ButtonRow inline>
            <GatedButton
              gate={withScopeGate(
                restoreScopeGate,
                !isSafePathSegment(snapshotIdOf(snapshot))
                  ? { allowed: false, reason: t('vpsSections.snapshots.delete.unsafeName') }
                  : snapshot.actions.canRestore,
              )}
              size="small"
              guard={restore}
              aria-label={d('vpsDetail.restore.label', { name, snapshot: snapshot.name })}
              onClick={() => {
                restore.reset();
                setRestoring(snapshot);
                setRestoreOpen(true);
              }}
            >
              {d('vpsDetail.restore')}
            </GatedButton>
            <GatedButton
              gate={withScopeGate(
                scopeGate,
                // A name of `.` or `..` would address the folder above (ledger: "Ids in paths"): never sent.
                !isSafePathSegment(snapshotIdOf(snapshot))
                  ? { allowed: false, reason: t('vpsSections.snapshots.delete.unsafeName') }
                  : snapshot.status === 'creating'
                    ? { allowed: false, reason: t('vpsSections.snapshots.delete.creating') }
                    : { allowed: true, reason: null },
              )}
              size="small"
              variant="danger-outline"
              aria-label={t('vpsSections.snapshots.delete.label', { snapshot: snapshot.name })}
              onClick={() => {
                remove.reset();
                setDeleting(snapshot);
                setConfirmOpen(true);
              }}
            >
              {t('vpsSections.snapshots.delete')}
            </GatedButton>
          </ButtonRow>
        ),
      },
    ],
    [t, d, format, remove, scopeGate, restore, restoreScopeGate, name],
  );

  // Unavailable because the server is suspended or busy: the page's banner says so once.
  const coveredByBanner = useBlockedCover(list.actions.canCreate) !== null;

  const section = (
    <section aria-labelledby={`${id}-heading`} className="vps-section">
      <h2 id={`${id}-heading`}>{t('vpsSections.snapshots.heading')}</h2>
      <p className="vps-lead">{t('vpsSections.snapshots.intro')}</p>
      <p className="vps-slots">
        <strong>
          {used === null
            ? t('vpsSections.snapshots.slotsTotal', { total })
            : t('vpsSections.snapshots.slots', { used: format.number(used), total })}
        </strong>
      </p>
      {!list.available && !coveredByBanner && (
        <Notice tone="warning">
          {t('vpsSections.snapshots.unavailable')} {list.reason}
        </Notice>
      )}
      {list.data === null ? (
        <Notice>{t('vpsSections.snapshots.notListed')}</Notice>
      ) : (
        <SharedGateReason gate={scopeGate}>
          <SharedGateReason gate={restoreScopeGate}>
            <KitList
              noun="snapshots"
              label={t('vpsSections.snapshots.search.label')}
              caption={t('vpsSections.snapshots.caption', { name })}
              search={{ label: t('vpsSections.snapshots.search.q'), q, maxLength: 100 }}
              status={{ param: 'status', value: status, options: statusOptions }}
              filtered={false}
              sort={{ value: sort, defaultValue: DEFAULT_SORT }}
              columns={columns}
              rowKey={(snapshot) => snapshotIdOf(snapshot)}
              pages={pages}
              match={match}
              total={sorted.length + list.dropped}
              readPage={readPage}
              csv={{ name: 'snapshots', columns: csvColumns }}
              empty={{
                title: t('vpsSections.snapshots.empty.heading'),
                body: <p className="muted">{t('vpsSections.snapshots.empty.body')}</p>,
              }}
              keep={['tab']}
              sayReadOnlyOnce
            />
          </SharedGateReason>
        </SharedGateReason>
      )}
      <div className="vps-restore-progress">
        <OperationProgress operation={restore.operation} />
      </div>
      <VpsSnapshotCreate server={server} list={list} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('vpsSections.snapshots.delete.title', { snapshot: deleting?.name ?? '' })}
        description={<p>{t('vpsSections.snapshots.delete.body')}</p>}
        confirmLabel={t('vpsSections.snapshots.delete.confirm')}
        cancelLabel={t('vpsSections.snapshots.delete.keep')}
        tone="danger"
        typeToConfirm={deleting?.name}
        guard={remove}
        error={remove.error}
        onConfirm={() => {
          if (deleting) remove.mutate(snapshotIdOf(deleting), { onSuccess: () => setConfirmOpen(false) });
        }}
      />
      <ConfirmDialog
        open={restoreOpen}
        onOpenChange={setRestoreOpen}
        title={d('vpsDetail.restore.title', { name, snapshot: restoring?.name ?? '' })}
        description={
          <>
            <p>
              {d('vpsDetail.restore.body', {
                name,
                date: restoring?.createdAt ? format.dateTime(restoring.createdAt) : t('value.missing'),
              })}{' '}
              <strong>{d('vpsDetail.restore.loss')}</strong>
            </p>
            <ul className="vps-restore-consequences">
              <li>
                {server.status === 'running'
                  ? d('vpsDetail.restore.running', { name })
                  : server.status === 'stopped'
                    ? d('vpsDetail.restore.stopped', { name })
                    : d('vpsDetail.restore.other', { name })}
              </li>
              <li>{d('vpsDetail.restore.tip')}</li>
            </ul>
          </>
        }
        confirmLabel={d('vpsDetail.restore.confirm')}
        cancelLabel={d('vpsDetail.restore.keep')}
        tone="danger"
        typeToConfirm={name}
        guard={restore}
        error={restore.error}
        onConfirm={() => {
          if (restoring) restore.mutate(restoring);
        }}
      />
    </section>
  );
  // A read-only key's reason once, in the list's toolbar, for the rows' buttons and "Take snapshot" (issue 40); a
  // list the server did not send has no toolbar, and each button says its own.
  return list.data === null ? section : <ReadOnlyReasonScope>{section}</ReadOnlyReasonScope>;
}
