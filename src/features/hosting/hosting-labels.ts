import type { HostingServiceStatus, Mailbox } from '@/api/schemas/hosting';
import type { Tone } from '@/ui/status-badge';

/**
 * The look of the hosting area's API values. Their words are in the catalog (`hosting.status`: one select
 * message). The badge adds a shape, so status never rests on colour.
 */
export const hostingStatusTones: Record<HostingServiceStatus, Tone> = {
  active: 'success',
  pending: 'progress',
  suspended: 'danger',
  cancelled: 'neutral',
  terminated: 'neutral',
  expired: 'warning',
  fraud: 'danger',
  unknown: 'neutral',
};

/** How full a mailbox is, in words the catalog has (`hosting.mailboxes.usage`): never a guess when usage is unknown. */
export type QuotaState = 'unknown' | 'unlimited' | 'exceeded' | 'near' | 'ok';

/** 90 % or more of the quota is "nearly full". */
export const NEAR_QUOTA_PERCENT = 90;

export function quotaState(quota: Mailbox['quota']): QuotaState {
  if (quota.exceeded) return 'exceeded';
  if (quota.limitGb === null) return quota.usedGb === null ? 'unknown' : 'unlimited';
  if (quota.usedGb === null || quota.usagePercent === null) return 'unknown';
  return quota.usagePercent >= NEAR_QUOTA_PERCENT ? 'near' : 'ok';
}

/** The quota in MB from the mailbox object (a mailbox GB is 1024 MB; ledger); null = no limit. */
export function quotaMbOf(quota: Mailbox['quota']): number | null {
  return quota.limitGb === null ? null : Math.round(quota.limitGb * 1024);
}
