import type { ActionGate } from '@/api/schemas/common';
import type {
  VpsBilling,
  VpsPlanOption,
  VpsPlanResources,
  VpsUpgradeAccepted,
  VpsUpgradePreview,
  VpsUpgradeView,
} from '@/api/schemas/vps-upgrade';
import { clientOf, createOrder, invoiceOf, toRenewalInvoice, type OrdersState } from '@/mock/areas/orders/state';
import type { Customer } from '@/mock/platform/customers';
import type { Job } from '@/mock/platform/jobs';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import { gateRefusal } from './network';
import { upgradeOptionsView } from './snapshots';
import { ALLOWED, blocked, startChange, vpsWideBlock, type StoredVps, type VpsHost } from './state';

/**
 * A server's plan change and billing mode (`vpsRoutes.upgrade`, `billing`; issue 23). Plans are ours (the spec
 * names none): four sizes and two storage variants. Rules: the disk only grows (`disk_cannot_shrink`); fewer cores or
 * less memory need the server stopped first (`vps_must_be_stopped`); a change of cores or memory restarts a running
 * server while it is applied (the job holds it `restarting`), a disk-only growth does not; the change is a job
 * (202, kind `vps.upgrade`) and the plan is the new one when it completes. A prepaid server is invoiced the price
 * difference for the rest of its paid month (an `upgrade` order); a pay-as-you-go one is not (billed by the hour).
 */

export const VPS_CURRENCY = 'SEK';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOURS_PER_MONTH = 730;

interface VpsPlan {
  code: string;
  name: string;
  cpuCores: number;
  memoryGb: number;
  diskGb: number;
  monthlyAmount: number;
}

export const VPS_PLANS: readonly VpsPlan[] = [
  { code: 'vps-s', name: 'VPS S', cpuCores: 1, memoryGb: 2, diskGb: 40, monthlyAmount: 99 },
  { code: 'vps-m', name: 'VPS M', cpuCores: 2, memoryGb: 4, diskGb: 80, monthlyAmount: 199 },
  { code: 'vps-m-storage', name: 'VPS M Storage', cpuCores: 2, memoryGb: 4, diskGb: 320, monthlyAmount: 299 },
  { code: 'vps-l', name: 'VPS L', cpuCores: 4, memoryGb: 8, diskGb: 160, monthlyAmount: 399 },
  { code: 'vps-l-storage', name: 'VPS L Storage', cpuCores: 4, memoryGb: 8, diskGb: 480, monthlyAmount: 549 },
  { code: 'vps-xl', name: 'VPS XL', cpuCores: 8, memoryGb: 16, diskGb: 320, monthlyAmount: 799 },
];

/**
 * Which servers are pay-as-you-go (the demo's seeds say nothing of billing): the ids here; every other server is
 * prepaid monthly. Demo: app-01 (`DEMO_VPS.mismatch`) and new-01 (`DEMO_VPS.fresh`).
 */
export const PAYG_VPS_IDS: ReadonlySet<string> = new Set(['vps_c71d3e58', 'vps_6b2f8d47']);

export function planOf(vps: StoredVps): VpsPlan | undefined {
  return VPS_PLANS.find((plan) => plan.name === vps.plan.name);
}

function monthlyOf(vps: StoredVps): number {
  return planOf(vps)?.monthlyAmount ?? 0;
}

function hourly(monthly: number): number {
  return Math.round((monthly / HOURS_PER_MONTH) * 10000) / 10000;
}

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function isPayg(vps: StoredVps): boolean {
  return vps.billingMode ? vps.billingMode === 'payg' : PAYG_VPS_IDS.has(vps.id);
}

/** The end of a prepaid server's paid month: the next day-of-month of its creation after now (world clock). */
export function paidUntil(vps: StoredVps, nowIso: string): string {
  const created = new Date(vps.createdAt);
  const now = new Date(nowIso);
  const due = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), Math.min(created.getUTCDate(), 28), 0, 0, 0, 0),
  );
  if (due.getTime() <= now.getTime()) due.setUTCMonth(due.getUTCMonth() + 1);
  return due.toISOString();
}

/** The end of the last month a prepaid server paid for: one month before `paidUntil`, at or before now. */
function lastPaidDay(vps: StoredVps, nowIso: string): string {
  const due = new Date(paidUntil(vps, nowIso));
  due.setUTCMonth(due.getUTCMonth() - 1);
  return due.toISOString();
}

