import type { OperationStatus } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { StatusBadge, type Tone } from '@/ui/status-badge';

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
