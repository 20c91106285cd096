import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { availableSubnetsResponse, vpsNetworkState, type IpType } from '@/api/schemas/vps-network';
import { sshKeyList } from '@/api/schemas/vps-ssh-keys';
import { snapshotList } from '@/api/schemas/vps-snapshots';
import { vpsBilling, vpsUpgradeView } from '@/api/schemas/vps-upgrade';
import { vpsPath, vpsQueries } from './vps-queries';

/**
 * The sections of one server (network, SSH keys, snapshots, plan and billing), each under the server's detail key (their
 * writes are in `vps-mutations.ts`). Their schemas are only in this module's chunk, loaded with a server's screen and never with the list.
 */
export const vpsSectionQueries = {
  network: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'network'] as const,
      queryFn: ({ signal }) => apiRequest(vpsNetworkState, `${vpsPath(id)}/network`, { signal }),
    }),
  /** `get_available_subnets` is a read sent as a network action (POST); cached like any read. */
  availableSubnets: (id: string, ipType: IpType) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'network', 'subnets', ipType] as const,
      queryFn: ({ signal }) =>
        apiRequest(availableSubnetsResponse, `${vpsPath(id)}/network`, {
          method: 'POST',
          body: { action: 'get_available_subnets', ipType },
          signal,
        }),
      staleTime: 0,
    }),
  sshKeys: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'ssh-keys'] as const,
      queryFn: ({ signal }) => apiRequest(sshKeyList, `${vpsPath(id)}/ssh-keys`, { signal }),
    }),
  snapshots: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'snapshots'] as const,
      queryFn: ({ signal }) => apiRequest(snapshotList, `${vpsPath(id)}/snapshots`, { signal }),
    }),
  /** What the server can change to: snapshot slots and plans with their prices, guard flags and gates. */
  upgradeOptions: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'upgrade'] as const,
      queryFn: ({ signal }) => apiRequest(vpsUpgradeView, `${vpsPath(id)}/actions/upgrade`, { signal }),
    }),
  /** How the server is paid for: prepaid (a fixed cycle) or pay-as-you-go (`isPayg`). Read only. */
  billing: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'billing'] as const,
      queryFn: ({ signal }) => apiRequest(vpsBilling, `${vpsPath(id)}/actions/billing-cycle`, { signal }),
    }),
};
