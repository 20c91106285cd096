import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { vpsEndpoints as api } from '@/api/endpoints/vps-io';
import { availableSubnetsResponse, type IpType } from '@/api/schemas/vps-network';
import { vpsQueries } from './vps-queries';

/**
 * The sections of one server (network, SSH keys, snapshots, plan and billing), each under the server's detail key
 * (their writes are in `vps-mutations.ts`). They call through the area's whole table (`vps-io.ts`): it and the
 * sections' schemas are only in this module's chunk, loaded with a server's screen and never with the list.
 */
export const vpsSectionQueries = {
  network: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'network'] as const,
      queryFn: ({ signal }) => call(api.network, { params: { id }, signal }),
    }),
  /** `get_available_subnets` is a read sent as a network action (POST); cached like any read. */
  availableSubnets: (id: string, ipType: IpType) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'network', 'subnets', ipType] as const,
      queryFn: ({ signal }) =>
        call(
          api.networkAction,
          { params: { id }, body: { action: 'get_available_subnets', ipType }, signal },
          availableSubnetsResponse,
        ),
      staleTime: 0,
    }),
  sshKeys: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'ssh-keys'] as const,
      queryFn: ({ signal }) => call(api.sshKeys, { params: { id }, signal }),
    }),
  snapshots: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'snapshots'] as const,
      queryFn: ({ signal }) => call(api.snapshots, { params: { id }, signal }),
    }),
  /** What the server can change to: snapshot slots and plans with their prices, guard flags and gates. */
  upgradeOptions: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'upgrade'] as const,
      queryFn: ({ signal }) => call(api.upgradeOptions, { params: { id }, signal }),
    }),
  /** How the server is paid for: prepaid (a fixed cycle) or pay-as-you-go (`isPayg`). Read only. */
  billing: (id: string) =>
    queryOptions({
      queryKey: [...vpsQueries.detail(id).queryKey, 'billing'] as const,
      queryFn: ({ signal }) => call(api.billing, { params: { id }, signal }),
    }),
};
