import type { ActionGate, BillingCycle } from '@/api/schemas/common';
import type {
  HostingPlanChanges,
  HostingPlanResources,
  HostingUpgradeBody,
  HostingUpgradeCommit,
  HostingUpgradeOptions,
  HostingUpgradePreview,
  ScheduledPlanChange,
} from '@/api/schemas/hosting-lifecycle';
import type { StoredProduct } from '@/mock/areas/catalog/state';
import { clientOf, createOrder } from '@/mock/areas/orders/state';
import { comparePlanResources } from '@/api/schemas/plan-size';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import { clearBlockingInvoice, invoiceView, pendingRenewal, type BillingContext } from './billing';
import { periodPaidOf } from './cycle-credit';
import { CYCLE_MONTHS, hostingGateRefusal } from './renew';
import { accountGates, accountName, type StoredAccount } from './state';

/**
 * Changing a hosting account's plan (`upgrade` in src/api/endpoints/hosting.ts; issue 23). The plans come from the
 * catalog (the provider's price list, src/mock/areas/catalog): an account can move to the other sizes of its catalog
 * family (Web, Business, Agency…). Seeded accounts carry a plan name, not a slug: `currentProductSlug` says which
 * catalog plan each stands for. `direction` follows the resources against the account's own (larger `upgrade`,
 * smaller `downgrade`, else `different`; plan-size.ts), never the price. When follows the catalog tier: a higher
 * tier by default now, with an invoice for the price difference over the rest of the paid period; a lower one only
 * at the end of the paid period (scheduled, no invoice now; the next renewal is at the new price). Either may be scheduled for the period's end;
 * DELETE cancels a scheduled change. An unpaid invoice of the account blocks a change now (409
 * `existing_invoice_blocking`, `cancelExistingInvoice: true` to retry), as it blocks the billing-cycle change.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SIZE_ORDER = ['mini', 'small', 'medium', 'large', 'max'] as const;

/** The catalog plan a seeded account's plan name stands for (the demo's names are older than the catalog). */
const PLAN_NAME_SLUGS: Readonly<Record<string, string>> = {
  Starter: 'web-mini',
  Standard: 'web-large',
  Business: 'business-small',
  Reseller: 'agency-max',
};

export function currentProductSlug(account: StoredAccount): string | null {
  return account.productSlug ?? PLAN_NAME_SLUGS[account.plan] ?? null;
}

function familyOf(slug: string): string {
  return slug.slice(0, slug.lastIndexOf('-'));
}

function sizeIndexOf(slug: string): number {
  return SIZE_ORDER.indexOf(slug.slice(slug.lastIndexOf('-') + 1) as (typeof SIZE_ORDER)[number]);
}

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The plan's recurring price in a billing cycle: the catalog's own price for monthly and annually; for the other
 * cycles the monthly price times the months (the catalog offers no discount for them); a plan sold only yearly
 * (Agency) costs a twelfth of its yearly price per month.
 */
export function catalogPriceFor(product: StoredProduct, cycle: BillingCycle): number {
  const own = product.cycles.find((option) => option.billingCycle === cycle);
  if (own) return own.amount;
  const monthly = product.cycles.find((option) => option.billingCycle === 'monthly')?.amount;
  const perMonth = monthly ?? (product.cycles.find((option) => option.billingCycle === 'annually')?.amount ?? 0) / 12;
  return roundMoney(perMonth * CYCLE_MONTHS[cycle]);
}

function currentAmount(account: StoredAccount): number {
  return account.cycleOptions.find((option) => option.billingCycle === account.billingCycle)?.amount ?? 0;
}

function resourcesOf(product: StoredProduct): HostingPlanResources {
  return {
    storageGb: product.resources.storageGb,
    emailAccounts: product.resources.emailAccountLimit,
    databases: product.resources.databaseLimit,
    bandwidthGb: product.resources.bandwidthGb,
  };
}

function changesOf(account: StoredAccount, product: StoredProduct): HostingPlanChanges {
  return {
    storageGb: { from: account.resources.storageGb, to: product.resources.storageGb },
    emailAccounts: { from: account.resources.emailAccounts, to: product.resources.emailAccountLimit },
    databases: { from: account.resources.databases, to: product.resources.databaseLimit },
  };
}

