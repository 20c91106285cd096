import { useState } from 'react';
import type { InterfaceIp, IpType, VpsNetworkState } from '@/api/schemas/vps-network';
import { messageRef, useMessages } from '@/i18n';
import { Checkbox } from '@/ui/fields';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { NetworkActionButton } from './network-action-button';
import { PickIpNotice, VpsIpPicker, type PickedIp } from './vps-ip-picker';

export interface NetworkContext {
  vpsId: string;
  serverName: string;
  network: VpsNetworkState;
  gates: VpsNetworkState['actions'];
}

/** An address as the network actions select it: by id when there is one, else by the address itself. */
export function ipSelector(ip: { id: string | null; address: string }): { ipId: string } | { ipAddress: string } {
  return ip.id ? { ipId: ip.id } : { ipAddress: ip.address };
}

function familyOf(ip: InterfaceIp): IpType | undefined {
  return ip.type === 'unknown' ? undefined : ip.type;
}

/** Assign one address (`assign_ip`) or several at once (`assign_ips`) to a public interface. */
export function AssignIpButton({ context, interfaceName }: { context: NetworkContext; interfaceName: string }) {
  const t = useMessages(vpsSectionsMessages);
  const [picked, setPicked] = useState<PickedIp[]>([]);
  const [missing, setMissing] = useState(false);
  return (
    <NetworkActionButton<PickedIp[]>
      vpsId={context.vpsId}
      serverName={context.serverName}
      gate={context.gates.canAssignIp}
      opener={{
        text: t('vpsSections.ip.assign'),
        ariaLabel: t('vpsSections.ip.assign.label', { interface: interfaceName }),
        size: 'small',
      }}
      dialog={{
        title: t('vpsSections.ip.assign.title', { interface: interfaceName }),
        description: <p>{t('vpsSections.ip.assign.body', { interface: interfaceName })}</p>,
        confirmLabel: t('vpsSections.ip.assign.confirm', { count: picked.length }),
      }}
      body={(ips) => {
        const [first] = ips;
        if (ips.length === 1 && first) {
          return { action: 'assign_ip', interfaceName, ...ipSelector(first), subnetId: first.subnetId };
        }
        return {
          action: 'assign_ips',
          interfaceName,
          ips: ips.map((ip) => ({ ipId: ip.id, ipAddress: ip.id ? null : ip.address, ipType: ip.type })),
        };
      }}
      label={(ips) =>
        messageRef(vpsSectionsMessages, 'vpsSections.ip.assign.operation', {
          count: ips.length,
          address: ips[0]?.address ?? '',
          name: context.serverName,
        })
      }
      onOpen={() => {
        setPicked([]);
        setMissing(false);
      }}
      confirm={() => {
        if (picked.length > 0) return picked;
        setMissing(true);
        return null;
      }}
    >
      <VpsIpPicker
        vpsId={context.vpsId}
        network={context.network}
        multiple
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

/** Replace the interface's primary address of one family (`change_ip`), optionally keeping the old one reserved. */
export function ChangeIpButton({
  context,
  interfaceName,
  ip,
}: {
  context: NetworkContext;
  interfaceName: string;
  ip: InterfaceIp & { ip: string };
}) {
  const t = useMessages(vpsSectionsMessages);
  const [picked, setPicked] = useState<PickedIp[]>([]);
  const [reserve, setReserve] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <NetworkActionButton<{ to: PickedIp; reserveOldIp: boolean }>
      vpsId={context.vpsId}
      serverName={context.serverName}
      gate={context.gates.canChangeIp}
      opener={{
        text: t('vpsSections.ip.change'),
        ariaLabel: t('vpsSections.ip.change.label', { address: ip.ip }),
        size: 'small',
      }}
      dialog={{
        title: t('vpsSections.ip.change.title', { address: ip.ip, interface: interfaceName }),
        description: (
          <p>
            {t('vpsSections.ip.change.body', {
              address: ip.ip,
              interface: interfaceName,
              family: t('vpsSections.ip.family', { type: ip.type }),
            })}
          </p>
        ),
        confirmLabel: t('vpsSections.ip.change.confirm'),
      }}
      body={({ to, reserveOldIp }) => ({
        action: 'change_ip',
        interfaceName,
        ...ipSelector(to),
        subnetId: to.subnetId,
        reserveOldIp,
      })}
      label={({ to }) =>
        messageRef(vpsSectionsMessages, 'vpsSections.ip.change.operation', {
          old: ip.ip,
          new: to.address,
          name: context.serverName,
        })
      }
      onOpen={() => {
        setPicked([]);
        setReserve(false);
        setMissing(false);
      }}
      confirm={() => {
        const [to] = picked;
        if (to) return { to, reserveOldIp: reserve };
        setMissing(true);
        return null;
      }}
    >
      <VpsIpPicker
        vpsId={context.vpsId}
        network={context.network}
        multiple={false}
        family={familyOf(ip)}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setMissing(false);
        }}
      />
      {missing && <PickIpNotice />}
      <Checkbox
        className="vps-reserve"
        checked={reserve}
        onChange={(event) => setReserve(event.target.checked)}
        label={t('vpsSections.ip.change.reserve', { address: ip.ip })}
      />
    </NetworkActionButton>
  );
}

/** Detach a non-primary address (`remove_ip`); the primary is never offered (see `isKnownNonPrimary`). */
export function RemoveIpButton({
  context,
  interfaceName,
  ip,
}: {
  context: NetworkContext;
  interfaceName: string;
  ip: InterfaceIp & { ip: string };
}) {
  const t = useMessages(vpsSectionsMessages);
  return (
    <NetworkActionButton<void>
      vpsId={context.vpsId}
      serverName={context.serverName}
      gate={context.gates.canRemoveIp}
      opener={{
        text: t('vpsSections.ip.remove'),
        ariaLabel: t('vpsSections.ip.remove.label', { address: ip.ip }),
        variant: 'danger-outline',
        size: 'small',
      }}
      dialog={{
        title: t('vpsSections.ip.remove.title', { address: ip.ip, interface: interfaceName }),
        description: <p>{t('vpsSections.ip.remove.body', { name: context.serverName })}</p>,
        confirmLabel: t('vpsSections.ip.remove.confirm'),
        tone: 'danger',
      }}
      body={() => ({
        action: 'remove_ip',
        interfaceName,
        ...ipSelector({ id: ip.id, address: ip.ip }),
        // The contract requires the family; an address of unknown family is told by its colons.
        ipType: ip.type === 'unknown' ? (ip.ip.includes(':') ? 'ipv6' : 'ipv4') : ip.type,
      })}
      label={() =>
        messageRef(vpsSectionsMessages, 'vpsSections.ip.remove.operation', { address: ip.ip, name: context.serverName })
      }
      confirm={() => undefined}
    />
  );
}
