import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isTerminal, pollDelayMs, pollTargetOf } from '@/api/operations';
import { operationQueries } from '@/api/operation-queries';
import { queryRoots } from '@/api/query-roots';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { homeMessages } from '@/features/home/messages/catalog';

/**
 * A new server being installed (issue 38), on Home: its installation job's progress, polled as the operations drawer
 * polls (the same query), whoever started it and in whichever tab. When the job ends the servers are read again, so
 * the item leaves and the server counts with the others; a failed installation comes back as its own item.
 */
export function ProvisioningItem({
  name,
  vpsId,
  jobId,
  pollUrl,
}: {
  name: string;
  vpsId: string;
  jobId: string | null;
  pollUrl: string | null;
}) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const queryClient = useQueryClient();
  const target = pollTargetOf(pollUrl ?? (jobId ? `/api/jobs/${jobId}` : null));
  const poll = useQuery({
    ...operationQueries.job(jobId ?? '', target ?? ''),
    enabled: jobId !== null && target !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.operation.status;
      if ((status && isTerminal(status)) || query.state.status === 'error') return false;
      return pollDelayMs(query.state.dataUpdateCount);
    },
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
  });
  const status = poll.data?.operation.status;
  const done = status !== undefined && isTerminal(status);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: queryRoots.vps });
  }, [done, queryClient]);
  const percent = done ? 100 : (poll.data?.progressPercent ?? null);

  return (
    <>
      <p className="home-item__why">
        {percent === null
          ? t('home.item.vpsProvisioning', { name })
          : t('home.item.vpsProvisioning.percent', { name, percent: format.percent(percent) })}
      </p>
      <progress
        className="home-item__progress"
        max={100}
        value={percent ?? undefined}
        aria-label={t('home.item.vpsProvisioning.label', { name })}
      />
      <p className="home-item__actions">
        <Link to="/vps/$vpsId" params={{ vpsId }}>
          {t('home.item.vpsProvisioning.do', { name })}
        </Link>
      </p>
    </>
  );
}
