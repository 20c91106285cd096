import { Suspense, useEffect, useMemo, useState } from 'react';
import type { HomeAreaPath } from '@/api/home-reads';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { preloadable } from '@/ui/preloadable';
import { isFollowed } from '@/ui/operations/operations-store';
import { useOperations } from '@/ui/operations/operations-provider';
import { ATTENTION_WAIT_MS } from '@/features/home/api/home-queries';
import { useHomeReads, type HomeResults } from '@/features/home/api/use-home-reads';
import { attentionItems, holdsNothing, type RunningOperation } from '@/features/home/home-attention';
import { homeMessages } from '@/features/home/messages/catalog';
import { AttentionList } from './attention-list';
import { FirstRun } from './first-run';
import '../home.css';

/**
 * The summary below the list waits for every read anyway, so it is not in the first screen's code: its chunk is
 * asked for once the page has drawn, while the reads are still on their way, and is there when they have answered.
 */
const areaSummary = preloadable(
  () => import('./area-summary'),
  (module) => module.AreaSummary,
);

/**
 * Whether the list may show its items: every read has answered, or the wait for the last ones is over (counted from
 * `since`, when the reads started: the route's loader waited for them up to the same wait).
 */
function useListShown(settled: boolean, since: number): boolean {
  const [waited, setWaited] = useState(() => Date.now() - since >= ATTENTION_WAIT_MS);
  useEffect(() => {
    if (settled || waited) return;
    const timer = setTimeout(() => setWaited(true), Math.max(0, ATTENTION_WAIT_MS - (Date.now() - since)));
    return () => clearTimeout(timer);
  }, [settled, waited, since]);
  return settled || waited;
}

/** A page's rows, or nothing while it is on its way, failed or left out. */
function rows<T>(result: { data?: { data: T[] } | null | undefined } | undefined): T[] | undefined {
  return result?.data?.data;
}

/** Everything was read and the account holds nothing at all: the first-run page instead of empty lists. */
function isEmptyAccount(reads: HomeResults, running: number): boolean {
  const results = Object.values(reads);
  if (running > 0 || results.length === 0 || results.some((result) => result.status !== 'success')) return false;
  const domains = reads.domainCounts?.data;
  return holdsNothing({
    vps: rows(reads.vps),
    hosting: rows(reads.hosting),
    domains: domains?.total ?? domains?.data.length ?? 0,
    orders: rows(reads.orders),
    invoices: rows(reads.invoices),
    tickets: rows(reads.tickets),
  });
}

/**
 * Home (`/`): what needs the customer now, most urgent first, each with the one action that resolves it, and under
 * it a short summary of each area the key can read (`areas`). Every area is read on its own: one that fails shows
 * its error with a retry in its summary while the others render; one the key may not read is left out.
 */
export function HomePage({ areas, readsSince }: { areas: readonly HomeAreaPath[]; readsSince?: number }) {
  const t = useMessages(homeMessages);
  // One "now" for the page: the reads' dates (expiring before) and the rules agree, and the keys stay put.
  const [nowMs] = useState(() => Date.now());
  const reads = useHomeReads(areas, nowMs);
  useEffect(() => {
    // A chunk that fails to load here is asked for again when the summary renders (and fails there, to the route).
    areaSummary.preload().catch(() => undefined);
  }, []);
  const tracked = useOperations();
  const running = useMemo<RunningOperation[]>(
    () => tracked.filter(isFollowed).map(({ jobId, label, href }) => ({ jobId, label, href })),
    [tracked],
  );
  const results = Object.values(reads);
  const settled = results.every((result) => result.status !== 'pending');
  const failed = results.some((result) => result.status === 'error');
  const shown = useListShown(settled, readsSince ?? nowMs);
  const checkedAt = settled
    ? Math.max(nowMs, ...results.map((result) => Math.max(result.dataUpdatedAt, result.errorUpdatedAt)))
    : null;
  const vps = reads.vps?.data;
  const hosting = reads.hosting?.data;
  const actionRequired = reads.domainsActionRequired?.data;
  const expiring = reads.domainsExpiring?.data;
  const counts = reads.domainCounts?.data;
  const pendingOrder = reads.domainsPendingOrder?.data;
  const unlock = reads.domainsUnlock?.data;
  const inProgress = reads.domainsInProgress?.data;
  const dnsNotServed = reads.domainsDnsNotServed?.data;
  const orders = reads.orders?.data;
  const invoices = reads.invoices?.data;
  const tickets = reads.tickets?.data;
  const items = useMemo(
    () =>
      attentionItems(
        {
          vps: vps?.data,
          hosting: hosting?.data,
          domainsActionRequired: actionRequired?.data,
          domainStatusCounts: counts?.statusCounts,
          domainsExpiring: expiring?.data,
          domainsPendingOrder: pendingOrder?.data,
          domainsUnlock: unlock?.data,
          domainsInProgress: inProgress?.data,
          domainsDnsNotServed: dnsNotServed?.data,
          orders: orders?.data,
          invoices: invoices?.data,
          tickets: tickets?.data,
          operations: running,
        },
        nowMs,
      ),
    [
      vps,
      hosting,
      actionRequired,
      counts,
      expiring,
      pendingOrder,
      unlock,
      inProgress,
      dnsNotServed,
      orders,
      invoices,
      tickets,
      running,
      nowMs,
    ],
  );

  return (
    <section className="page home" aria-labelledby="home-heading">
      <PageHeader headingId="home-heading" title={t('shell.nav.overview')} />
      {isEmptyAccount(reads, running.length) ? (
        <FirstRun />
      ) : (
        <>
          <AttentionList items={shown ? items : []} settled={settled} checkedAt={checkedAt} failed={shown && failed} />
          {/* Below the list, once the list is complete: what arrives never pushes what is already on screen. */}
          {settled && (
            <Suspense fallback={null}>
              <areaSummary.Component areas={areas} reads={reads} nowMs={nowMs} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