export function billingView(vps: StoredVps, nowIso: string): VpsBilling {
  const monthly = monthlyOf(vps);
  const payg = isPayg(vps);
  return {
    vpsId: vps.id,
    isPayg: payg,
    billingCycle: 'monthly',
    monthlyAmount: monthly,
    hourlyAmount: payg ? hourly(monthly) : null,
    currencyCode: VPS_CURRENCY,
    // A suspended server's month was not paid (its invoice is overdue): paid until the end of the last paid month,
    // a day behind the world's clock, never one ahead of it (issue 40: "Paid until" a future date contradicted it).
    nextDueAt: payg ? null : vps.status === 'suspended' ? lastPaidDay(vps, nowIso) : paidUntil(vps, nowIso),
    options: payg
      ? []
      : [
          { billingCycle: 'monthly', amount: monthly, currencyCode: VPS_CURRENCY, isCurrent: true },
          { billingCycle: 'quarterly', amount: monthly * 3, currencyCode: VPS_CURRENCY, isCurrent: false },
          { billingCycle: 'annually', amount: monthly * 10, currencyCode: VPS_CURRENCY, isCurrent: false },
        ],
  };
}

function resourcesOf(plan: { cpuCores: number; memoryGb: number; diskGb: number }): VpsPlanResources {
  return { cpuCores: plan.cpuCores, memoryGb: plan.memoryGb, diskGb: plan.diskGb };
}

function shrinksCompute(vps: StoredVps, plan: VpsPlan): boolean {
  return plan.cpuCores < vps.plan.cpuCores || plan.memoryGb < vps.plan.memoryGb;
}

function changesCompute(vps: StoredVps, plan: VpsPlan): boolean {
  return plan.cpuCores !== vps.plan.cpuCores || plan.memoryGb !== vps.plan.memoryGb;
}

/** Rest of the paid month × the monthly difference (prepaid, never below 0); 0 for pay-as-you-go. */
function dueNow(vps: StoredVps, plan: VpsPlan, nowIso: string): number {
  if (isPayg(vps)) return 0;
  const until = Date.parse(paidUntil(vps, nowIso));
  const share = Math.min(1, Math.max(0, (until - Date.parse(nowIso)) / ((365 / 12) * DAY_MS)));
  return Math.max(0, roundMoney((plan.monthlyAmount - monthlyOf(vps)) * share));
}

/** The server's own gate for a plan change: suspended or busy (one change at a time). */
export function upgradeGate(vps: StoredVps): ActionGate {
  return vpsWideBlock(vps) ?? ALLOWED;
}

function selectGate(vps: StoredVps, plan: VpsPlan): ActionGate {
  const wide = vpsWideBlock(vps);
  if (wide) return wide;
  if (plan.name === vps.plan.name) return blocked('plan_unchanged', `${vps.name} is already on ${plan.name}.`);
  if (plan.diskGb < vps.plan.diskGb) {
    return blocked(
      'disk_cannot_shrink',
      `${plan.name} has a ${plan.diskGb} GB disk; ${vps.name} has ${vps.plan.diskGb} GB, and a disk can only grow.`,
    );
  }
  if (shrinksCompute(vps, plan) && vps.status !== 'stopped') {
    return blocked(
      'vps_must_be_stopped',
      `${plan.name} has fewer cores or less memory: stop ${vps.name} first, then change the plan.`,
    );
  }
  return ALLOWED;
}

function directionOf(vps: StoredVps, plan: VpsPlan): 'upgrade' | 'downgrade' | 'sideways' {
  const current = monthlyOf(vps);
  return plan.monthlyAmount > current ? 'upgrade' : plan.monthlyAmount < current ? 'downgrade' : 'sideways';
}

function optionOf(vps: StoredVps, plan: VpsPlan, nowIso: string): VpsPlanOption {
  const payg = isPayg(vps);
  return {
    code: plan.code,
    name: plan.name,
    resources: resourcesOf(plan),
    direction: directionOf(vps, plan),
    monthlyAmount: plan.monthlyAmount,
    hourlyAmount: payg ? hourly(plan.monthlyAmount) : null,
    currencyCode: VPS_CURRENCY,
    amountDueNow: dueNow(vps, plan, nowIso),
    requiresStop: shrinksCompute(vps, plan),
    restarts: changesCompute(vps, plan) && vps.status === 'running',
    canSelect: selectGate(vps, plan),
  };
}

