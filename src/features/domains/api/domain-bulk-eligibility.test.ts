import { describe, expect, it } from 'vitest';
import { ineligibilityOf, renewalTotals, splitEligible } from './domain-bulk-eligibility';
import type { DomainFacts, DomainRef } from './domain-selection';

const ref = (name: string, facts?: Partial<DomainFacts>): DomainRef => ({
  id: `dom_${name}`,
  name,
  ...(facts
    ? {
        facts: {
          serviceStatus: 'active',
          autoRenewEnabled: true,
          billing: { amount: 189, currencyCode: 'SEK', periodYears: 1 },
          ...facts,
        },
      }
    : {}),
});

describe('bulk eligibility (what is left out before sending)', () => {
  it('renews only active or expired domains; an unknown status or a ref without facts is sent', () => {
    expect(ineligibilityOf('renew', ref('a.se', { serviceStatus: 'active' }))).toBeNull();
    expect(ineligibilityOf('renew', ref('b.se', { serviceStatus: 'expired' }))).toBeNull();
    expect(ineligibilityOf('renew', ref('c.se', { serviceStatus: 'pending' }))).toEqual({
      kind: 'renewStatus',
      status: 'pending',
    });
    expect(ineligibilityOf('renew', ref('d.se', { serviceStatus: 'terminated' }))?.kind).toBe('renewStatus');
    expect(ineligibilityOf('renew', ref('e.se', { serviceStatus: 'unknown' }))).toBeNull();
    expect(ineligibilityOf('renew', ref('f.se'))).toBeNull();
  });

  it('turns auto-renew on only for active domains that do not have it, and off only where it is on', () => {
    expect(ineligibilityOf('autoRenewOn', ref('a.se', { autoRenewEnabled: false }))).toBeNull();
    expect(ineligibilityOf('autoRenewOn', ref('b.se', { autoRenewEnabled: true }))).toEqual({ kind: 'alreadyOn' });
    expect(ineligibilityOf('autoRenewOn', ref('c.se', { serviceStatus: 'expired', autoRenewEnabled: false }))).toEqual({
      kind: 'autoRenewStatus',
      status: 'expired',
    });
    // A pending domain would refuse the whole batch (409): it is left out, whatever its switch says.
    expect(ineligibilityOf('autoRenewOn', ref('d.se', { serviceStatus: 'pending', autoRenewEnabled: null }))).toEqual({
      kind: 'autoRenewStatus',
      status: 'pending',
    });
    expect(ineligibilityOf('autoRenewOff', ref('e.se', { autoRenewEnabled: false }))).toEqual({ kind: 'alreadyOff' });
    expect(ineligibilityOf('autoRenewOff', ref('f.se', { autoRenewEnabled: null }))).toBeNull();
    expect(ineligibilityOf('redirectCreate', ref('g.se', { serviceStatus: 'pending' }))).toBeNull();
  });

  it('splits a selection in its order: what is sent, and what is left out with why', () => {
    const domains = [
      ref('a.se', { autoRenewEnabled: false }),
      ref('b.se', { serviceStatus: 'pending', autoRenewEnabled: false }),
      ref('c.se', { autoRenewEnabled: false }),
      ref('d.se'),
    ];
    const { eligible, ineligible } = splitEligible('autoRenewOn', domains);
    expect(eligible.map((d) => d.name)).toEqual(['a.se', 'c.se', 'd.se']);
    expect(ineligible.map((x) => [x.domain.name, x.why.kind])).toEqual([['b.se', 'autoRenewStatus']]);
  });

  it('totals renewal prices per currency in whole cents and counts the domains without a price', () => {
    const domains = [
      ...Array.from({ length: 100 }, (_, i) =>
        ref(`x${i}.se`, { billing: { amount: 189.9, currencyCode: 'sek', periodYears: 1 } }),
      ),
      ref('y.eu', { billing: { amount: 12.5, currencyCode: 'EUR', periodYears: 1 } }),
      ref('z.se', { billing: null }),
      ref('w.se'),
    ];
    expect(renewalTotals(domains)).toEqual({
      totals: [
        { currencyCode: 'SEK', amount: 18990, lines: Array.from({ length: 100 }, () => 189.9) },
        { currencyCode: 'EUR', amount: 12.5, lines: [12.5] },
      ],
      unknown: 2,
    });
  });
});
