import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  isKnownNonPrimary,
  type GuestNetworkMismatch,
  type InterfaceIp,
  type NetworkInterface,
} from '@/api/schemas/vps-network';
import { vpsRoutes } from '@/api/endpoints/vps';
import { type Vps } from '@/api/schemas/vps';
import { messageRef, useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { StatusBadge } from '@/ui/status-badge';
import { useNetworkAction } from '@/features/vps/api/vps-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import {
  CreatePrivateInterfaceButton,
  CreatePublicInterfaceButton,
  DeleteInterfaceButton,
} from './vps-interface-actions';
import { AssignIpButton, ChangeIpButton, RemoveIpButton, type NetworkContext } from './vps-ip-actions';
import { NetworkActionStatus } from './vps-network-status';
import { VpsRdnsEdit } from './vps-rdns-edit';
import { IpAddress } from './vps-status';

type ShownIp = InterfaceIp & { ip: string };

/**
 * The network tab: a banner when the guest's own settings disagree with what is assigned (with a repair per
 * interface), then each interface with its addresses (copy, reverse DNS in place, change, remove, assign), and
 * adding or deleting interfaces. Every control follows its gate and says why when blocked.
 */
export function VpsNetwork({ server }: { server: Vps }) {
  const t = useMessages(vpsSectionsMessages);
  const id = useId();
  const { data: network } = useSuspenseQuery(vpsSectionQueries.network(server.id));
  const context: NetworkContext = {
    vpsId: server.id,
    serverName: vpsName(server),
    network,
    gates: network.actions,
  };
  // One sentence for every change below when the key's scopes allow none of them.
  const scopeGate = useScopeGate(vpsRoutes.networkAction);

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-section">
      <h2 id={`${id}-heading`}>{t('vpsSections.network.heading')}</h2>
      <p className="vps-lead">{t('vpsSections.network.intro')}</p>
      <SharedGateReason gate={scopeGate}>
        {network.guestNetwork.status === 'mismatch' && network.guestNetwork.mismatches.length > 0 && (
          <GuestNetworkBanner context={context} mismatches={network.guestNetwork.mismatches} />
        )}
        {network.interfaces.map((iface) => (
          <InterfaceCard key={iface.id} context={context} iface={iface} />
        ))}
        <section aria-labelledby={`${id}-create`} className="vps-card vps-create-interfaces">
          <h3 id={`${id}-create`}>{t('vpsSections.iface.create.heading')}</h3>
          <div className="vps-create-interfaces__buttons">
            <CreatePublicInterfaceButton context={context} />
            <CreatePrivateInterfaceButton context={context} />
          </div>
        </section>
      </SharedGateReason>
    </section>
  );
}

function GuestNetworkBanner({ context, mismatches }: { context: NetworkContext; mismatches: GuestNetworkMismatch[] }) {
  const t = useMessages(vpsSectionsMessages);
  const format = useFormat();
  const id = useId();
  const list = (addresses: string[]) => (addresses.length ? format.list(addresses) : t('vpsSections.guest.none'));
  return (
    <section className="vps-guest" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="vps-guest__title">
        {t('vpsSections.guest.heading')}
      </h3>
      <p>{t('vpsSections.guest.body', { name: context.serverName })}</p>
      <ul className="vps-guest__list">
        {mismatches.map((mismatch) => (
          <li key={mismatch.interfaceName}>
            <strong>{mismatch.interfaceName}</strong>
            <span>{t('vpsSections.guest.expected', { addresses: list(mismatch.expected) })}</span>
            <span>{t('vpsSections.guest.observed', { addresses: list(mismatch.observed) })}</span>
            <RepairButton context={context} interfaceName={mismatch.interfaceName} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RepairButton({ context, interfaceName }: { context: NetworkContext; interfaceName: string }) {
  const t = useMessages(vpsSectionsMessages);
  const gate = useScopeGate(vpsRoutes.networkAction, context.network.guestNetwork.actions.canRepair);
  const repair = useNetworkAction<void>(context.vpsId, {
    body: () => ({ action: 'repair_guest_network', interfaceName }),
    label: () =>
      messageRef(vpsSectionsMessages, 'vpsSections.guest.operation', {
        interface: interfaceName,
        name: context.serverName,
      }),
  });
  return (
    <div className="vps-guest__repair">
      <GatedButton gate={gate} size="small" guard={repair} onClick={() => repair.mutate()}>
        {t('vpsSections.guest.repair', { interface: interfaceName })}
      </GatedButton>
      <NetworkActionStatus action={repair} name={context.serverName} />
    </div>
  );
}

function InterfaceCard({ context, iface }: { context: NetworkContext; iface: NetworkInterface }) {
  const t = useMessages(vpsSectionsMessages);
  const id = useId();
  const isPublic = iface.type === 'public';
  const ips = iface.ip.filter((ip): ip is ShownIp => ip.ip !== null);

  const columns: Column<ShownIp>[] = [
    {
      id: 'address',
      header: t('vpsSections.ip.column.address'),
      primary: true,
      cell: (ip) => (
        <span className="vps-ip-cell">
          <IpAddress address={ip.ip} />
          <span className="vps-ip-cell__tags">
            <span className="muted">{t('vpsSections.ip.family', { type: ip.type })}</span>
            {!isKnownNonPrimary(ip) && <StatusBadge tone="info">{t('vpsSections.ip.primary')}</StatusBadge>}
          </span>
        </span>
      ),
    },
    {
      id: 'rdns',
      header: t('vpsSections.ip.column.rdns'),
      cell: (ip) =>
        isPublic ? (
          <VpsRdnsEdit
            vpsId={context.vpsId}
            serverName={context.serverName}
            address={ip.ip}
            rdns={ip.rdns}
            gate={context.gates.canUpdateRdns}
          />
        ) : (
          <span className="muted">{ip.rdns ?? t('vpsSections.ip.noRdns')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('vpsSections.ip.column.actions'),
      cell: (ip) =>
        !isPublic ? null : isKnownNonPrimary(ip) ? (
          <RemoveIpButton context={context} interfaceName={iface.id} ip={ip} />
        ) : (
          // The primary address is never offered for removal: it can only be replaced.
          <ChangeIpButton context={context} interfaceName={iface.id} ip={ip} />
        ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-iface">
      <div className="vps-iface__header">
        <h3 id={`${id}-heading`} className="vps-iface__name">
          {iface.id}
        </h3>
        <StatusBadge tone={isPublic ? 'info' : 'neutral'}>
          {t('vpsSections.iface.type', { type: iface.type })}
        </StatusBadge>
        {!isKnownNonPrimary(iface) && <StatusBadge tone="success">{t('vpsSections.iface.primary')}</StatusBadge>}
        {iface.vlan !== null && <span className="muted">{t('vpsSections.iface.vlan', { vlan: iface.vlan })}</span>}
        {iface.macAddress && <span className="muted">{t('vpsSections.iface.mac', { mac: iface.macAddress })}</span>}
      </div>
      <DataTable
        caption={t('vpsSections.iface.caption', { interface: iface.id })}
        columns={columns}
        rows={ips}
        rowKey={(ip) => ip.id ?? ip.ip}
        empty={<p className="muted">{t('vpsSections.iface.noIps')}</p>}
      />
      <div className="vps-iface__actions">
        {isPublic && <AssignIpButton context={context} interfaceName={iface.id} />}
        <DeleteInterfaceButton context={context} iface={iface} />
      </div>
    </section>
  );
}
