import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isApiError } from '@/api/client';
import { snapshotNamePattern, type SnapshotList } from '@/api/schemas/vps-snapshots';
import { type Vps } from '@/api/schemas/vps';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { TextAreaField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCreateSnapshot } from '@/features/vps/api/vps-mutations';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import type en from '@/features/vps/messages/sections/en';
import { vpsName } from '@/features/vps/vps-labels';
import { VpsSnapshotSlots } from './vps-snapshot-slots';

type Key = PlainMessageKey<typeof en>;

/** The contract's `snapshotCreateBody` rules, with our words (keys) as messages; the server re-checks them. */
const snapshotForm = z.object({
  name: z
    .string()
    .check(
      z.minLength(1, 'vpsSections.snapshots.create.name.required' satisfies Key),
      z.maxLength(40, 'vpsSections.snapshots.create.name.tooLong' satisfies Key),
      z.regex(snapshotNamePattern, 'vpsSections.snapshots.create.name.pattern' satisfies Key),
    ),
  description: z.string().check(z.maxLength(500, 'vpsSections.snapshots.create.description.tooLong' satisfies Key)),
});
type SnapshotForm = z.infer<typeof snapshotForm>;

/** Codes of a blocked `canCreate` that the customer can lift: free a slot, or buy more. */
const liftable = new Set(['snapshot_limit_reached', 'snapshots_unavailable']);

/**
 * Taking a snapshot: the name checked as it is typed, the gate's reason when it cannot be taken, and then the
 * ways forward (delete one, add slots). What was typed stays through all of it.
 */
export function VpsSnapshotCreate({ server, list }: { server: Vps; list: SnapshotList }) {
  const t = useMessages(vpsSectionsMessages);
  const id = useId();
  const name = vpsName(server);
  const [slotsAdded, setSlotsAdded] = useState<number | null>(null);
  const form = useForm<SnapshotForm>({
    resolver: zodResolver(snapshotForm),
    mode: 'onChange',
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;

  // The new snapshot is listed at once, as "being taken"; the server is busy with it meanwhile.
  const create = useCreateSnapshot(server, { onAccepted: () => form.reset() });

  // A refused name (already used on this server) belongs on the field; anything else shows above the button.
  const { error } = create;
  const unplaced = useServerFieldErrors(form, error, ['name', 'description']);

  const gate = useScopeGate(vpsRoutes.createSnapshot, list.actions.canCreate);
  const full = !gate.allowed && liftable.has(gate.code ?? '');
  const canFreeSlot = gate.code === 'snapshot_limit_reached' && (list.data?.length ?? 0) > 0;
  const showProblem = error !== null && error !== undefined && !(isApiError(error) && error.status === 400);

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-card vps-snapshot-create">
      <h3 id={`${id}-heading`}>{t('vpsSections.snapshots.create.heading')}</h3>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (gate.allowed) create.mutate(values);
        })}
      >
        <TextField
          label={t('vpsSections.snapshots.create.name')}
          hint={t('vpsSections.snapshots.create.name.hint')}
          error={errors.name?.message && t.keyOrText(errors.name.message)}
          autoComplete="off"
          spellCheck={false}
          {...form.register('name')}
        />
        <TextAreaField
          label={t('vpsSections.snapshots.create.description')}
          error={errors.description?.message && t.keyOrText(errors.description.message)}
          rows={2}
          {...form.register('description')}
        />
        {unplaced && <ProblemAlert error={unplaced} showFieldErrors />}
        {showProblem && <ProblemAlert error={error} />}
        <div>
          <GatedButton type="submit" gate={gate} variant="primary" guard={create}>
            {t('vpsSections.snapshots.create.submit')}
          </GatedButton>
        </div>
      </form>
      <OperationProgress operation={create.operation} />
      {slotsAdded !== null && gate.allowed && (
        <Notice role="status">{t('vpsSections.slots.done', { name, count: slotsAdded })}</Notice>
      )}
      {full && (
        <div className="vps-ways">
          <h4 className="vps-ways__heading">{t('vpsSections.snapshots.ways.heading')}</h4>
          <ul>
            {canFreeSlot && <li>{t('vpsSections.snapshots.ways.delete')}</li>}
            <li>
              {t('vpsSections.snapshots.ways.add')} <VpsSnapshotSlots server={server} onAdded={setSlotsAdded} />
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
