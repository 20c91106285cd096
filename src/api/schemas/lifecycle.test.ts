import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { missingGate } from './common';
import { domainActions } from './domains';
import { domainBillingCycleChange, domainRenewal, domainRenewBody } from './domains-renewal';
import {
  hostingRenewResponseFor,
  hostingUpgradeBody,
  hostingUpgradeOptions,
  renewOrUpgradePreviewAllowsCommit,
} from './hosting-lifecycle';
import { snapshotList } from './vps-snapshots';
import { vpsBilling, vpsUpgradeBody, vpsUpgradeView } from './vps-upgrade';

/** Issue 23's schemas read tolerantly: a missing gate is blocked, a guard flag never reads as the harmless value. */

describe('domain renewal schemas', () => {
  it('drops a malformed option, blocks a missing gate and reads missing prices as null', () => {
    const parsed = z.parse(domainRenewal, {
      domainId: 'dom_1',
      options: [{ periodYears: 2, canSelect: { allowed: true, reason: null } }, { periodYears: 'two' }],
    });
    expect(parsed.options).toHaveLength(1);
    expect(parsed.options[0]).toMatchObject({ amount: null, newExpiresAt: null, canSelect: { allowed: true } });
    expect(parsed.actions.canRenew).toEqual(missingGate);
    expect(parsed.window).toEqual({ opensAt: null, closesAt: null, days: null });
  });

  it('a detail without canRenew never offers renewing', () => {
    const actions = z.parse(domainActions, {
      canDelete: { allowed: false, reason: 'x' },
      canActivateRegistryLock: { allowed: true, reason: null, code: null },
      canRequestRegistryUnlock: { allowed: true, reason: null },
      canChangeBillingCycle: { allowed: true, reason: null },
      canDisableAutoRenew: { allowed: true, reason: null, requiresConfirmation: null },
    });
    expect(actions.canRenew.allowed).toBe(false);
  });

  it('checks the period as the form and the mock do, and needs to know whether a change was a dry run', () => {
    expect(z.safeParse(domainRenewBody, { periodYears: 9 }).success).toBe(true);
    for (const periodYears of [0, 10, 2.5, '3'])
      expect(z.safeParse(domainRenewBody, { periodYears }).success).toBe(false);
    expect(z.safeParse(domainBillingCycleChange, { changed: true, targetPeriodYears: 2 }).success).toBe(false);
  });
});

describe('hosting renewal and plan-change schemas', () => {
  it('reads wouldBlock as a guard flag: only false offers the commit', () => {
    const base = { dryRun: true, billingCycle: 'monthly' };
    const missing = z.parse(hostingRenewResponseFor(true), base);
    expect(missing.wouldBlock).toBeNull();
    expect(renewOrUpgradePreviewAllowsCommit(missing)).toBe(false);
    expect(
      renewOrUpgradePreviewAllowsCommit(z.parse(hostingRenewResponseFor(true), { ...base, wouldBlock: 'no' })),
    ).toBe(false);
    expect(
      renewOrUpgradePreviewAllowsCommit(z.parse(hostingRenewResponseFor(true), { ...base, wouldBlock: false })),
    ).toBe(true);
    // A dry run answered as a commit fails (something may have changed).
    expect(z.safeParse(hostingRenewResponseFor(true), { dryRun: false, billingCycle: 'monthly' }).success).toBe(false);
  });

  it('keeps plans whose direction is new to it, drops a plan without a slug, blocks missing gates', () => {
    const parsed = z.parse(hostingUpgradeOptions, {
      accountId: 'acct_1',
      plans: [{ productSlug: 'web-l', direction: 'sideways', defaultWhen: 'tomorrow' }, { name: 'no slug' }],
    });
    expect(parsed.plans).toHaveLength(1);
    expect(parsed.plans[0]).toMatchObject({
      direction: 'unknown',
      defaultWhen: 'unknown',
      resources: null,
      changes: null,
      canSelect: missingGate,
    });
    expect(parsed.actions).toEqual({ canUpgrade: missingGate, canCancelScheduled: missingGate });
    expect(z.safeParse(hostingUpgradeBody, { productSlug: 'web-l', when: 'soon' }).success).toBe(false);
  });
});

describe('server plan-change, billing and restore schemas', () => {
  it('reads requiresStop and restarts as unknown when missing, never as "no interruption"', () => {
    const parsed = z.parse(vpsUpgradeView, {
      snapshotSlots: null,
      plans: {
        current: null,
        options: [{ code: 'vps-xl', requiresStop: 'no', canSelect: { allowed: true, reason: null } }],
      },
    });
    expect(parsed.plans?.options[0]).toMatchObject({ requiresStop: null, restarts: null, direction: 'unknown' });
    expect(parsed.actions.canUpgrade).toEqual(missingGate);
    // An older server that only knows snapshot slots offers no plan change.
    const older = z.parse(vpsUpgradeView, { snapshotSlots: null });
    expect(older.plans).toBeNull();
    expect(older.billing).toBeNull();
    expect(z.safeParse(vpsUpgradeBody, {}).success).toBe(false);
  });

  it('reads isPayg as a guard flag', () => {
    expect(z.parse(vpsBilling, { vpsId: 'vps_1' }).isPayg).toBeNull();
    expect(z.parse(vpsBilling, { vpsId: 'vps_1', isPayg: 'yes' }).isPayg).toBeNull();
    expect(z.parse(vpsBilling, { vpsId: 'vps_1', isPayg: false, billingCycle: 'weekly' }).billingCycle).toBe('unknown');
  });

  it('a snapshot without canRestore cannot be restored', () => {
    const list = z.parse(snapshotList, {
      available: true,
      limits: { totalSnapshots: 1 },
      actions: { canCreate: { allowed: true, reason: null } },
      data: [{ name: 'before', status: 'available' }],
    });
    expect(list.data?.[0]?.actions.canRestore).toEqual(missingGate);
  });
});
