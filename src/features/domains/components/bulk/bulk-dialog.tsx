import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { ProblemAlert } from '@/ui/problem-alert';
import type { BulkAction } from '@/features/domains/api/domain-bulk';
import { splitEligible } from '@/features/domains/api/domain-bulk-eligibility';
import { resolveSelection, type DomainRef, type DomainSelection } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type { FlowProps } from './bulk-flow';
import { AutoRenewFlow } from './auto-renew-flow';
import { IneligibleDomains } from './bulk-ineligible';
import { RedirectCreateFlow } from './redirect-create-flow';
import { RedirectDeleteFlow } from './redirect-delete-flow';
import { ContactsCopyFlow } from './contacts-copy-flow';
import { NameserversFlow } from './nameservers-flow';
import { RenewFlow } from './renew-flow';
import './domains-bulk.css';

type Resolved =
  | { status: 'loading'; found: number }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; domains: DomainRef[] };

/** The selection's domains: at once for picked rows, paged through the list (with progress) for "all matching". */
function useResolvedSelection(selection: DomainSelection): { resolved: Resolved; retry: () => void } {
  const [resolved, setResolved] = useState<Resolved>(() =>
    selection.kind === 'some' ? { status: 'ready', domains: [...selection.domains] } : { status: 'loading', found: 0 },
  );
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (selection.kind === 'some') return;
    const controller = new AbortController();
    setResolved({ status: 'loading', found: 0 });
    resolveSelection(selection, {
      signal: controller.signal,
      onProgress: (found) => {
        if (!controller.signal.aborted) setResolved({ status: 'loading', found });
      },
    }).then(
      (domains) => {
        if (!controller.signal.aborted) setResolved({ status: 'ready', domains });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResolved({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [selection, round]);
  return { resolved, retry: useCallback(() => setRound((n) => n + 1), []) };
}

/**
 * The action's flow for the domains it can take; the rest are listed first with their reason and never sent
 * (ledger "Domains: bulk eligibility").
 */
function ReadyFlow({
  action,
  domains,
  flowProps,
}: {
  action: BulkAction;
  domains: readonly DomainRef[];
  flowProps: Omit<FlowProps, 'domains'>;
}) {
  const t = useMessages(domainsBulkMessages);
  // Split once per resolved selection: the flow keeps the same list while it runs.
  const { eligible, ineligible } = useMemo(() => splitEligible(action, domains), [action, domains]);
  return (
    <>
      <IneligibleDomains domains={ineligible} />
      {eligible.length === 0 ? (
        <p>{t('domainsBulk.ineligible.none')}</p>
      ) : (
        <>
          {action === 'redirectCreate' && <RedirectCreateFlow domains={eligible} {...flowProps} />}
          {action === 'redirectDelete' && <RedirectDeleteFlow domains={eligible} {...flowProps} />}
          {(action === 'autoRenewOn' || action === 'autoRenewOff') && (
            <AutoRenewFlow domains={eligible} enabled={action === 'autoRenewOn'} {...flowProps} />
          )}
          {action === 'renew' && <RenewFlow domains={eligible} {...flowProps} />}
          {action === 'nameservers' && <NameserversFlow domains={eligible} {...flowProps} />}
          {action === 'contactsCopy' && <ContactsCopyFlow domains={eligible} {...flowProps} />}
        </>
      )}
    </>
  );
}

/**
 * One bulk action in a dialog: the selection resolved to domains, the action's summary (or form) before anything is
 * sent, then the result per domain. It stays open while requests are on their way; jobs go on in the operations
 * drawer when it is closed.
 */
export function BulkDialog({
  action,
  selection,
  onClose,
}: {
  action: BulkAction;
  selection: DomainSelection;
  onClose: (sent: boolean) => void;
}) {
  const t = useMessages(domainsBulkMessages);
  const { resolved, retry } = useResolvedSelection(selection);
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  const flowProps: Omit<FlowProps, 'domains'> = {
    onSendingChange: setSending,
    onSent: () => {
      sent.current = true;
    },
  };
  return (
    <Dialog
      open
      locked={sending}
      className="domains-bulk"
      title={t('domainsBulk.dialog.title', { action })}
      onOpenChange={(open) => {
        if (!open) onClose(sent.current);
      }}
    >
      {resolved.status === 'loading' && (
        <p role="status" className="domains-bulk__progress">
          <span className="spinner" aria-hidden="true" /> {t('domainsBulk.resolve.progress', { count: resolved.found })}
        </p>
      )}
      {resolved.status === 'failed' && (
        <>
          <p>{t('domainsBulk.resolve.failed')}</p>
          <ProblemAlert error={resolved.error} onRetry={retry} />
        </>
      )}
      {resolved.status === 'ready' && resolved.domains.length === 0 && <p>{t('domainsBulk.resolve.none')}</p>}
      {resolved.status === 'ready' && resolved.domains.length > 0 && (
        <ReadyFlow action={action} domains={resolved.domains} flowProps={flowProps} />
      )}
      <DialogActions>
        {sending && <p className="domains-bulk__close-blocked">{t('domainsBulk.dialog.closeBlocked')}</p>}
        <DialogClose disabled={sending}>{t('domainsBulk.dialog.close')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}
