import type { OrderPreview, OrderPreviewBody, OrderPreviewItem } from '@/api/schemas/orders';
import { cycleOf, findProductBySlug, type CatalogState, type StoredProduct } from '@/mock/areas/catalog/state';
import type { VpsState } from '@/mock/areas/vps/state';
import { ProblemError, invalidRequest, jsonPointer } from '@/mock/platform/problems';
import { priceVpsItem, type PricedVpsItem } from './vps-items';

/**
 * Pricing of an order body against the world's catalog, shared by preview and creation so the two can never
 * disagree. The mock orders shared-hosting plans and servers (`vps-items.ts`); domain items are a 400 at their
 * `type`.
 */

/** What pricing reads beside the body: the catalog, and the customer's servers and keys (a server item's checks). */
export interface PricingContext {
  catalog: CatalogState;
  vps: VpsState;
  customerId: string;
}

export interface PricedItem {
  line: OrderPreviewItem;
  product: StoredProduct;
  primaryDomain: string;
  billingCycle: 'monthly' | 'annually';
}

export interface PricedOrder {
  preview: OrderPreview;
  items: PricedItem[];
  servers: PricedVpsItem[];
}

export function priceOrder(context: PricingContext, body: OrderPreviewBody): PricedOrder {
  const { catalog } = context;
  const errors: { pointer: string; detail: string; code: string }[] = [];
  const priced: PricedItem[] = [];
  const servers: PricedVpsItem[] = [];
  const unavailable: { index: number; product: StoredProduct }[] = [];
  const unavailableServers: { index: number; reason: string; slug: string }[] = [];
  body.items.forEach((item, index) => {
    if (item.type === 'vps') {
      const outcome = priceVpsItem(context, item, index);
      if ('errors' in outcome) errors.push(...outcome.errors);
      else if ('unavailable' in outcome) unavailableServers.push({ index, ...outcome.unavailable });
      else servers.push(outcome.priced);
      return;
    }
    if (item.type !== 'shared_hosting') {
      errors.push({
        pointer: jsonPointer('body', ['items', index, 'type']),
        detail: `Items of type ${item.type} cannot be ordered through this API yet; order shared_hosting plans or vps.`,
        code: 'invalid_request',
      });
      return;
    }
    const product = findProductBySlug(catalog, item.productSlug);
    if (!product) {
      errors.push({
        pointer: jsonPointer('body', ['items', index, 'productSlug']),
        detail: `No plan has the slug "${item.productSlug}". Use a slug from the product catalog.`,
        code: 'invalid_request',
      });
      return;
    }
    const cycle = cycleOf(product, item.billingCycle);
    if (!cycle) {
      errors.push({
        pointer: jsonPointer('body', ['items', index, 'billingCycle']),
        detail: `${product.name.en} is not offered ${item.billingCycle}; choose one of: ${product.cycles.map((c) => c.billingCycle).join(', ')}.`,
        code: 'invalid_request',
      });
      return;
    }
    if (product.outOfStockReason) {
      unavailable.push({ index, product });
      return;
    }
    const setupAmount = cycle.setupAmount ?? 0;
    priced.push({
      product,
      primaryDomain: item.primaryDomain,
      billingCycle: cycle.billingCycle,
      line: {
        index,
        type: 'shared_hosting',
        productSlug: product.slug,
        primaryDomain: item.primaryDomain,
        billingCycle: cycle.billingCycle,
        amount: cycle.amount,
        setupAmount,
        dueNow: cycle.amount + setupAmount,
        currencyCode: product.currencyCode,
      },
    });
  });
  if (errors.length > 0) throw invalidRequest(errors);
  const first = unavailable[0];
  if (first) {
    throw new ProblemError({
      status: 409,
      code: 'product_unavailable',
      detail: `${first.product.name.en} cannot be ordered now: ${first.product.outOfStockReason?.en ?? 'out of stock'}`,
      extensions: {
        productSlug: first.product.slug,
        pointer: jsonPointer('body', ['items', first.index, 'productSlug']),
      },
    });
  }
  const server = unavailableServers[0];
  if (server) {
    throw new ProblemError({
      status: 409,
      code: 'product_unavailable',
      detail: server.reason,
      extensions: { productSlug: server.slug, pointer: jsonPointer('body', ['items', server.index, 'region']) },
    });
  }
  const lines = [...priced.map((item) => item.line), ...servers.map((item) => item.line)].sort(
    (a, b) => a.index - b.index,
  );
  const currencyCode = lines[0]?.currencyCode ?? 'SEK';
  const recurringTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const setupTotal = lines.reduce((sum, line) => sum + line.setupAmount, 0);
  return {
    items: priced,
    servers,
    preview: {
      currencyCode,
      // The catalog's prices exclude VAT (ledger "Money: VAT"); said outright so a client never has to assume.
      amountsIncludeVat: false,
      items: lines,
      recurringTotal,
      setupTotal,
      // A pay-as-you-go server's line is due later (billed by the hour), so the sum is of what each line asks now.
      totalDueNow: lines.reduce((sum, line) => sum + line.dueNow, 0),
    },
  };
}
