import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isSafePathSegment } from '@/api/path-segment';
import { snapshotIdOf, type Snapshot, type SnapshotList, type SnapshotStatus } from '@/api/schemas/vps-snapshots';
import { type Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { DateTime } from '@/ui/format/date-time';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { useBlockedCover } from '@/ui/blocked-banner';
import { Notice } from '@/ui/notice';
import { ButtonRow } from '@/ui/button';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import { useDeleteSnapshot, useRestoreSnapshot } from '@/features/vps/api/vps-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
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

/**
 * The snapshots tab: what snapshots are (short-lived, not an offsite backup), slots used of the limit, the list
 * with delete, and taking one (with the ways forward when that is blocked).
 */
export function VpsSnapshots({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
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

  const columns = useMemo<Column<Snapshot>[]>(
    () => [
      {
        id: 'name',
        header: t('vpsDetail.snapshots.column.name'),
        primary: true,
        cell: (snapshot) => (
          <>
            <span className="data-table__title">{snapshot.name}</span>
            {snapshot.description && <span className="data-table__sub">{snapshot.description}</span>}
          </>
        ),
      },
      {
        id: 'status',
        header: t('vpsDetail.snapshots.column.status'),
        cell: (snapshot) => (
          <StatusBadge tone={snapshotTones[snapshot.status]}>
            {t('vpsDetail.snapshot.status', { status: snapshot.status })}
          </StatusBadge>
        ),
      },
      {
        id: 'created',
        header: t('vpsDetail.snapshots.column.created'),
        cell: (snapshot) => <DateTime value={snapshot.createdAt} />,
      },
      {
        id: 'expires',
        header: t('vpsDetail.snapshots.column.expires'),
        cell: (snapshot) => (
          <span>
            <DateTime value={snapshot.expiresAt} />
            {snapshot.expiresAt && (
              <span className="data-table__sub vps-plan__specs">
                {t('vpsDetail.snapshots.relative', { time: format.relative(snapshot.expiresAt) })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('vpsDetail.snapshots.column.actions'),
        cell: (snapshot) => (
          <ButtonRow inline>
            <GatedButton
              gate={withScopeGate(
                restoreScopeGate,
                !isSafePathSegment(snapshotIdOf(snapshot))
                  ? { allowed: false, reason: t('vpsDetail.snapshots.delete.unsafeName') }
                  : snapshot.actions.canRestore,
              )}
              size="small"
              guard={restore}
              aria-label={t('vpsDetail.restore.label', { name, snapshot: snapshot.name })}
              onClick={() => {
                restore.reset();
                setRestoring(snapshot);
                setRestoreOpen(true);
              }}
            >
              {t('vpsDetail.restore')}
            </GatedButton>
            <GatedButton
              gate={withScopeGate(
                scopeGate,
                // A name of `.` or `..` would address the folder above (ledger: "Ids in paths"): never sent.
                !isSafePathSegment(snapshotIdOf(snapshot))
                  ? { allowed: false, reason: t('vpsDetail.snapshots.delete.unsafeName') }
                  : snapshot.status === 'creating'
                    ? { allowed: false, reason: t('vpsDetail.snapshots.delete.creating') }
                    : { allowed: true, reason: null },
              )}
              size="small"
              variant="danger-outline"
              aria-label={t('vpsDetail.snapshots.delete.label', { snapshot: snapshot.name })}
              onClick={() => {
                remove.reset();
                setDeleting(snapshot);
                setConfirmOpen(true);
              }}
            >
              {t('vpsDetail.snapshots.delete')}
            </GatedButton>
          </ButtonRow>
        ),
      },
    ],
    [t, format, remove, scopeGate, restore, restoreScopeGate, name],
  );

  // Unavailable because the server is suspended or busy: the page's banner says so once.
  const coveredByBanner = useBlockedCover(list.actions.canCreate) !== null;

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-section">
      <h2 id={`${id}-heading`}>{t('vpsDetail.snapshots.heading')}</h2>
      <p className="vps-lead">{t('vpsDetail.snapshots.intro')}</p>
      <p className="vps-slots">
        <strong>
          {used === null
            ? t('vpsDetail.snapshots.slotsTotal', { total })
            : t('vpsDetail.snapshots.slots', { used: format.number(used), total })}
        </strong>
      </p>
      {!list.available && !coveredByBanner && (
        <Notice tone="warning">
          {t('vpsDetail.snapshots.unavailable')} {list.reason}
        </Notice>
      )}
      <DroppedItemsNotice count={list.dropped} />
      {list.data === null ? (
        <Notice>{t('vpsDetail.snapshots.notListed')}</Notice>
      ) : (
        <SharedGateReason gate={scopeGate}>
          <SharedGateReason gate={restoreScopeGate}>
            <DataTable
              caption={t('vpsDetail.snapshots.caption', { name })}
              columns={columns}
              rows={list.data}
              rowKey={(snapshot) => snapshotIdOf(snapshot)}
              empty={
                <EmptyState title={t('vpsDetail.snapshots.empty.heading')}>
                  <p className="muted">{t('vpsDetail.snapshots.empty.body')}</p>
                </EmptyState>
              }
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
        title={t('vpsDetail.snapshots.delete.title', { snapshot: deleting?.name ?? '' })}
        description={<p>{t('vpsDetail.snapshots.delete.body')}</p>}
        confirmLabel={t('vpsDetail.snapshots.delete.confirm')}
        cancelLabel={t('vpsDetail.snapshots.delete.keep')}
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
        title={t('vpsDetail.restore.title', { name, snapshot: restoring?.name ?? '' })}
        description={
          <>
            <p>
              {t('vpsDetail.restore.body', {
                name,
                date: restoring?.createdAt ? format.dateTime(restoring.createdAt) : t('value.missing'),
              })}{' '}
              <strong>{t('vpsDetail.restore.loss')}</strong>
            </p>
            <ul className="vps-restore-consequences">
              <li>
                {server.status === 'running'
                  ? t('vpsDetail.restore.running', { name })
                  : server.status === 'stopped'
                    ? t('vpsDetail.restore.stopped', { name })
                    : t('vpsDetail.restore.other', { name })}
              </li>
              <li>{t('vpsDetail.restore.tip')}</li>
            </ul>
          </>
        }
        confirmLabel={t('vpsDetail.restore.confirm')}
        cancelLabel={t('vpsDetail.restore.keep')}
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
}
