import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { IpType, VpsNetworkState } from '@/api/schemas/vps-network';
import { useMessages } from '@/i18n';
import { ProblemAlert } from '@/ui/problem-alert';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';

/** An address the user picked: its id when the server gave one (else the address itself is sent). */
export interface PickedIp {
  id: string | null;
  address: string;
  type: IpType;
  subnetId: string | null;
}

interface Group {
  key: string;
  cidr: string | null;
  count: number;
  current: boolean | null;
  ips: (PickedIp & { reserved: boolean })[];
}

const sameIp = (a: PickedIp, b: PickedIp) => (a.id !== null && a.id === b.id) || a.address === b.address;

/** The free addresses of the network read, grouped by the subnet they belong to. */
function availableGroups(network: VpsNetworkState, family: IpType | undefined): Group[] {
  const groups = new Map<string, Group>();
  const lists: [IpType, VpsNetworkState['availableIPv4']][] = [
    ['ipv4', network.availableIPv4],
    ['ipv6', network.availableIPv6],
  ];
  for (const [type, list] of lists) {
    if (family && family !== type) continue;
    for (const ip of list) {
      if (!ip.ip) continue;
      const key = ip.subnet?.parentCidr ?? `other-${type}`;
      const group = groups.get(key) ?? { key, cidr: ip.subnet?.parentCidr ?? null, count: 0, current: null, ips: [] };
      group.ips.push({
        id: ip.id,
        address: ip.ip,
        type,
        subnetId: ip.subnet?.id ?? null,
        reserved: ip.status === 'reserved',
      });
      group.count = group.ips.length;
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/**
 * Choosing public addresses: the free ones the network read lists, or subnet by subnet (`get_available_subnets`,
 * grouped by `parentCidr`). One address (radios) or several (checkboxes).
 */
export function VpsIpPicker({
  vpsId,
  network,
  multiple,
  family,
  value,
  onChange,
}: {
  vpsId: string;
  network: VpsNetworkState;
  multiple: boolean;
  /** Only addresses of this family (a change keeps the family of the address it replaces). */
  family?: IpType;
  value: PickedIp[];
  onChange: (value: PickedIp[]) => void;
}) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const [source, setSource] = useState<'available' | 'subnets'>('available');
  const [subnetFamily, setSubnetFamily] = useState<IpType>(family ?? 'ipv4');
  const subnets = useQuery({
    ...vpsSectionQueries.availableSubnets(vpsId, subnetFamily),
    enabled: source === 'subnets',
  });

  const groups: Group[] =
    source === 'available'
      ? availableGroups(network, family)
      : (subnets.data?.subnets ?? []).map((subnet, index) => ({
          key: subnet.id ?? `${subnet.parentCidr ?? 'subnet'}-${index}`,
          cidr: subnet.parentCidr,
          count: subnet.availableCount,
          current: subnet.isCurrentNetwork,
          ips: subnet.ips.map((ip) => ({
            id: ip.id,
            address: ip.ip,
            type: subnetFamily,
            subnetId: ip.subnet?.id ?? subnet.id,
            reserved: ip.status === 'reserved',
          })),
        }));

  function toggle(ip: PickedIp, on: boolean) {
    if (!multiple) onChange(on ? [ip] : []);
    else onChange(on ? [...value.filter((v) => !sameIp(v, ip)), ip] : value.filter((v) => !sameIp(v, ip)));
  }

  return (
    <div className="vps-picker">
      <fieldset className="vps-picker__source">
        <legend className="field__label">{t('vpsDetail.picker.source')}</legend>
        {(['available', 'subnets'] as const).map((option) => (
          <label key={option} className="checkbox">
            <input
              type="radio"
              name={`${id}-source`}
              checked={source === option}
              onChange={() => {
                setSource(option);
                onChange([]);
              }}
            />
            {option === 'available' ? t('vpsDetail.picker.source.available') : t('vpsDetail.picker.source.subnets')}
          </label>
        ))}
      </fieldset>
      {source === 'subnets' && !family && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-family`}>
            {t('vpsDetail.picker.family')}
          </label>
          <select
            id={`${id}-family`}
            className="input"
            value={subnetFamily}
            onChange={(event) => {
              setSubnetFamily(event.target.value === 'ipv6' ? 'ipv6' : 'ipv4');
              onChange([]);
            }}
          >
            <option value="ipv4">{t('vpsDetail.ip.family', { type: 'ipv4' })}</option>
            <option value="ipv6">{t('vpsDetail.ip.family', { type: 'ipv6' })}</option>
          </select>
        </div>
      )}
      {source === 'subnets' && subnets.isPending ? (
        <p role="status">{t('vpsDetail.picker.loading')}</p>
      ) : source === 'subnets' && subnets.isError ? (
        <ProblemAlert error={subnets.error} onRetry={() => void subnets.refetch()} />
      ) : groups.every((group) => group.ips.length === 0) ? (
        <p className="notice">{t('vpsDetail.picker.empty')}</p>
      ) : (
        <div className="vps-picker__groups" role="group" aria-label={t('vpsDetail.picker.legend')}>
          {groups
            .filter((group) => group.ips.length > 0)
            .map((group) => (
              <fieldset key={group.key} className="vps-picker__group">
                <legend>
                  {group.cidr
                    ? t('vpsDetail.picker.subnet', {
                        cidr: group.cidr,
                        count: group.count,
                        current: group.current ? 'yes' : 'no',
                      })
                    : t('vpsDetail.picker.otherSubnet')}
                </legend>
                {group.ips.map((ip) => (
                  <label key={ip.id ?? ip.address} className="checkbox">
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={multiple ? undefined : `${id}-ip`}
                      checked={value.some((v) => sameIp(v, ip))}
                      onChange={(event) => toggle(ip, event.target.checked)}
                    />
                    <code>{ip.address}</code>
                    {ip.reserved && <span className="muted">{t('vpsDetail.picker.reserved')}</span>}
                  </label>
                ))}
              </fieldset>
            ))}
        </div>
      )}
    </div>
  );
}
