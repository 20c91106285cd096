import { useId, useState } from 'react';
import { isApiError } from '@/api/client';
import { isKnownNonPrimary, type NetworkInterface } from '@/api/schemas/vps-network';
import { messageRef, useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton } from '@/ui/gated-button';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { useNetworkAction } from '@/features/vps/api/use-network-action';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { ipSelector, type NetworkContext } from './vps-ip-actions';
import { VpsIpPicker, type PickedIp } from './vps-ip-picker';
import { NetworkActionStatus } from './vps-network-status';

/**
 * Deletes an interface. A secondary one (known to be non-primary) asks first; the primary one goes through its
 * own action and gate and asks for the interface's name to be typed. Unknown primary-ness counts as primary.
 */
export function DeleteInterfaceButton({ context, iface }: { context: NetworkContext; iface: NetworkInterface }) {
  const t = useMessages(vpsDetailMessages);
  const [open, setOpen] = useState(false);
  const primary = !isKnownNonPrimary(iface);
  const remove = useNetworkAction<void>(context.vpsId, {
    body: () =>
      primary
        ? { action: 'delete_primary_interface', confirm: true, interfaceName: iface.id }
        : { action: 'delete_interface', interfaceName: iface.id },
    label: () =>
      messageRef(vpsDetailMessages, 'vpsDetail.iface.delete.operation', {
        interface: iface.id,
        name: context.serverName,
      }),
    onAccepted: () => setOpen(false),
  });

  return (
    <>
      <GatedButton
        gate={primary ? context.gates.canDeletePrimaryInterface : context.gates.canDeleteInterface}
        className="button button--small button--danger-outline"
        guard={remove}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {primary ? t('vpsDetail.iface.deletePrimary') : t('vpsDetail.iface.delete')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          primary
            ? t('vpsDetail.iface.deletePrimary.title', { interface: iface.id })
            : t('vpsDetail.iface.delete.title', { interface: iface.id })
        }
        description={
          <p>
            {primary
              ? t('vpsDetail.iface.deletePrimary.body', { interface: iface.id, name: context.serverName })
              : t('vpsDetail.iface.delete.body', { name: context.serverName })}
          </p>
        }
        confirmLabel={primary ? t('vpsDetail.iface.deletePrimary.confirm') : t('vpsDetail.iface.delete.confirm')}
        tone="danger"
        typeToConfirm={primary ? iface.id : undefined}
        guard={remove}
        onConfirm={() => remove.mutate()}
      >
        <NetworkActionStatus action={remove} name={context.serverName} showProgress={false} />
      </ConfirmDialog>
      <OperationProgress operation={remove.operation} />
    </>
  );
}

/** A new public interface with the address chosen for it (`create_public_interface`). */
export function CreatePublicInterfaceButton({ context }: { context: NetworkContext }) {
  const t = useMessages(vpsDetailMessages);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedIp[]>([]);
  const [missing, setMissing] = useState(false);
  const create = useNetworkAction<PickedIp>(context.vpsId, {
    body: (ip) => ({
      action: 'create_public_interface',
      ...ipSelector(ip),
      ipType: ip.type,
      subnetId: ip.subnetId,
    }),
    label: () =>
      messageRef(vpsDetailMessages, 'vpsDetail.iface.create.operation', { type: 'public', name: context.serverName }),
    onAccepted: () => setOpen(false),
  });

  return (
    <div className="vps-create">
      <GatedButton
        gate={context.gates.canCreatePublicInterface}
        guard={create}
        onClick={() => {
          create.reset();
          setPicked([]);
          setMissing(false);
          setOpen(true);
        }}
      >
        {t('vpsDetail.iface.createPublic')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsDetail.iface.createPublic.title', { name: context.serverName })}
        description={<p>{t('vpsDetail.iface.createPublic.body')}</p>}
        confirmLabel={t('vpsDetail.iface.createPublic.confirm')}
        guard={create}
        onConfirm={() => {
          const [ip] = picked;
          if (!ip) setMissing(true);
          else create.mutate(ip);
        }}
      >
        <VpsIpPicker
          vpsId={context.vpsId}
          network={context.network}
          multiple={false}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setMissing(false);
          }}
        />
        {missing && <p className="field__error">{t('vpsDetail.picker.choose')}</p>}
        <NetworkActionStatus action={create} name={context.serverName} showProgress={false} />
      </ConfirmDialog>
      <OperationProgress operation={create.operation} />
    </div>
  );
}

