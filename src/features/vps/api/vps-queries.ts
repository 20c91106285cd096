import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { areaKeys, queryRoots } from '@/api/query-roots';
import {
  availableSubnetsResponse,
  resetSshKeysResponse,
  snapshotDeleteResponse,
  snapshotList,
  sshKeyCreateResponse,
  sshKeyList,
  vps,
  vpsListPage,
  vpsNetworkState,
  vpsUpgradeOptions,
  type IpType,
  type SshKeyCreateBody,
} from '@/api/schemas/vps';
import type { VpsStatusFilter } from '@/features/vps/vps-route-params';

const keys = areaKeys(queryRoots.vps);
export const vpsPath = (id: string) => `/api/v2/vps/${encodeURIComponent(id)}`;

/** A filter of the VPS list as the URL holds it. */
export interface VpsListParams {
  q?: string | undefined;
  status?: VpsStatusFilter | undefined;
  cursor?: string | undefined;
}

/**
 * Keys under `queryRoots.vps`. Every tab of a VPS nests under its detail key, so a finished job that
 * invalidates `detail(id)` refreshes the header and every tab at once.
 */
export const vpsQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: VpsListParams) =>
    queryOptions({
      queryKey: keys.list({ q: params.q, status: params.status, cursor: params.cursor }),
      queryFn: ({ signal }) =>
        apiRequest(vpsListPage, '/api/v2/vps', {
          query: { q: params.q, status: params.status, cursor: params.cursor, limit: 20 },
          signal,
        }),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(vps, vpsPath(id), { signal }),
    }),
  network: (id: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'network'] as const,
      queryFn: ({ signal }) => apiRequest(vpsNetworkState, `${vpsPath(id)}/network`, { signal }),
    }),
  /** `get_available_subnets` is a read sent as a network action (POST); cached like any read. */
  availableSubnets: (id: string, ipType: IpType) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'network', 'subnets', ipType] as const,
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
      queryKey: [...keys.detail(id), 'ssh-keys'] as const,
      queryFn: ({ signal }) => apiRequest(sshKeyList, `${vpsPath(id)}/ssh-keys`, { signal }),
    }),
  snapshots: (id: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'snapshots'] as const,
      queryFn: ({ signal }) => apiRequest(snapshotList, `${vpsPath(id)}/snapshots`, { signal }),
    }),
  upgradeOptions: (id: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'upgrade'] as const,
      queryFn: ({ signal }) => apiRequest(vpsUpgradeOptions, `${vpsPath(id)}/actions/upgrade`, { signal }),
    }),
};

/** Deletes a snapshot; the answer is the refreshed list, shown at once. */
export function useDeleteSnapshot(vpsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snapshotId: string) =>
      apiRequest(snapshotDeleteResponse, `${vpsPath(vpsId)}/snapshots/${encodeURIComponent(snapshotId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(vpsQueries.snapshots(vpsId).queryKey, list);
      void queryClient.invalidateQueries({ queryKey: vpsQueries.upgradeOptions(vpsId).queryKey });
    },
  });
}

/** Adds a key to the account (not to any VPS: a reset installs it). */
export function useAddSshKey(vpsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SshKeyCreateBody) =>
      apiRequest(sshKeyCreateResponse, '/api/v2/ssh-keys', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vpsQueries.sshKeys(vpsId).queryKey }),
  });
}

/** Replaces the keys installed on a VPS (`[]` removes every key). Applied at once (200). */
export function useResetSshKeys(vpsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sshKeyIds: string[]) =>
      apiRequest(resetSshKeysResponse, `${vpsPath(vpsId)}/actions/reset-ssh-keys`, {
        method: 'POST',
        body: { sshKeyIds },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vpsQueries.sshKeys(vpsId).queryKey }),
  });
}
