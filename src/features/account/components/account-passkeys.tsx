import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { AccountSecurity, PasskeySummary } from '@/api/schemas/auth';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { DataTable, type Column } from '@/ui/data-table';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { Notice } from '@/ui/notice';
import { FormProblemAlerts, ProblemAlert } from '@/ui/problem-alert';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '@/features/account/api/account-mutations';
import { accountMessages } from '@/features/account/messages/catalog';
import type en from '@/features/account/messages/en';
import { useFieldErrorText } from './field-error';
import { RemoveSecondStepDialog } from './remove-second-step';

type Key = PlainMessageKey<typeof en>;

const nameForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'account.passkeys.name.required' satisfies Key),
      z.maxLength(60, 'account.passkeys.name.tooLong' satisfies Key),
    ),
});
type NameForm = z.infer<typeof nameForm>;

type Done = { what: 'passkeyAdded' | 'passkeyRenamed' | 'passkeyRemoved'; name: string };

/**
 * The browser's own refusal of a passkey prompt (closed, timed out, not possible here: a `DOMException` or the
 * browser library's error), not a server's problem.
 */
function browserRefused(error: unknown): boolean {
  return error !== null && error !== undefined && !isApiError(error);
}

/**
 * The person's passkeys: each with when it was added and last used, renamed or removed (after a confirmation; the
 * last second step is guarded, said before the click), and "Add a passkey": a name, then the browser's own prompt
 * (WebAuthn). `openAdd`: the palette's "Add a passkey" opens it at once.
 */
export function AccountPasskeys({
  security,
  lastFactorGate,
  openAdd,
}: {
  security: AccountSecurity;
  lastFactorGate: Gate;
  openAdd: boolean;
}) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const [adding, setAdding] = useState(openAdd);
  const [done, setDone] = useState<Done | null>(null);

  const columns = useMemo<Column<PasskeySummary>[]>(
    () => [
      {
        id: 'name',
        header: t('account.passkeys.column.name'),
        primary: true,
        cell: (key) => <strong>{key.name}</strong>,
      },
      { id: 'created', header: t('account.passkeys.column.created'), cell: (key) => format.dateTime(key.createdAt) },
      {
        id: 'lastUsed',
        header: t('account.passkeys.column.lastUsed'),
        cell: (key) => (key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('account.passkeys.neverUsed')),
      },
      {
        id: 'actions',
        header: t('account.passkeys.column.actions'),
        cell: (key) => <PasskeyActions passkey={key} lastFactorGate={lastFactorGate} onDone={setDone} />,
      },
    ],
    [t, format, lastFactorGate],
  );

  return (
    <div className="account-factor">
      <h3>{t('account.passkeys.heading')}</h3>
      <p>{t('account.passkeys.intro')}</p>
      {done && (
        <Notice tone="success" role="status">
          <p>{t('account.done', done)}</p>
        </Notice>
      )}
      <DataTable
        caption={t('account.passkeys.caption')}
        columns={columns}
        rows={security.passkeys}
        rowKey={(key) => key.id}
        empty={<p className="muted">{t('account.passkeys.none')}</p>}
      />
      <div>
        <Button
          onClick={() => {
            setDone(null);
            setAdding(true);
          }}
        >
          {t('account.passkeys.add')}
        </Button>
      </div>
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(name) => {
          setAdding(false);
          setDone({ what: 'passkeyAdded', name });
        }}
      />
    </div>
  );
}

function AddPasskeyDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (name: string) => void;
}) {
  const t = useMessages(accountMessages);
  const errorText = useFieldErrorText();
  const add = useAddPasskey();
  const form = useForm<NameForm>({
    resolver: zodResolver(nameForm),
    mode: 'onTouched',
    defaultValues: { name: t('account.passkeys.name.default') },
  });
  const unplaced = useServerFieldErrors(form, add.error, ['name']);
  const onSubmit = form.handleSubmit((values) => {
    add.mutate(
      { name: values.name },
      {
        onSuccess: (passkey) => {
          add.reset();
          form.reset({ name: t('account.passkeys.name.default') });
          onAdded(passkey.name);
        },
      },
    );
  });
  return (
    <Dialog
      open={open}
      locked={add.isPending}
      title={t('account.passkeys.add.title')}
      onOpenChange={(next) => {
        if (!next) add.reset();
        onOpenChange(next);
      }}
    >
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t('account.passkeys.add.description')}</p>
        <TextField
          label={t('account.passkeys.name')}
          autoComplete="off"
          error={errorText(form.formState.errors.name)}
          {...form.register('name')}
        />
        {browserRefused(add.error) ? (
          <Notice tone="warning" role="alert">
            <p>{t('account.passkeys.add.browserRefused')}</p>
          </Notice>
        ) : null}
        {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
        {isApiError(add.error) && add.error.status !== 400 ? <ProblemAlert error={add.error} /> : null}
        <DialogActions>
          <DialogClose disabled={add.isPending}>{t('account.passkeys.add.cancel')}</DialogClose>
          <Button type="submit" variant="primary" guard={add}>
            {t('account.passkeys.add.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function PasskeyActions({
  passkey,
  lastFactorGate,
  onDone,
}: {
  passkey: PasskeySummary;
  lastFactorGate: Gate;
  onDone: (done: Done) => void;
}) {
  const t = useMessages(accountMessages);
  const errorText = useFieldErrorText();
  const rename = useRenamePasskey(passkey.id);
  const remove = useRemovePasskey(passkey.id);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const form = useForm<NameForm>({
    resolver: zodResolver(nameForm),
    mode: 'onTouched',
    defaultValues: { name: passkey.name },
  });
  const unplaced = useServerFieldErrors(form, rename.error, ['name']);
  const onRename = form.handleSubmit((values) => {
    rename.mutate(
      { name: values.name },
      {
        onSuccess: (renamed) => {
          setRenaming(false);
          onDone({ what: 'passkeyRenamed', name: renamed.name });
        },
      },
    );
  });
  return (
    <ButtonRow inline>
      <Button
        size="small"
        aria-label={t('account.passkeys.rename', { name: passkey.name })}
        onClick={() => {
          rename.reset();
          form.reset({ name: passkey.name });
          setRenaming(true);
        }}
      >
        {t('account.passkeys.renameShort')}
      </Button>
      <GatedButton
        gate={lastFactorGate}
        size="small"
        variant="danger-outline"
        aria-label={t('account.passkeys.remove', { name: passkey.name })}
        onClick={() => {
          remove.reset();
          setRemoving(true);
        }}
      >
        {t('account.passkeys.removeShort')}
      </GatedButton>
      <Dialog
        open={renaming}
        locked={rename.isPending}
        title={t('account.passkeys.rename.title', { name: passkey.name })}
        onOpenChange={setRenaming}
      >
        <form className="form account-form" noValidate onSubmit={(event) => void onRename(event)}>
          <TextField
            label={t('account.passkeys.name')}
            autoComplete="off"
            error={errorText(form.formState.errors.name)}
            {...form.register('name')}
          />
          <FormProblemAlerts unplaced={unplaced} error={rename.error} />
          <DialogActions>
            <DialogClose disabled={rename.isPending}>{t('account.passkeys.rename.cancel')}</DialogClose>
            <Button type="submit" variant="primary" guard={rename}>
              {t('account.passkeys.rename.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <RemoveSecondStepDialog
        step={{ kind: 'passkey', name: passkey.name }}
        open={removing}
        onOpenChange={setRemoving}
        remove={remove}
        onRemoved={() => onDone({ what: 'passkeyRemoved', name: passkey.name })}
      />
    </ButtonRow>
  );
}