/** The share of the paid period still ahead (1 when the account has no due date), for a change made now. */
function remainingShare(account: StoredAccount, nowIso: string): number {
  const months = CYCLE_MONTHS[account.billingCycle];
  if (!account.nextDueAt || months === 0) return 1;
  const left = Date.parse(account.nextDueAt) - Date.parse(nowIso);
  return Math.min(1, Math.max(0, left / (months * (365 / 12) * DAY_MS)));
}

/** The price difference over the rest of the paid period (never below 0: a change now is never a refund). */
function dueNow(account: StoredAccount, product: StoredProduct, nowIso: string): number {
  const difference = catalogPriceFor(product, account.billingCycle) - currentAmount(account);
  return Math.max(0, roundMoney(difference * remainingShare(account, nowIso)));
}

type Direction = 'upgrade' | 'downgrade' | 'different';
type Tier = 'higher' | 'lower';

/** Larger or smaller by the resources against the account's own (plan-size.ts), never by the price. */
function directionOf(account: StoredAccount, product: StoredProduct): Direction {
  const { size } = comparePlanResources(changesOf(account, product));
  return size === 'larger' ? 'upgrade' : size === 'smaller' ? 'downgrade' : 'different';
}

/**
 * When a change may happen is the catalog tier's (its price): a higher tier now, billed the difference for the rest
 * of the period; a lower one only at the period's end (a change now is never a refund).
 */
function tierOf(account: StoredAccount, product: StoredProduct): Tier {
  const current = currentProductSlug(account);
  return current !== null && sizeIndexOf(product.slug) < sizeIndexOf(current) ? 'lower' : 'higher';
}

/** The sizes of the account's family other than its own, smallest first. */
function candidatesOf(products: readonly StoredProduct[], account: StoredAccount): StoredProduct[] {
  const current = currentProductSlug(account);
  const family = familyOf(current ?? 'web-mini');
  return products
    .filter((product) => familyOf(product.slug) === family && product.slug !== current)
    .sort((a, b) => sizeIndexOf(a.slug) - sizeIndexOf(b.slug));
}

const ALLOWED: ActionGate = { allowed: true, reason: null, code: null };

/**
 * Whether the account may move to this plan: out of stock → `product_unavailable` (the catalog's reason); fewer
 * mailboxes than the account has → `plan_too_small`.
 */
function selectGate(account: StoredAccount, product: StoredProduct): ActionGate {
  if (product.outOfStockReason) {
    return { allowed: false, reason: product.outOfStockReason.en, code: 'product_unavailable' };
  }
  const limit = product.resources.emailAccountLimit;
  if (limit !== null && account.mailboxes.length > limit) {
    return {
      allowed: false,
      reason: `${accountName(account)} has ${account.mailboxes.length} e-mail accounts; ${product.name.en} allows ${limit}. Delete some first.`,
      code: 'plan_too_small',
    };
  }
  return ALLOWED;
}

function scheduledView(products: readonly StoredProduct[], account: StoredAccount): ScheduledPlanChange | null {
  const scheduled = account.scheduledChange;
  if (!scheduled) return null;
  const product = products.find((candidate) => candidate.slug === scheduled.productSlug);
  return {
    productSlug: scheduled.productSlug,
    name: product?.name.en ?? null,
    direction: product ? directionOf(account, product) : 'upgrade',
    effectiveAt: scheduled.effectiveAt,
    amount: product ? catalogPriceFor(product, account.billingCycle) : null,
    currencyCode: account.currencyCode,
  };
}

function cancelScheduledGate(account: StoredAccount): ActionGate {
  const upgrade = accountGates(account).canUpgrade;
  if (!account.scheduledChange) {
    return { allowed: false, reason: 'No plan change is scheduled.', code: 'no_scheduled_change' };
  }
  return upgrade.code === 'account_suspended' || upgrade.code === 'account_closed' ? upgrade : ALLOWED;
}

