import { useCallback, useEffect } from 'react';
import { messageRef } from '@/i18n';
import type { TrackOptions } from '@/ui/operations/operations-provider';
import type { BulkAction, BulkKind } from '@/features/domains/api/domain-bulk';
import { bulkInvalidates, type ChunkAnswer } from '@/features/domains/api/domain-bulk-mutations';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import { useBulkRun, type BulkRun } from './use-bulk-run';

/** What the dialog gives each action's flow. */
export interface FlowProps {
  domains: readonly DomainRef[];
  /** Requests are being sent: the dialog cannot be closed meanwhile. */
  onSendingChange: (sending: boolean) => void;
  /** Something was sent (the list clears its selection when the dialog closes). */
  onSent: () => void;
}

/** What the operations drawer calls one request's job, and what it refreshes when the job ends. */
export function bulkTrackOptions(action: BulkAction, count: number): TrackOptions {
  const label =
    action === 'nameservers' || action === 'contactsCopy'
      ? messageRef(domainsBulkMessages, 'domainsBulk.operation.manage', { action, count })
      : action === 'redirectCreate'
        ? messageRef(domainsBulkMessages, 'domainsBulk.operation.redirectCreate', { count })
        : action === 'redirectDelete'
          ? messageRef(domainsBulkMessages, 'domainsBulk.operation.redirectDelete', { count })
          : action === 'autoRenewOn'
            ? messageRef(domainsBulkMessages, 'domainsBulk.operation.autoRenewOn', { count })
            : action === 'autoRenewOff'
              ? messageRef(domainsBulkMessages, 'domainsBulk.operation.autoRenewOff', { count })
              : messageRef(domainsBulkMessages, 'domainsBulk.operation.renew', { count });
  return { label, invalidate: bulkInvalidates().map((key) => [...key]), href: '/domains' };
}

/** A flow's run, telling the dialog when requests are on their way and that something was sent. */
export function useFlowRun<P>(options: {
  action: BulkAction;
  kind: BulkKind;
  send: (domains: readonly DomainRef[], params: P) => Promise<ChunkAnswer>;
  onSendingChange: (sending: boolean) => void;
  onSent: () => void;
}): BulkRun<P> & { started: boolean } {
  const { action, onSendingChange, onSent } = options;
  const run = useBulkRun<P>({
    kind: options.kind,
    send: options.send,
    track: (_params, domains) => bulkTrackOptions(action, domains.length),
  });
  useEffect(() => onSendingChange(run.sending), [run.sending, onSendingChange]);
  const { start: startRun } = run;
  const start = useCallback(
    (domains: readonly DomainRef[], params: P) => {
      onSent();
      startRun(domains, params);
    },
    [onSent, startRun],
  );
  return { ...run, start, started: run.chunks.length > 0 };
}
