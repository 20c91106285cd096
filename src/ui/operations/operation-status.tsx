import type { OperationStatus } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import { isRefreshing, isUntracked, type TrackedOperation } from './operations-store';

const tones: Record<OperationStatus, Tone> = {
  pending: 'progress',
  queued: 'progress',
  in_progress: 'progress',
  completed: 'success',
  failed: 'danger',
  unknown: 'neutral',
};

export function OperationStatusBadge({ status }: { status: OperationStatus }) {
  const t = useMessages();
  return <StatusBadge tone={tones[status]}>{t('operation.status', { status })}</StatusBadge>;
}

/**
 * A tracked operation's badge: its status, or "Accepted" when it was accepted without a way to follow it (the 202's
 * "pending" would be stale the moment it is shown, and "Completed" would claim what nobody said).
 */
export function TrackedOperationBadge({ operation }: { operation: Pick<TrackedOperation, 'status' | 'error'> }) {
  const t = useMessages();
  if (isUntracked(operation)) {
    return <StatusBadge tone={isRefreshing(operation) ? 'progress' : 'neutral'}>{t('operation.accepted')}</StatusBadge>;
  }
  return <OperationStatusBadge status={operation.status} />;
}