export function upgradeOptionsView(
  products: readonly StoredProduct[],
  account: StoredAccount,
  nowIso: string,
): HostingUpgradeOptions {
  const current = currentProductSlug(account);
  return {
    accountId: account.id,
    current: {
      productSlug: current,
      name: account.plan,
      billingCycle: account.billingCycle,
      amount: currentAmount(account),
      currencyCode: account.currencyCode,
      resources: { ...account.resources },
    },
    periodEndsAt: account.nextDueAt,
    plans: candidatesOf(products, account).map((product) => {
      const tier = tierOf(account, product);
      return {
        productSlug: product.slug,
        name: product.name.en,
        direction: directionOf(account, product),
        billingCycle: account.billingCycle,
        amount: catalogPriceFor(product, account.billingCycle),
        currencyCode: product.currencyCode,
        resources: resourcesOf(product),
        changes: changesOf(account, product),
        amountDueNow: tier === 'higher' ? dueNow(account, product, nowIso) : 0,
        defaultWhen: tier === 'higher' ? 'now' : 'period_end',
        canSelect: selectGate(account, product),
      };
    }),
    scheduled: scheduledView(products, account),
    actions: { canUpgrade: accountGates(account).canUpgrade, canCancelScheduled: cancelScheduledGate(account) },
  };
}

interface PlannedChange {
  product: StoredProduct;
  direction: Direction;
  when: 'now' | 'period_end';
}

/** Checks in order: the gate (403 with its code), the plan (400 at /productSlug), the plan's gate (409), `when`. */
function planChange(
  products: readonly StoredProduct[],
  account: StoredAccount,
  body: HostingUpgradeBody,
): PlannedChange {
  const gate = accountGates(account).canUpgrade;
  if (!gate.allowed) throw hostingGateRefusal('canUpgrade', gate);
  const product = candidatesOf(products, account).find((candidate) => candidate.slug === body.productSlug);
  if (!product) {
    const offered = candidatesOf(products, account)
      .map((candidate) => candidate.slug)
      .join(', ');
    throw invalidRequest([
      {
        pointer: '/productSlug',
        detail:
          body.productSlug === currentProductSlug(account)
            ? `${accountName(account)} is already on this plan.`
            : `This account can move to: ${offered} (see GET actions/upgrade).`,
        code: 'invalid_request',
      },
    ]);
  }
  const select = selectGate(account, product);
  if (!select.allowed) {
    throw new ProblemError({
      status: 409,
      code: select.code ?? 'product_unavailable',
      detail: select.reason ?? 'This plan cannot be chosen now.',
      members: { actions: { canSelect: select } },
    });
  }
  const direction = directionOf(account, product);
  const tier = tierOf(account, product);
  const when = body.when ?? (tier === 'higher' ? 'now' : 'period_end');
  if (tier === 'lower' && when === 'now') {
    throw invalidRequest([
      {
        pointer: '/when',
        detail: 'A plan of a lower price tier takes effect at the end of the paid period; send when: period_end.',
        code: 'invalid_request',
      },
    ]);
  }
  return { product, direction, when };
}

function effectiveAtOf(account: StoredAccount, when: 'now' | 'period_end', nowIso: string): string | null {
  return when === 'now' ? nowIso : account.nextDueAt;
}

export function previewUpgrade(
  context: BillingContext & { products: readonly StoredProduct[] },
  account: StoredAccount,
  body: HostingUpgradeBody,
): HostingUpgradePreview {
  const { product, direction, when } = planChange(context.products, account, body);
  const pending = when === 'now' ? pendingRenewal(context.orders, account) : null;
  const blocking = pending !== null && body.cancelExistingInvoice !== true;
  return {
    dryRun: true,
    productSlug: product.slug,
    name: product.name.en,
    direction,
    when,
    effectiveAt: effectiveAtOf(account, when, context.nowIso),
    amountDueNow: when === 'now' ? dueNow(account, product, context.nowIso) : 0,
    newRecurringAmount: catalogPriceFor(product, account.billingCycle),
    billingCycle: account.billingCycle,
    currencyCode: account.currencyCode,
    changes: changesOf(account, product),
    wouldBlock: blocking,
    blockingInvoice: blocking && pending ? invoiceView(pending) : null,
  };
}

