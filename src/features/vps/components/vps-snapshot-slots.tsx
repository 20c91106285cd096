import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SnapshotSlotOption } from '@/api/schemas/vps-snapshots';
import type { Vps } from '@/api/schemas/vps';
import { messageRef, useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useFormat } from '@/ui/format/use-format';
import { useOperationMutation } from '@/ui/operations/use-operation-mutation';
import { ProblemAlert } from '@/ui/problem-alert';
import { vpsPath } from '@/features/vps/api/vps-queries';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';

/**
 * "Add snapshot slots": the options and prices (GET actions/upgrade), one chosen and confirmed, then POST
 * actions/config. Done inline (200); the snapshot list refreshes, so taking the snapshot is the next step.
 */
export function VpsSnapshotSlots({
  server,
  snapshotsKey,
  onAdded,
}: {
  server: Vps;
  snapshotsKey: QueryKey;
  onAdded: (slots: number) => void;
}) {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const name = vpsName(server);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const upgrade = useQuery({ ...vpsSectionQueries.upgradeOptions(server.id), enabled: open });
  const slots = upgrade.data?.snapshotSlots ?? null;
  const current = slots?.current ?? 0;
  const options: SnapshotSlotOption[] = slots?.options.filter((option) => option.slots > current) ?? [];
  const selected = chosen ?? options[0]?.slots ?? null;

  const config = useOperationMutation<number>({
    request: (count) => ({
      path: `${vpsPath(server.id)}/actions/config`,
      body: { resources: { snapshotSlots: count } },
    }),
    track: (count) => ({
      label: messageRef(vpsDetailMessages, 'vpsDetail.slots.operation', { name, count }),
      href: `/vps/${server.id}?tab=snapshots`,
      invalidate: [snapshotsKey, vpsSectionQueries.upgradeOptions(server.id).queryKey],
    }),
    onAccepted: (_envelope, count) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: snapshotsKey });
      onAdded(count);
    },
  });

  return (
    <>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          config.reset();
          setChosen(null);
          setOpen(true);
        }}
      >
        {t('vpsDetail.snapshots.ways.addButton')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsDetail.slots.title', { name })}
        description={<p>{t('vpsDetail.slots.intro', { name })}</p>}
        confirmLabel={
          selected === null
            ? t('vpsDetail.snapshots.ways.addButton')
            : t('vpsDetail.slots.confirm', { count: selected })
        }
        guard={config}
        error={config.error}
        onConfirm={() => {
          if (selected !== null) config.mutate(selected);
        }}
      >
        {upgrade.isPending ? (
          <p role="status">{t('vpsDetail.slots.loading')}</p>
        ) : upgrade.isError ? (
          <ProblemAlert error={upgrade.error} onRetry={() => void upgrade.refetch()} />
        ) : options.length === 0 ? (
          <p className="notice">{t('vpsDetail.slots.none')}</p>
        ) : (
          <fieldset className="vps-choices">
            <legend className="field__label">{t('vpsDetail.slots.legend')}</legend>
            {slots?.options
              .filter((option) => option.isCurrent || option.slots > current)
              .map((option) => (
                <label key={option.slots} className="checkbox">
                  <input
                    type="radio"
                    name={`${id}-slots`}
                    value={option.slots}
                    checked={selected === option.slots}
                    disabled={option.slots <= current}
                    onChange={() => setChosen(option.slots)}
                  />
                  <span>
                    {t('vpsDetail.slots.option', {
                      count: option.slots,
                      price: format.money(option.monthlyAmount, option.currencyCode),
                    })}{' '}
                    {option.isCurrent && <span className="muted">{t('vpsDetail.slots.current')}</span>}
                  </span>
                </label>
              ))}
          </fieldset>
        )}
      </ConfirmDialog>
    </>
  );
}
