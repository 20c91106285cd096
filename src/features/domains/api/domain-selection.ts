import type { DomainListFilter } from '@/features/domains/domain-route-params';
import { fetchDomainPage } from './domain-queries';

/** A domain as the bulk operations name it: auto-renew and renew take ids, redirects take names. */
export interface DomainRef {
  id: string;
  name: string;
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
      if (!selection.except.has(item.id)) found.push({ id: item.id, name: item.name });
    }
    options.onProgress?.(found.length);
    cursor = page.hasMore && page.nextCursor ? page.nextCursor : undefined;
  } while (cursor);
  return found;
}
