import type { PriceTax } from '@/ui/format/pricing';
import type { ResponseRewrite } from './render-route';

/** A Swedish consumer (25 %), a Swedish business (25 %), an EU business under reverse charge (0 %). */
export const consumerTax = { customerType: 'consumer', country: 'SE', vatRate: 25, reverseCharge: false } as const;
export const businessTax = { customerType: 'business', country: 'SE', vatRate: 25, reverseCharge: false } as const;
export const reverseChargeTax = { customerType: 'business', country: 'DE', vatRate: 0, reverseCharge: true } as const;

/**
 * Serves `/me` with the account's `tax` (the mock's own `/me` may not send it yet), so a route test sees the prices
 * one kind of customer sees. Chain another rewrite with `then`.
 */
export function meWithTax(tax: PriceTax & { country: string }, then?: ResponseRewrite): ResponseRewrite {
  return (request, body) => {
    if (request === 'GET /api/v2/me' && typeof body === 'object' && body !== null) return { ...body, tax };
    return then?.(request, body);
  };
}
