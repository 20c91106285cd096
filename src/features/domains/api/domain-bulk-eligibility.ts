import type { DomainSummary } from '@/api/schemas/domains';
import type { BulkAction } from './domain-bulk';
import type { DomainRef } from './domain-selection';

/**
 * Why a selected domain is left out of a bulk action, known before anything is sent (ledger "Domains: bulk
 * eligibility"). Judged on what the list row said (`DomainRef.facts`): a ref without facts, or with an unknown
 * status, is sent and the server decides (its skips and refusals still show afterwards).
 */
export type Ineligibility =
  /** Renew: only active or expired domains renew (spec; the mock's `not_eligible`). */
  | { kind: 'renewStatus'; status: Exclude<DomainSummary['serviceStatus'], 'active' | 'expired' | 'unknown'> }
  /** Auto-renew on: only active domains (spec rule 1: one pending domain would refuse the whole batch with 409). */
  | { kind: 'autoRenewStatus'; status: Exclude<DomainSummary['serviceStatus'], 'active' | 'unknown'> }
  | { kind: 'alreadyOn' }
  | { kind: 'alreadyOff' }
  /** Delete redirects: the domain's rules were read and it has none. */
  | { kind: 'noRedirects' };

export interface IneligibleDomain {
  domain: DomainRef;
  why: Ineligibility;
}

export function ineligibilityOf(action: BulkAction, domain: DomainRef): Ineligibility | null {
  const facts = domain.facts;
  if (!facts) return null;
  const status = facts.serviceStatus;
  switch (action) {
    case 'renew':
      return status === 'active' || status === 'expired' || status === 'unknown'
        ? null
        : { kind: 'renewStatus', status };
    case 'autoRenewOn':
      if (status !== 'active' && status !== 'unknown') return { kind: 'autoRenewStatus', status };
      return facts.autoRenewEnabled === true ? { kind: 'alreadyOn' } : null;
    case 'autoRenewOff':
      return facts.autoRenewEnabled === false ? { kind: 'alreadyOff' } : null;
    case 'redirectCreate':
    case 'redirectDelete':
      return null;
    case 'nameservers':
    case 'contactsCopy':
      // The server decides per domain and says so in the job's outcomes (issue 37).
      return null;
  }
}

/** The selection split: what is sent, and what is left out with its reason (both in the selection's order). */
export function splitEligible(
  action: BulkAction,
  domains: readonly DomainRef[],
): { eligible: DomainRef[]; ineligible: IneligibleDomain[] } {
  const eligible: DomainRef[] = [];
  const ineligible: IneligibleDomain[] = [];
  for (const domain of domains) {
    const why = ineligibilityOf(action, domain);
    if (why) ineligible.push({ domain, why });
    else eligible.push(domain);
  }
  return { eligible, ineligible };
}

/** The total of known renewal prices per currency, and how many domains have no known price. */
export function renewalTotals(domains: readonly DomainRef[]): {
  /** `lines`: each domain's price, so that a consumer's total is the sum of each renewal with its VAT. */
  totals: { currencyCode: string; amount: number; lines: number[] }[];
  unknown: number;
} {
  const totals = new Map<string, number>();
  const lines = new Map<string, number[]>();
  let unknown = 0;
  for (const domain of domains) {
    const billing = domain.facts?.billing;
    if (!billing) {
      unknown += 1;
      continue;
    }
    const code = billing.currencyCode.toUpperCase();
    // Whole öre/cents, so a hundred 189.90 never sums to 18989.999….
    totals.set(code, (totals.get(code) ?? 0) + Math.round(billing.amount * 100));
    lines.set(code, [...(lines.get(code) ?? []), billing.amount]);
  }
  return {
    totals: [...totals].map(([currencyCode, cents]) => ({
      currencyCode,
      amount: cents / 100,
      lines: lines.get(currencyCode) ?? [],
    })),
    unknown,
  };
}
