import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { IpType, VpsNetworkState } from '@/api/schemas/vps-network';
import { useMessages } from '@/i18n';
import { Checkbox, Radio, RadioGroup, SelectField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';

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
  const t = useMessages(vpsSectionsMessages);
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
      <RadioGroup className="vps-picker__source" legend={t('vpsSections.picker.source')}>
        {(['available', 'subnets'] as const).map((option) => (
          <Radio
            key={option}
            name={`${id}-source`}
            checked={source === option}
            onChange={() => {
              setSource(option);
              onChange([]);
            }}
            label={
              option === 'available' ? t('vpsSections.picker.source.available') : t('vpsSections.picker.source.subnets')
            }
          />
        ))}
      </RadioGroup>
      {source === 'subnets' && !family && (
        <SelectField
          label={t('vpsSections.picker.family')}
          value={subnetFamily}
          onChange={(event) => {
            setSubnetFamily(event.target.value === 'ipv6' ? 'ipv6' : 'ipv4');
            onChange([]);
          }}
        >
          <option value="ipv4">{t('vpsSections.ip.family', { type: 'ipv4' })}</option>
          <option value="ipv6">{t('vpsSections.ip.family', { type: 'ipv6' })}</option>
        </SelectField>
      )}
      {source === 'subnets' && subnets.isPending ? (
        <p role="status">{t('vpsSections.picker.loading')}</p>
      ) : source === 'subnets' && subnets.isError ? (
        <ProblemAlert error={subnets.error} onRetry={() => void subnets.refetch()} />
      ) : groups.every((group) => group.ips.length === 0) ? (
        <Notice>{t('vpsSections.picker.empty')}</Notice>
      ) : (
        <div className="vps-picker__groups" role="group" aria-label={t('vpsSections.picker.legend')}>
          {groups
            .filter((group) => group.ips.length > 0)
            .map((group) => (
              <fieldset key={group.key} className="vps-picker__group">
                <legend>
                  {group.cidr
                    ? t('vpsSections.picker.subnet', {
                        cidr: group.cidr,
                        count: group.count,
                        current: group.current ? 'yes' : 'no',
                      })
                    : t('vpsSections.picker.otherSubnet')}
                </legend>
                {group.ips.map((ip) => {
                  const Choice = multiple ? Checkbox : Radio;
                  return (
                    <Choice
                      key={ip.id ?? ip.address}
                      name={multiple ? undefined : `${id}-ip`}
                      checked={value.some((v) => sameIp(v, ip))}
                      onChange={(event) => toggle(ip, event.target.checked)}
                      label={
                        <>
                          <code>{ip.address}</code>
                          {ip.reserved && (
                            <>
                              {' '}
                              <span className="muted">{t('vpsSections.picker.reserved')}</span>
                            </>
                          )}
                        </>
                      }
                    />
                  );
                })}
              </fieldset>
            ))}
        </div>
      )}
    </div>
  );
}

/** Said in a picker's dialog when its confirm button is pressed with nothing chosen. */
export function PickIpNotice() {
  const t = useMessages(vpsSectionsMessages);
  return <Notice tone="danger">{t('vpsSections.picker.choose')}</Notice>;
}