/** A private network's id, if this server has an interface on it already. */
function attachedNetworks(context: NetworkContext): Set<string> {
  const ids = new Set<string>();
  for (const iface of context.network.interfaces) {
    if (iface.type !== 'private') continue;
    for (const ip of iface.ip) if (ip.subnet?.id) ids.add(ip.subnet.id);
  }
  return ids;
}

/** A new interface on one of the customer's private networks, with an optional VLAN. */
export function CreatePrivateInterfaceButton({ context }: { context: NetworkContext }) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const attached = attachedNetworks(context);
  const networks = context.network.privateSubnets;
  const firstFree = networks.find((network) => !attached.has(network.id));
  const [open, setOpen] = useState(false);
  const [subnetId, setSubnetId] = useState('');
  const [vlan, setVlan] = useState('');
  const vlanNumber = vlan.trim() === '' ? null : Number(vlan);
  const vlanInvalid = vlanNumber !== null && (!Number.isInteger(vlanNumber) || vlanNumber < 1 || vlanNumber > 4094);
  const chosen = networks.find((network) => network.id === subnetId);
  const create = useNetworkAction<{ subnetId: string; vlan: number | null }>(context.vpsId, {
    body: (vars) => ({ action: 'create_private_interface', subnetId: vars.subnetId, vlan: vars.vlan }),
    label: () =>
      messageRef(vpsDetailMessages, 'vpsDetail.iface.create.operation', { type: 'private', name: context.serverName }),
    onAccepted: () => setOpen(false),
  });
  const fieldErrors = isApiError(create.error) ? create.error.errors : [];
  const subnetError = fieldErrors.find((e) => e.pointer === '/subnetId')?.detail;
  const vlanError = fieldErrors.find((e) => e.pointer === '/vlan')?.detail;

  return (
    <div className="vps-create">
      <GatedButton
        gate={context.gates.canCreatePrivateInterface}
        guard={create}
        onClick={() => {
          create.reset();
          setSubnetId(firstFree?.id ?? '');
          setVlan('');
          setOpen(true);
        }}
      >
        {t('vpsDetail.iface.createPrivate')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsDetail.iface.createPrivate.title', { name: context.serverName })}
        description={<p>{t('vpsDetail.iface.createPrivate.body')}</p>}
        confirmLabel={t('vpsDetail.iface.createPublic.confirm')}
        guard={create}
        onConfirm={() => {
          if (subnetId && !vlanInvalid) create.mutate({ subnetId, vlan: vlanNumber });
        }}
      >
        <div className="form">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-network`}>
              {t('vpsDetail.iface.createPrivate.network')}
            </label>
            <select
              id={`${id}-network`}
              className="input"
              value={subnetId}
              aria-invalid={subnetError ? true : undefined}
              aria-describedby={subnetError ? `${id}-network-error` : undefined}
              onChange={(event) => setSubnetId(event.target.value)}
            >
              {networks.map((network) => {
                const values = { network: network.name ?? network.id, cidr: network.cidr ?? '' };
                return (
                  <option key={network.id} value={network.id} disabled={attached.has(network.id)}>
                    {attached.has(network.id)
                      ? t('vpsDetail.iface.createPrivate.attached', values)
                      : t('vpsDetail.iface.createPrivate.option', values)}
                  </option>
                );
              })}
            </select>
            {subnetError && (
              <p id={`${id}-network-error`} className="field__error">
                {subnetError}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-vlan`}>
              {t('vpsDetail.iface.createPrivate.vlan')}
            </label>
            <input
              id={`${id}-vlan`}
              className="input"
              inputMode="numeric"
              value={vlan}
              aria-invalid={vlanInvalid || vlanError ? true : undefined}
              aria-describedby={`${id}-vlan-hint${vlanInvalid || vlanError ? ` ${id}-vlan-error` : ''}`}
              onChange={(event) => setVlan(event.target.value)}
            />
            <p id={`${id}-vlan-hint`} className="field__hint">
              {t('vpsDetail.iface.createPrivate.vlan.hint', { vlan: chosen?.vlan ? ` (${chosen.vlan})` : '' })}
            </p>
            {(vlanInvalid || vlanError) && (
              <p id={`${id}-vlan-error`} className="field__error">
                {vlanInvalid ? t('vpsDetail.iface.createPrivate.vlan.invalid') : vlanError}
              </p>
            )}
          </div>
        </div>
        <NetworkActionStatus
          action={{ ...create, error: subnetError || vlanError ? null : create.error }}
          name={context.serverName}
          showProgress={false}
        />
      </ConfirmDialog>
      <OperationProgress operation={create.operation} />
    </div>
  );
}
