import type { DomainServiceStatus } from '@/api/schemas/domains';
import type { Tone } from '@/ui/status-badge';

/**
 * The look of the domains area's API values. Their words are in the catalog (`domains.status`: one select
 * message, so a new API value is a type error in both languages). The badge adds a shape, so status never rests
 * on colour.
 */
export const domainStatusTones: Record<DomainServiceStatus, Tone> = {
  active: 'success',
  pending: 'progress',
  expired: 'warning',
  suspended: 'danger',
  cancelled: 'neutral',
  terminated: 'neutral',
  fraud: 'danger',
  unknown: 'neutral',
};
