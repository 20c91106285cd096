import { useState } from 'react';
import { isApiError } from '@/api/client';
import { isKnownNonPrimary, type NetworkInterface } from '@/api/schemas/vps-network';
import { messageRef, useMessages } from '@/i18n';
import { SelectField, TextField } from '@/ui/fields';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { NetworkActionButton } from './network-action-button';
import { ipSelector, type NetworkContext } from './vps-ip-actions';
import { PickIpNotice, VpsIpPicker, type PickedIp } from './vps-ip-picker';

/**
 * Deletes an interface. A secondary one (known to be non-primary) asks first; the primary one goes through its
 * own action and gate and asks for the interface's name to be typed. Unknown primary-ness counts as primary.
 */
export function DeleteInterfaceButton({ context, iface }: { context: NetworkContext; iface: NetworkInterface }) {
  const t = useMessages(vpsSectionsMessages);
  const primary = !isKnownNonPrimary(iface);
  return (
    <NetworkActionButton<void>
      vpsId={context.vpsId}
      serverName={context.serverName}
      gate={primary ? context.gates.canDeletePrimaryInterface : context.gates.canDeleteInterface}
      opener={{
        text: primary ? t('vpsSections.iface.deletePrimary') : t('vpsSections.iface.delete'),
        variant: 'danger-outline',
        size: 'small',
      }}
      dialog={{
        title: primary
          ? t('vpsSections.iface.deletePrimary.title', { interface: iface.id })
          : t('vpsSections.iface.delete.title', { interface: iface.id }),
        description: (
          <p>
            {primary
              ? t('vpsSections.iface.deletePrimary.body', { interface: iface.id, name: context.serverName })
              : t('vpsSections.iface.delete.body', { name: context.serverName })}
          </p>
        ),
        confirmLabel: primary ? t('vpsSections.iface.deletePrimary.confirm') : t('vpsSections.iface.delete.confirm'),
        tone: 'danger',
        typeToConfirm: primary ? iface.id : undefined,
      }}
      body={() =>
        primary
          ? { action: 'delete_primary_interface', confirm: true, interfaceName: iface.id }
          : { action: 'delete_interface', interfaceName: iface.id }
      }
      label={() =>
        messageRef(vpsSectionsMessages, 'vpsSections.iface.delete.operation', {
          interface: iface.id,
          name: context.serverName,
        })
      }
      confirm={() => undefined}
    />
  );
}

/** A new public interface with the address chosen for it (`create_public_interface`). */
export function CreatePublicInterfaceButton({ context }: { context: NetworkContext }) {
  const t = useMessages(vpsSectionsMessages);
  const [picked, setPicked] = useState<PickedIp[]>([]);
  const [missing, setMissing] = useState(false);
  return (
    <NetworkActionButton<PickedIp>
      className="vps-create"
      vpsId={context.vpsId}
      serverName={context.serverName}
      gate={context.gates.canCreatePublicInterface}
      opener={{ text: t('vpsSections.iface.createPublic') }}
      dialog={{
        title: t('vpsSections.iface.createPublic.title', { name: context.serverName }),
        description: <p>{t('vpsSections.iface.createPublic.body')}</p>,
        confirmLabel: t('vpsSections.iface.createPublic.confirm'),
      }}
      body={(ip) => ({
        action: 'create_public_interface',
        ...ipSelector(ip),
        ipType: ip.type,
        subnetId: ip.subnetId,
      })}
      label={() =>
        messageRef(vpsSectionsMessages, 'vpsSections.iface.create.operation', {
          type: 'public',
          name: context.serverName,
        })
      }
      onOpen={() => {
        setPicked([]);
        setMissing(false);
      }}
      confirm={() => {
        const [ip] = picked;
        if (ip) return ip;
        setMissing(true);
        return null;
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
      {missing && <PickIpNotice />}
    </NetworkActionButton>
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

/** The server's refusal of one field of `create_private_interface` (shown on that field, not above). */
function fieldErrorOf(error: unknown, pointer: '/subnetId' | '/vlan'): string | undefined {
  return isApiError(error) ? error.errors.find((e) => e.pointer === pointer)?.detail : undefined;
}

/** A new interface on one of the customer's private networks, with an optional VLAN. */
export function CreatePrivateInterfaceButton({ context }: { context: NetworkContext }) {
  const t = useMessages(vpsSectionsMessages);
  const attached = attachedNetworks(context);
  const networks = context.network.privateSubnets;
  const firstFree = networks.find((network) => !attached.has(network.id));
  const [subnetId, setSubnetId] = useState('');
  const [vlan, setVlan] = useState('');
  const vlanNumber = vlan.trim() === '' ? null : Number(vlan);
  const vlanInvalid = vlanNumber !== null && (!Number.isInteger(vlanNumber) || vlanNumber < 1 || vlanNumber > 4094);
  const chosen = networks.find((network) => network.id === subnetId);

  return (
    <NetworkActionButton<{ subnetId: string; vlan: number | null }>
      className="vps-create"
      vpsId={context.vpsId}
      serverName={context.serverName}
      gate={context.gates.canCreatePrivateInterface}
      opener={{ text: t('vpsSections.iface.createPrivate') }}
      dialog={{
        title: t('vpsSections.iface.createPrivate.title', { name: context.serverName }),
        description: <p>{t('vpsSections.iface.createPrivate.body')}</p>,
        confirmLabel: t('vpsSections.iface.createPublic.confirm'),
      }}
      body={(vars) => ({ action: 'create_private_interface', subnetId: vars.subnetId, vlan: vars.vlan })}
      label={() =>
        messageRef(vpsSectionsMessages, 'vpsSections.iface.create.operation', {
          type: 'private',
          name: context.serverName,
        })
      }
      onOpen={() => {
        setSubnetId(firstFree?.id ?? '');
        setVlan('');
      }}
      confirm={() => (subnetId && !vlanInvalid ? { subnetId, vlan: vlanNumber } : null)}
      // A refusal of one field shows on that field only.
      shownError={(error) => (fieldErrorOf(error, '/subnetId') || fieldErrorOf(error, '/vlan') ? null : error)}
    >
      {(create) => (
        <div className="form">
          <SelectField
            label={t('vpsSections.iface.createPrivate.network')}
            error={fieldErrorOf(create.error, '/subnetId')}
            value={subnetId}
            onChange={(event) => setSubnetId(event.target.value)}
          >
            {networks.map((network) => {
              const values = { network: network.name ?? network.id, cidr: network.cidr ?? '' };
              return (
                <option key={network.id} value={network.id} disabled={attached.has(network.id)}>
                  {attached.has(network.id)
                    ? t('vpsSections.iface.createPrivate.attached', values)
                    : t('vpsSections.iface.createPrivate.option', values)}
                </option>
              );
            })}
          </SelectField>
          <TextField
            label={t('vpsSections.iface.createPrivate.vlan')}
            hint={t('vpsSections.iface.createPrivate.vlan.hint', { vlan: chosen?.vlan ? ` (${chosen.vlan})` : '' })}
            error={
              vlanInvalid ? t('vpsSections.iface.createPrivate.vlan.invalid') : fieldErrorOf(create.error, '/vlan')
            }
            inputMode="numeric"
            value={vlan}
            onChange={(event) => setVlan(event.target.value)}
          />
        </div>
      )}
    </NetworkActionButton>
  );
}