function applyPlan(account: StoredAccount, product: StoredProduct): void {
  account.productSlug = product.slug;
  account.plan = product.name.en;
  account.resources = {
    storageGb: product.resources.storageGb,
    bandwidthGb: product.resources.bandwidthGb,
    emailAccounts: product.resources.emailAccountLimit,
    databases: product.resources.databaseLimit,
  };
  account.cycleOptions = account.cycleOptions.map((option) => ({
    billingCycle: option.billingCycle,
    amount: catalogPriceFor(product, option.billingCycle),
  }));
  account.supportsAdminPanel = product.supportsAdminPanel;
}

export function commitUpgrade(
  context: BillingContext & { products: readonly StoredProduct[] },
  account: StoredAccount,
  body: HostingUpgradeBody,
): HostingUpgradeCommit {
  const { product, direction, when } = planChange(context.products, account, body);
  const { orders, nowIso } = context;
  const base = {
    dryRun: false as const,
    productSlug: product.slug,
    name: product.name.en,
    direction,
    when,
    effectiveAt: effectiveAtOf(account, when, nowIso),
    newRecurringAmount: catalogPriceFor(product, account.billingCycle),
    billingCycle: account.billingCycle,
    currencyCode: account.currencyCode,
    changes: changesOf(account, product),
  };
  if (when === 'period_end') {
    account.scheduledChange = { productSlug: product.slug, effectiveAt: account.nextDueAt };
    return {
      ...base,
      amountDueNow: 0,
      invoice: null,
      scheduled: scheduledView(context.products, account),
      cancelledInvoiceIds: [],
    };
  }
  const cancelledInvoiceIds = clearBlockingInvoice(
    context,
    account,
    body.cancelExistingInvoice === true,
    'plan change',
  );
  const amount = dueNow(account, product, nowIso);
  const from = account.plan;
  const order = createOrder(
    orders,
    {
      customerId: account.customerId,
      client: clientOf(context.customer),
      type: 'upgrade',
      billing: {
        amount,
        currencyCode: account.currencyCode,
        billingCycle: account.billingCycle,
        isPayg: false,
        periodYears: null,
      },
      upgrades: [
        { kind: 'shared_hosting_plan', name: product.name.en, from, to: product.name.en, accountId: account.id },
      ],
      invoiceLines: [
        {
          description: `${from} → ${product.name.en} for ${account.primaryDomain}, the rest of the ${account.billingCycle} period`,
          item: {
            kind: 'hosting_plan_change',
            fromPlan: from,
            fromPlanSlug: account.productSlug ?? null,
            plan: product.name.en,
            planSlug: product.slug,
            subject: account.primaryDomain,
            cycle: account.billingCycle,
          },
          amount,
        },
      ],
    },
    nowIso,
  );
  // The invoice is the account's pending one from now on: it blocks the next change until paid or cancelled.
  account.renewalOrderId = order.id;
  account.scheduledChange = null;
  // What was paid for the period stays what it was: a later cycle change credits no more (cycle-credit.ts).
  account.periodPaid = periodPaidOf(account);
  applyPlan(account, product);
  const created = pendingRenewal(orders, account);
  return {
    ...base,
    amountDueNow: amount,
    invoice: created ? invoiceView(created) : null,
    scheduled: null,
    cancelledInvoiceIds,
  };
}

/** DELETE: cancels the scheduled change (409 `no_scheduled_change` when there is none). */
export function cancelScheduledUpgrade(
  products: readonly StoredProduct[],
  account: StoredAccount,
  nowIso: string,
): HostingUpgradeOptions {
  const gate = cancelScheduledGate(account);
  if (!gate.allowed) {
    if (gate.code === 'no_scheduled_change') {
      throw new ProblemError({ status: 409, code: 'no_scheduled_change', detail: gate.reason ?? 'Nothing to cancel.' });
    }
    throw hostingGateRefusal('canCancelScheduled', gate);
  }
  account.scheduledChange = null;
  return upgradeOptionsView(products, account, nowIso);
}
