import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { SnapshotSlotOption } from '@/api/schemas/vps-snapshots';
import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Radio, RadioGroup } from '@/ui/fields';
import { usePrice } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAddSnapshotSlots } from '@/features/vps/api/vps-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';

/**
 * "Add snapshot slots": the options and prices (GET actions/upgrade), one chosen and confirmed, then POST
 * actions/config. Done inline (200); the snapshot list refreshes, so taking the snapshot is the next step.
 */
export function VpsSnapshotSlots({ server, onAdded }: { server: Vps; onAdded: (slots: number) => void }) {
  const t = useMessages(vpsSectionsMessages);
  const price = usePrice();
  const id = useId();
  const name = vpsName(server);
  const [open, setOpen] = useState(false);
  const gate = useScopeGate(vpsRoutes.config);
  const [chosen, setChosen] = useState<number | null>(null);
  const upgrade = useQuery({ ...vpsSectionQueries.upgradeOptions(server.id), enabled: open });
  const slots = upgrade.data?.snapshotSlots ?? null;
  const current = slots?.current ?? 0;
  const options: SnapshotSlotOption[] = slots?.options.filter((option) => option.slots > current) ?? [];
  const selected = chosen ?? options[0]?.slots ?? null;

  const config = useAddSnapshotSlots(server, {
    onAccepted: (_envelope, count) => {
      setOpen(false);
      onAdded(count);
    },
  });

  return (
    <>
      <GatedButton
        gate={gate}
        size="small"
        onClick={() => {
          config.reset();
          setChosen(null);
          setOpen(true);
        }}
      >
        {t('vpsSections.snapshots.ways.addButton')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsSections.slots.title', { name })}
        description={<p>{t('vpsSections.slots.intro', { name })}</p>}
        confirmLabel={
          selected === null
            ? t('vpsSections.snapshots.ways.addButton')
            : t('vpsSections.slots.confirm', { count: selected })
        }
        guard={config}
        error={config.error}
        onConfirm={() => {
          if (selected !== null) config.mutate(selected);
        }}
      >
        {upgrade.isPending ? (
          <p role="status">{t('vpsSections.slots.loading')}</p>
        ) : upgrade.isError ? (
          <ProblemAlert error={upgrade.error} onRetry={() => void upgrade.refetch()} />
        ) : options.length === 0 ? (
          <Notice>{t('vpsSections.slots.none')}</Notice>
        ) : (
          <RadioGroup className="vps-choices" legend={t('vpsSections.slots.legend')}>
            {slots?.options
              .filter((option) => option.isCurrent || option.slots > current)
              .map((option) => (
                <Radio
                  key={option.slots}
                  name={`${id}-slots`}
                  value={option.slots}
                  checked={selected === option.slots}
                  disabled={option.slots <= current}
                  onChange={() => setChosen(option.slots)}
                  label={
                    <>
                      {t('vpsSections.slots.option', {
                        count: option.slots,
                        price: price(option.monthlyAmount, option.currencyCode),
                      })}{' '}
                      {option.isCurrent && <span className="muted">{t('vpsSections.slots.current')}</span>}
                    </>
                  }
                />
              ))}
          </RadioGroup>
        )}
      </ConfirmDialog>
    </>
  );
}
