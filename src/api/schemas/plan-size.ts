/**
 * Whether a plan is larger or smaller than today's, by its resources, never by its price (issue 36: a "Larger" plan
 * with less disk and fewer mailboxes was shown). Larger: every resource ≥ today's and one more; smaller: every ≤
 * and one less; otherwise different, saying which are more and which less (the same on every one: `same`). A
 * limit of `null` is unlimited, more than any number. Shared by the mock (the plan's `direction`) and the screen.
 */

export const planResourceNames = ['storageGb', 'emailAccounts', 'databases'] as const;
export type PlanResourceName = (typeof planResourceNames)[number];

export type PlanSize = 'larger' | 'smaller' | 'different' | 'same';

export interface PlanSizeComparison {
  size: PlanSize;
  /** The resources the plan has more of, in `planResourceNames` order. */
  more: PlanResourceName[];
  /** The resources the plan has less of. */
  less: PlanResourceName[];
}

type Limit = number | null;

const amountOf = (limit: Limit): number => limit ?? Number.POSITIVE_INFINITY;

export function comparePlanResources(
  changes: Readonly<Record<PlanResourceName, { from: Limit; to: Limit }>>,
): PlanSizeComparison {
  const more: PlanResourceName[] = [];
  const less: PlanResourceName[] = [];
  for (const name of planResourceNames) {
    const { from, to } = changes[name];
    if (amountOf(to) > amountOf(from)) more.push(name);
    else if (amountOf(to) < amountOf(from)) less.push(name);
  }
  const size: PlanSize =
    more.length > 0 && less.length === 0
      ? 'larger'
      : less.length > 0 && more.length === 0
        ? 'smaller'
        : more.length > 0
          ? 'different'
          : 'same';
  return { size, more, less };
}
