import { useState } from 'react';
import type { InterfaceIp, IpType, VpsNetworkState } from '@/api/schemas/vps-network';
import { messageRef, useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton } from '@/ui/gated-button';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { useNetworkAction } from '@/features/vps/api/use-network-action';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { VpsIpPicker, type PickedIp } from './vps-ip-picker';
import { NetworkActionStatus } from './vps-network-status';

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
  const t = useMessages(vpsDetailMessages);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedIp[]>([]);
  const [missing, setMissing] = useState(false);
  const assign = useNetworkAction<PickedIp[]>(context.vpsId, {
    body: (ips) => {
      const [first] = ips;
      if (ips.length === 1 && first) {
        return { action: 'assign_ip', interfaceName, ...ipSelector(first), subnetId: first.subnetId };
      }
      return {
        action: 'assign_ips',
        interfaceName,
        ips: ips.map((ip) => ({ ipId: ip.id, ipAddress: ip.id ? null : ip.address, ipType: ip.type })),
      };
    },
    label: (ips) =>
      messageRef(vpsDetailMessages, 'vpsDetail.ip.assign.operation', {
        count: ips.length,
        address: ips[0]?.address ?? '',
        name: context.serverName,
      }),
    onAccepted: () => setOpen(false),
  });

  return (
    <>
      <GatedButton
        gate={context.gates.canAssignIp}
        className="button button--small"
        aria-label={t('vpsDetail.ip.assign.label', { interface: interfaceName })}
        guard={assign}
        onClick={() => {
          assign.reset();
          setPicked([]);
          setMissing(false);
          setOpen(true);
        }}
      >
        {t('vpsDetail.ip.assign')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsDetail.ip.assign.title', { interface: interfaceName })}
        description={<p>{t('vpsDetail.ip.assign.body', { interface: interfaceName })}</p>}
        confirmLabel={t('vpsDetail.ip.assign.confirm', { count: picked.length })}
        guard={assign}
        onConfirm={() => {
          if (picked.length === 0) setMissing(true);
          else assign.mutate(picked);
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
        {missing && <p className="field__error">{t('vpsDetail.picker.choose')}</p>}
        <NetworkActionStatus action={assign} name={context.serverName} showProgress={false} />
      </ConfirmDialog>
      <OperationProgress operation={assign.operation} />
    </>
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
  const t = useMessages(vpsDetailMessages);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedIp[]>([]);
  const [reserve, setReserve] = useState(false);
  const [missing, setMissing] = useState(false);
  const change = useNetworkAction<{ to: PickedIp; reserveOldIp: boolean }>(context.vpsId, {
    body: ({ to, reserveOldIp }) => ({
      action: 'change_ip',
      interfaceName,
      ...ipSelector(to),
      subnetId: to.subnetId,
      reserveOldIp,
    }),
    label: ({ to }) =>
      messageRef(vpsDetailMessages, 'vpsDetail.ip.change.operation', {
        old: ip.ip,
        new: to.address,
        name: context.serverName,
      }),
    onAccepted: () => setOpen(false),
  });
  const family = familyOf(ip);

  return (
    <>
      <GatedButton
        gate={context.gates.canChangeIp}
        className="button button--small"
        aria-label={t('vpsDetail.ip.change.label', { address: ip.ip })}
        guard={change}
        onClick={() => {
          change.reset();
          setPicked([]);
          setReserve(false);
          setMissing(false);
          setOpen(true);
        }}
      >
        {t('vpsDetail.ip.change')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsDetail.ip.change.title', { address: ip.ip, interface: interfaceName })}
        description={
          <p>
            {t('vpsDetail.ip.change.body', {
              address: ip.ip,
              interface: interfaceName,
              family: t('vpsDetail.ip.family', { type: ip.type }),
            })}
          </p>
        }
        confirmLabel={t('vpsDetail.ip.change.confirm')}
        guard={change}
        onConfirm={() => {
          const [to] = picked;
          if (!to) setMissing(true);
          else change.mutate({ to, reserveOldIp: reserve });
        }}
      >
        <VpsIpPicker
          vpsId={context.vpsId}
          network={context.network}
          multiple={false}
          family={family}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setMissing(false);
          }}
        />
        {missing && <p className="field__error">{t('vpsDetail.picker.choose')}</p>}
        <label className="checkbox vps-reserve">
          <input type="checkbox" checked={reserve} onChange={(event) => setReserve(event.target.checked)} />
          {t('vpsDetail.ip.change.reserve', { address: ip.ip })}
        </label>
        <NetworkActionStatus action={change} name={context.serverName} showProgress={false} />
      </ConfirmDialog>
      <OperationProgress operation={change.operation} />
    </>
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
  const t = useMessages(vpsDetailMessages);
  const [open, setOpen] = useState(false);
  const remove = useNetworkAction<void>(context.vpsId, {
    body: () => ({
      action: 'remove_ip',
      interfaceName,
      ...ipSelector({ id: ip.id, address: ip.ip }),
      // The contract requires the family; an address of unknown family is told by its colons.
      ipType: ip.type === 'unknown' ? (ip.ip.includes(':') ? 'ipv6' : 'ipv4') : ip.type,
    }),
    label: () =>
      messageRef(vpsDetailMessages, 'vpsDetail.ip.remove.operation', { address: ip.ip, name: context.serverName }),
    onAccepted: () => setOpen(false),
  });

  return (
    <>
      <GatedButton
        gate={context.gates.canRemoveIp}
        className="button button--small button--danger-outline"
        aria-label={t('vpsDetail.ip.remove.label', { address: ip.ip })}
        guard={remove}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('vpsDetail.ip.remove')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('vpsDetail.ip.remove.title', { address: ip.ip, interface: interfaceName })}
        description={<p>{t('vpsDetail.ip.remove.body', { name: context.serverName })}</p>}
        confirmLabel={t('vpsDetail.ip.remove.confirm')}
        tone="danger"
        guard={remove}
        onConfirm={() => remove.mutate()}
      >
        <NetworkActionStatus action={remove} name={context.serverName} showProgress={false} />
      </ConfirmDialog>
      <OperationProgress operation={remove.operation} />
    </>
  );
}
