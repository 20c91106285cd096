import type { VpsPlan, VpsStatus } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { CopyButton } from '@/ui/copy-button';
import { useFormat } from '@/ui/format/use-format';
import { StatusBadge } from '@/ui/status-badge';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { vpsStatusTones } from '@/features/vps/vps-labels';

/** Status as words and a shape (the badge), never colour alone. */
export function VpsStatusBadge({ status }: { status: VpsStatus }) {
  const t = useMessages(vpsMessages);
  return <StatusBadge tone={vpsStatusTones[status]}>{t('vps.status', { status })}</StatusBadge>;
}

/** "VPS M · 2 vCPUs · 4 GB RAM · 80 GB disk"; each missing part is left out, a missing plan says so. */
export function VpsPlanText({ plan }: { plan: VpsPlan | null }) {
  const t = useMessages(vpsMessages);
  const format = useFormat();
  if (!plan) return <span className="muted">{t('value.missing')}</span>;
  const size = plan.cpuCores === null ? null : t('vps.plan.cpu', { count: plan.cpuCores });
  const memory = plan.memoryGb === null ? null : t('vps.plan.memory', { size: format.number(plan.memoryGb) });
  const disk = plan.diskGb === null ? null : t('vps.plan.disk', { size: format.number(plan.diskGb) });
  const specs = [size, memory, disk].filter((part): part is string => part !== null);
  // One element: a table cell on a phone is a grid of label and value, each child its own grid item.
  return (
    <span className="vps-plan">
      {plan.name ?? t('value.missing')}
      {specs.length > 0 && <span className="data-table__sub vps-plan__specs">{specs.join(' · ')}</span>}
    </span>
  );
}

/** An IP address as code with its copy button (named by the address, so several on one screen differ). */
export function IpAddress({ address }: { address: string }) {
  const t = useMessages(vpsMessages);
  return (
    <span className="vps-ip">
      <code className="vps-ip__address">{address}</code>
      <CopyButton value={address} label={t('vps.ip.copy', { address })} />
    </span>
  );
}
