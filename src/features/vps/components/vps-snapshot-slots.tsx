import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SnapshotSlotOption, Vps } from '@/api/schemas/vps';
import { messageRef, useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useFormat } from '@/ui/format/use-format';
import { useOperationMutation } from '@/ui/operations/use-operation-mutation';
import { ProblemAlert } from '@/ui/problem-alert';
import { vpsPath, vpsQueries } from '@/features/vps/api/vps-queries';
import { vpsMessages } from '@/features/vps/messages/catalog';
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
  const t = useMessages(vpsMessages);
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const name = vpsName(server);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const upgrade = useQuery({ ...vpsQueries.upgradeOptions(server.id), enabled: open });
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
      label: messageRef(vpsMessages, 'vps.slots.operation', { name, count }),
      href: `/vps/${server.id}?tab=snapshots`,
      invalidate: [snapshotsKey, vpsQueries.upgradeOptions(server.id).queryKey],
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
        {t('vps.snapshots.ways.addButton')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vps.slots.title', { name })}
        description={<p>{t('vps.slots.intro', { name })}</p>}
        confirmLabel={
          selected === null ? t('vps.snapshots.ways.addButton') : t('vps.slots.confirm', { count: selected })
        }
        pending={config.isPending}
        error={config.error}
        onConfirm={() => {
          if (selected !== null) config.mutate(selected);
        }}
      >
        {upgrade.isPending ? (
          <p role="status">{t('vps.slots.loading')}</p>
        ) : upgrade.isError ? (
          <ProblemAlert error={upgrade.error} onRetry={() => void upgrade.refetch()} />
        ) : options.length === 0 ? (
          <p className="notice">{t('vps.slots.none')}</p>
        ) : (
          <fieldset className="vps-choices">
            <legend className="field__label">{t('vps.slots.legend')}</legend>
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
                    {t('vps.slots.option', {
                      count: option.slots,
                      price: format.money(option.monthlyAmount, option.currencyCode),
                    })}{' '}
                    {option.isCurrent && <span className="muted">{t('vps.slots.current')}</span>}
                  </span>
                </label>
              ))}
          </fieldset>
        )}
      </ConfirmDialog>
    </>
  );
}
