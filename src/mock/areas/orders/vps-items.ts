import type { OrderPreviewItem, VpsOrderItem } from '@/api/schemas/orders';
import type { ServerBillingCycle, ServerImage, ServerPlan } from '@/api/schemas/vps-order';
import {
  findServerImage,
  findServerPlan,
  isServerLocation,
  outOfStockReason,
  SERVER_IMAGES,
  SERVER_LOCATIONS,
  type ServerLocationCode,
} from '@/mock/areas/catalog/server-catalog';
import { findVps, type StoredVps, type VpsState } from '@/mock/areas/vps/state';
import { jsonPointer } from '@/mock/platform/problems';

/**
 * A server item of an order (issue 38; decisions on `orderRoutes.create`): checked against the server catalog, the
 * customer's SSH keys and servers, and priced. Prepaid: the chosen cycle's price is due now. Pay-as-you-go: nothing
 * is due now (billed monthly for the hours used, never more than the month's cap); the line's `amount` is the cap.
 */

type FieldError = { pointer: string; detail: string; code: string };

export interface PricedVpsItem {
  line: OrderPreviewItem;
  plan: ServerPlan;
  image: ServerImage;
  region: ServerLocationCode;
  hostname: string;
  isPayg: boolean;
  billingCycle: ServerBillingCycle;
  sshKeyIds: string[];
  restoreFrom: { vps: StoredVps; snapshot: string } | null;
}

export type VpsItemOutcome =
  { priced: PricedVpsItem } | { errors: FieldError[] } | { unavailable: { reason: string; slug: string } };

const SERVER_CYCLES: readonly string[] = ['monthly', 'quarterly', 'annually'];

export function priceVpsItem(
  context: { vps: VpsState; customerId: string },
  item: VpsOrderItem,
  index: number,
): VpsItemOutcome {
  const at = (...path: (string | number)[]) => jsonPointer('body', ['items', index, ...path]);
  const errors: FieldError[] = [];
  const plan = findServerPlan(item.productSlug);
  if (!plan) {
    errors.push({
      pointer: at('productSlug'),
      detail: `No server plan has the slug "${item.productSlug}". Use a slug from the server catalog.`,
      code: 'invalid_request',
    });
  }
  if (!isServerLocation(item.region)) {
    errors.push({
      pointer: at('region'),
      detail: `No location "${item.region}"; choose one of: ${SERVER_LOCATIONS.map((l) => l.id).join(', ')}.`,
      code: 'invalid_request',
    });
  }
  const image = findServerImage(item.image);
  if (!image) {
    errors.push({
      pointer: at('image'),
      detail: `No image "${item.image}"; choose one of: ${SERVER_IMAGES.map((i) => i.id).join(', ')}.`,
      code: 'invalid_request',
    });
  }
  const isPayg = item.isPayg === true;
  if (isPayg ? item.billingCycle !== 'monthly' : !SERVER_CYCLES.includes(item.billingCycle)) {
    errors.push({
      pointer: at('billingCycle'),
      detail: isPayg
        ? 'A pay-as-you-go server is billed monthly: send billingCycle "monthly".'
        : `Servers are prepaid monthly, quarterly or annually, not ${item.billingCycle}.`,
      code: 'invalid_request',
    });
  }
  if (context.vps.servers.some((vps) => vps.customerId === context.customerId && vps.hostname === item.hostname)) {
    errors.push({
      pointer: at('hostname'),
      detail: `You already have a server named ${item.hostname}; choose another host name.`,
      code: 'invalid_request',
    });
  }
  const sshKeyIds = item.sshKeyIds ?? [];
  sshKeyIds.forEach((id, keyIndex) => {
    const owned = context.vps.sshKeys.some((key) => key.id === id && key.customerId === context.customerId);
    if (!owned) {
      errors.push({
        pointer: at('sshKeyIds', keyIndex),
        detail: `No SSH key ${id} in this account.`,
        code: 'invalid_request',
      });
    }
  });
  let restoreFrom: PricedVpsItem['restoreFrom'] = null;
  if (item.restoreFrom) {
    const source = findVps(context.vps, context.customerId, item.restoreFrom.vpsId);
    const snapshot = source?.snapshots.find((candidate) => candidate.name === item.restoreFrom?.snapshot);
    if (!source) {
      errors.push({
        pointer: at('restoreFrom', 'vpsId'),
        detail: `No server ${item.restoreFrom.vpsId} in this account.`,
        code: 'invalid_request',
      });
    } else if (!snapshot || snapshot.status !== 'available') {
      errors.push({
        pointer: at('restoreFrom', 'snapshot'),
        detail: `${source.name} has no finished snapshot named ${item.restoreFrom.snapshot}.`,
        code: 'invalid_request',
      });
    } else if (plan && source.plan.diskGb > plan.resources.diskGb) {
      errors.push({
        pointer: at('restoreFrom', 'snapshot'),
        detail: `A snapshot of ${source.name}'s ${source.plan.diskGb} GB disk needs a plan with at least that much disk; ${plan.name} has ${plan.resources.diskGb} GB.`,
        code: 'invalid_request',
      });
    } else {
      restoreFrom = { vps: source, snapshot: snapshot.name };
    }
  }
  if (errors.length > 0 || !plan || !image || !isServerLocation(item.region)) return { errors };
  const reason = outOfStockReason(plan.slug, item.region);
  if (reason) return { unavailable: { reason, slug: plan.slug } };
  const billingCycle = item.billingCycle as ServerBillingCycle;
  const cycleAmount = plan.billingCycles.find((cycle) => cycle.billingCycle === billingCycle)?.amount ?? 0;
  const amount = isPayg ? (plan.payg?.monthlyCap ?? plan.monthlyAmount) : cycleAmount;
  return {
    priced: {
      plan,
      image,
      region: item.region,
      hostname: item.hostname,
      isPayg,
      billingCycle,
      sshKeyIds,
      restoreFrom,
      line: {
        index,
        type: 'vps',
        productSlug: plan.slug,
        primaryDomain: item.hostname,
        billingCycle,
        amount,
        setupAmount: 0,
        dueNow: isPayg ? 0 : amount,
        currencyCode: plan.currencyCode,
        isPayg,
        hourlyAmount: plan.payg?.hourlyAmount ?? null,
        monthlyAmount: plan.monthlyAmount,
      },
    },
  };
}