/** `GET …/actions/upgrade`: the snapshot slots as before, plus plans, billing and the gate. */
export function upgradeView(vps: StoredVps, nowIso: string): VpsUpgradeView {
  const current = planOf(vps);
  return {
    ...upgradeOptionsView(vps),
    plans: {
      current: { code: current?.code ?? null, name: vps.plan.name, resources: resourcesOf(vps.plan) },
      options: VPS_PLANS.filter((plan) => plan.name !== vps.plan.name).map((plan) => optionOf(vps, plan, nowIso)),
    },
    billing: billingView(vps, nowIso),
    actions: { canUpgrade: upgradeGate(vps) },
  };
}

/** Checks in order: the server's gate (403), the plan (400 at /plan), the plan's gate (409 with its code). */
function checkedPlan(vps: StoredVps, code: string): VpsPlan {
  const wide = vpsWideBlock(vps);
  if (wide) throw gateRefusal('canUpgrade', wide);
  const plan = VPS_PLANS.find((candidate) => candidate.code === code);
  if (!plan) {
    throw invalidRequest([
      {
        pointer: '/plan',
        detail: `Choose one of: ${VPS_PLANS.map((candidate) => candidate.code).join(', ')} (see GET actions/upgrade).`,
        code: 'invalid_request',
      },
    ]);
  }
  const gate = selectGate(vps, plan);
  if (!gate.allowed) {
    throw new ProblemError({
      status: gate.code === 'plan_unchanged' ? 400 : 409,
      code: gate.code === 'plan_unchanged' ? 'invalid_request' : (gate.code ?? 'conflict'),
      detail: gate.reason ?? 'This plan cannot be chosen now.',
      ...(gate.code === 'plan_unchanged'
        ? { errors: [{ pointer: '/plan', detail: gate.reason ?? '', code: 'plan_unchanged' }] }
        : { members: { actions: { canSelect: gate } } }),
    });
  }
  return plan;
}

export function previewPlanChange(vps: StoredVps, code: string, nowIso: string): VpsUpgradePreview {
  const plan = checkedPlan(vps, code);
  return {
    dryRun: true,
    plan: plan.code,
    from: resourcesOf(vps.plan),
    to: resourcesOf(plan),
    amountDueNow: dueNow(vps, plan, nowIso),
    currencyCode: VPS_CURRENCY,
    restarts: changesCompute(vps, plan) && vps.status === 'running',
  };
}

export interface PlanChangeContext {
  host: VpsHost;
  orders: OrdersState;
  customer: Customer;
  nowIso: string;
}

export function beginPlanChange(
  context: PlanChangeContext,
  vps: StoredVps,
  code: string,
): { job: Job; body: Omit<VpsUpgradeAccepted, 'operation'> } {
  const plan = checkedPlan(vps, code);
  const { orders, nowIso } = context;
  const amount = dueNow(vps, plan, nowIso);
  const restarts = changesCompute(vps, plan) && vps.status === 'running';
  const from = resourcesOf(vps.plan);
  let invoice: VpsUpgradeAccepted['invoice'] = null;
  if (amount > 0) {
    const order = createOrder(
      orders,
      {
        customerId: vps.customerId,
        client: clientOf(context.customer),
        type: 'upgrade',
        billing: { amount, currencyCode: VPS_CURRENCY, billingCycle: 'monthly', isPayg: false, periodYears: null },
        upgrades: [{ kind: 'vps_plan', name: plan.name, from: vps.plan.name, to: plan.name, vpsId: vps.id }],
        invoiceLines: [
          {
            description: `${vps.plan.name} → ${plan.name} for ${vps.name}, the rest of the month`,
            item: { kind: 'vps_plan_change', fromPlan: vps.plan.name, plan: plan.name, subject: vps.name },
            amount,
          },
        ],
      },
      nowIso,
    );
    const stored = invoiceOf(orders, order);
    invoice = stored ? toRenewalInvoice(order, stored) : null;
  }
  const before = vps.status;
  if (restarts) vps.status = 'restarting';
  const job = startChange(context.host, vps, {
    customerId: vps.customerId,
    kind: 'vps.upgrade',
    apply: () => {
      vps.plan = { name: plan.name, cpuCores: plan.cpuCores, memoryGb: plan.memoryGb, diskGb: plan.diskGb };
      if (restarts) vps.status = before === 'running' ? 'running' : before;
      return { result: { vpsId: vps.id, plan: plan.code, restarted: restarts } };
    },
  });
  return {
    job,
    body: {
      plan: plan.code,
      from,
      to: resourcesOf(plan),
      amountDueNow: amount,
      currencyCode: VPS_CURRENCY,
      restarts,
      invoice,
    },
  };
}
