/**
 * Whether a service in this status still has a recurring price to show. A cancelled, terminated or
 * fraud-blocked service is never billed again, so its screens say "No recurring charge" instead of the amount
 * it used to cost (issue 18: facts that stay true). Any other status, an unknown one included, shows the price.
 */
export function hasRecurringCharge(status: string): boolean {
  return !ENDED_STATUSES.has(status);
}

const ENDED_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'terminated', 'fraud']);
