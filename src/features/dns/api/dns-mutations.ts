import { useQueryClient } from '@tanstack/react-query';
import { call, download } from '@/api/call';
import { contentDispositionFilename } from '@/api/content-disposition';
import { dnsEndpoints as api } from '@/api/endpoints/dns-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import type { DnsChangeResult, DnsChangesBody } from '@/api/schemas/dns';
import { dnsQueries } from './dns-queries';

/** A batch without its `dryRun` and `baseVersion`: what the preview shows and the apply sends. */
export type DnsBatch = DistributiveOmit<DnsChangesBody, 'dryRun' | 'baseVersion'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The preview of a batch (`dryRun: true`): changes nothing, so it is a read in all but its method; sent again
 * whenever the batch or the zone's version changes.
 */
export function previewBatch(domainId: string, baseVersion: number, batch: DnsBatch): Promise<DnsChangeResult> {
  const body: DnsChangesBody = { ...batch, baseVersion, dryRun: true };
  return call(api.applyChanges, { params: { id: domainId }, body });
}

/**
 * Applies a batch on the version it was previewed on. On success the zone and its versions are read again; a 409
 * `dns_zone_changed` leaves everything as it was (the screen offers to load the zone again, the batch kept).
 */
export function useApplyBatch(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ baseVersion, batch }: { baseVersion: number; batch: DnsBatch }): Promise<DnsChangeResult> => {
      const body: DnsChangesBody = { ...batch, baseVersion, dryRun: false };
      return call(api.applyChanges, { params: { id: domainId }, body });
    },
    touches: () => [dnsQueries.zoneKey(domainId)],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dnsQueries.zoneKey(domainId) }),
  });
}

/** The zone as a BIND file, with the key in the header; named as the server says (`<domain>.zone`). */
export async function downloadZoneFile(
  domainId: string,
  domainName: string,
): Promise<{ blob: Blob; filename: string }> {
  const { blob, disposition } = await download(api.exportZone, { params: { id: domainId } });
  return { blob, filename: contentDispositionFilename(disposition) ?? `${domainName}.zone` };
}
