import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { apiRequest } from '@/api/client';
import { availableSubnetsResponse, vpsNetworkState, type IpType } from '@/api/schemas/vps-network';
import { pathSegment } from '@/api/path-segment';
import {
  resetSshKeysResponse,
  sshKeyCreateResponse,
  sshKeyList,
  type SshKeyCreateBody,
} from '@/api/schemas/vps-ssh-keys';
import { snapshotDeleteResponse, snapshotList, vpsUpgradeOptions } from '@/api/schemas/vps-snapshots';
import { vpsPath, vpsQueries } from './vps-queries';

/**
 * The sections of one server (network, SSH keys, snapshots), each under the server's detail key. Their
 * schemas are only in this module's chunk, loaded with a server's screen and never with the list.
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
  upgradeOptions: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'upgrade'] as const,
      queryFn: ({ signal }) => apiRequest(vpsUpgradeOptions, `${vpsPath(id)}/actions/upgrade`, { signal }),
    }),
};

/** Deletes a snapshot; the answer is the refreshed list, shown at once. */
export function useDeleteSnapshot(vpsId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    touches: () => [vpsSectionQueries.snapshots(vpsId).queryKey, vpsSectionQueries.upgradeOptions(vpsId).queryKey],
    mutationFn: (snapshotId: string) =>
      apiRequest(snapshotDeleteResponse, `${vpsPath(vpsId)}/snapshots/${pathSegment(snapshotId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(vpsSectionQueries.snapshots(vpsId).queryKey, list);
      void queryClient.invalidateQueries({ queryKey: vpsSectionQueries.upgradeOptions(vpsId).queryKey });
    },
  });
}

/** Adds a key to the account (not to any VPS: a reset installs it). */
export function useAddSshKey(vpsId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    touches: () => [vpsSectionQueries.sshKeys(vpsId).queryKey],
    mutationFn: (body: SshKeyCreateBody) =>
      apiRequest(sshKeyCreateResponse, '/api/v2/ssh-keys', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vpsSectionQueries.sshKeys(vpsId).queryKey }),
  });
}

/** Replaces the keys installed on a VPS (`[]` removes every key). Applied at once (200). */
export function useResetSshKeys(vpsId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    touches: () => [vpsSectionQueries.sshKeys(vpsId).queryKey],
    mutationFn: (sshKeyIds: string[]) =>
      apiRequest(resetSshKeysResponse, `${vpsPath(vpsId)}/actions/reset-ssh-keys`, {
        method: 'POST',
        body: { sshKeyIds },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vpsSectionQueries.sshKeys(vpsId).queryKey }),
  });
}
