import type { OperationStatus } from '@/api/schemas/common';
import { StatusBadge, type Tone } from '@/ui/status-badge';

const labels: Record<OperationStatus, [string, Tone]> = {
  pending: ['Pending', 'progress'],
  queued: ['Queued', 'progress'],
  in_progress: ['In progress', 'progress'],
  completed: ['Completed', 'success'],
  failed: ['Failed', 'danger'],
  unknown: ['Unknown', 'neutral'],
};

export function OperationStatusBadge({ status }: { status: OperationStatus }) {
  const [label, tone] = labels[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
