import type { DomainSummary } from '@/api/schemas/domains';
import type { DomainListFilter } from '@/features/domains/domain-route-params';
import { fetchDomainPage } from './domain-queries';

/**
 * What the list row said about a domain, kept with the selection so a bulk dialog can tell before sending which
 * domains the action cannot take (status, auto-renew already in the asked state) and what a renewal costs.
 */
export interface DomainFacts {
  serviceStatus: DomainSummary['serviceStatus'];
  autoRenewEnabled: boolean | null;
  billing: { amount: number; currencyCode: string; periodYears: number | null } | null;
}

/**
 * A domain as the bulk operations name it: auto-renew and renew take ids, redirects take names. `facts` come from
 * the list's summary; a ref without them (unknown) is sent and the server decides.
 */
export interface DomainRef {
  id: string;
  name: string;
  facts?: DomainFacts;
}

function yearsOfCycle(cycle: string | null): number | null {
  return cycle === 'annually' ? 1 : cycle === 'biennially' ? 2 : cycle === 'triennially' ? 3 : null;
}

/** The ref of a list row, with what the row says. */
export function domainRefOf(domain: DomainSummary): DomainRef {
  return {
    id: domain.id,
    name: domain.name,
    facts: {
      serviceStatus: domain.serviceStatus,
      autoRenewEnabled: domain.lifecycle.autoRenewEnabled,
      billing: domain.billing
        ? {
            amount: domain.billing.amount,
            currencyCode: domain.billing.currencyCode,
            periodYears: domain.billing.periodYears ?? yearsOfCycle(domain.billing.billingCycle),
          }
        : null,
    },
  };
}

/**
 * What the user selected on the list:
 * - `some`: rows picked one by one (their refs are known);
 * - `matching`: every domain matching a filter, across pages, except the rows unticked afterwards. Nothing but the
 *   filter is held until an operation needs the refs (`resolveSelection`), so selecting 10,000 domains costs
 *   nothing. `count` is what the screen knows of the total (null: not known yet).
 */
export type DomainSelection =
  | { kind: 'some'; domains: readonly DomainRef[] }
  | { kind: 'matching'; filter: DomainListFilter; except: ReadonlySet<string>; count: number | null };

/**
 * The domains of a selection, in list order: a `matching` selection pages through the list (summaries, 100 at a
 * time; no detail record is read). `onProgress` is told how many are known so far.
 */
export async function resolveSelection(
  selection: DomainSelection,
  options: { signal?: AbortSignal; onProgress?: (found: number) => void } = {},
): Promise<DomainRef[]> {
  if (selection.kind === 'some') return [...selection.domains];
  const found: DomainRef[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchDomainPage(selection.filter, cursor, options.signal);
    for (const item of page.data) {
      if (!selection.except.has(item.id)) found.push(domainRefOf(item));
    }
    options.onProgress?.(found.length);
    cursor = page.hasMore && page.nextCursor ? page.nextCursor : undefined;
  } while (cursor);
  return found;
}
