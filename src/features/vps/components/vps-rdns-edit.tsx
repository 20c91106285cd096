import { useState } from 'react';
import * as z from 'zod/mini';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isApiError } from '@/api/client';
import { updateRdnsBody } from '@/api/schemas/vps-network';
import { messageRef, useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { useNetworkAction } from '@/features/vps/api/vps-mutations';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { NetworkActionStatus } from './vps-network-status';

/** The hostname rule of the contract's `update_rdns` body, so the field says at once what the server would. */
function isValidRdns(address: string, value: string): boolean {
  return z.safeParse(updateRdnsBody, { action: 'update_rdns', ip: address, rdns: value.trim() }).success;
}

/**
 * Reverse DNS of one address, edited in place: checked as it is typed, saved (done at once, 200), or reset to
 * the default name (`rdns: null`). The server's refusal (a name that does not resolve to the address) shows on
 * the field with what was typed kept.
 */
export function VpsRdnsEdit({
  vpsId,
  serverName,
  address,
  rdns,
  gate,
}: {
  vpsId: string;
  serverName: string;
  address: string;
  rdns: string | null;
  gate: Gate;
}) {
  const t = useMessages(vpsSectionsMessages);
  const [editing, setEditing] = useState(false);
  const shownGate = useScopeGate(vpsRoutes.networkAction, gate);
  const [value, setValue] = useState(rdns ?? '');
  const [touched, setTouched] = useState(false);
  const update = useNetworkAction<{ rdns: string | null }>(vpsId, {
    body: (vars) => ({ action: 'update_rdns', ip: address, rdns: vars.rdns }),
    label: () => messageRef(vpsSectionsMessages, 'vpsSections.rdns.operation', { address, name: serverName }),
    onAccepted: () => setEditing(false),
  });
  const { reset } = update;

  const localError =
    touched && value.trim() !== '' && !isValidRdns(address, value) ? t('vpsSections.rdns.invalid') : null;
  const serverError =
    isApiError(update.error) && update.error.status === 400
      ? (update.error.errors.find((e) => e.pointer === '/rdns')?.detail ?? null)
      : null;
  const fieldError = localError ?? serverError;
  const otherError = serverError ? null : update.error;

  if (!editing) {
    return (
      <div className="vps-rdns">
        <span className="vps-rdns__name">{rdns ?? t('value.missing')}</span>
        <GatedButton
          gate={shownGate}
          size="small"
          aria-label={t('vpsSections.rdns.edit.label', { address })}
          onClick={() => {
            reset();
            setTouched(false);
            setValue(rdns ?? '');
            setEditing(true);
          }}
        >
          {t('vpsSections.rdns.edit')}
        </GatedButton>
        {update.operation && <NetworkActionStatus action={{ ...update, error: null }} name={serverName} />}
      </div>
    );
  }

  return (
    <form
      className="vps-rdns-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (value.trim() !== '' && !isValidRdns(address, value)) return;
        update.mutate({ rdns: value.trim() === '' ? null : value.trim() });
      }}
    >
      <TextField
        label={t('vpsSections.rdns.field', { address })}
        hint={t('vpsSections.rdns.hint', { address })}
        error={fieldError}
        value={value}
        autoComplete="off"
        spellCheck={false}
        // The field the user just asked to edit.
        autoFocus
        onChange={(event) => {
          setValue(event.target.value);
          setTouched(true);
          if (update.error) reset();
        }}
      />
      <ButtonRow>
        <Button type="submit" variant="primary" size="small" guard={update}>
          {t('vpsSections.rdns.save')}
        </Button>
        <Button size="small" guard={update} onClick={() => update.mutate({ rdns: null })}>
          {t('vpsSections.rdns.reset')}
        </Button>
        <Button size="small" variant="ghost" disabled={update.isPending} onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
      <NetworkActionStatus action={{ ...update, error: otherError }} name={serverName} />
    </form>
  );
}
