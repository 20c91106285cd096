/**
 * A domain's renewal and renewal period (issue 23; decisions in the endpoint table): `GET /api/v2/domains/{id}/renewal`,
 * `POST /api/v2/domains/{id}/actions/renew`, `GET|POST /api/v2/domains/{id}/billing-cycle`. The spec names the paths
 * only; every shape here is ours. Read tolerantly: a missing gate is blocked, one malformed option is dropped, a
 * price or date the server left out reads as `null` (never 0, never "now").
 */
import * as z from 'zod/mini';
import {
  missingGate,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  renewalInvoice,
  tolerantArray,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { domainBillingCycleValues } from './domains';

/** The spec's domain period: 1 to 9 years. */
export const DOMAIN_PERIOD_MIN_YEARS = 1;
export const DOMAIN_PERIOD_MAX_YEARS = 9;

const periodYears = z
  .number('Choose a period in whole years.')
  .check(
    z.int('Choose a period in whole years.'),
    z.minimum(DOMAIN_PERIOD_MIN_YEARS, 'Choose at least 1 year.'),
    z.maximum(DOMAIN_PERIOD_MAX_YEARS, 'Choose at most 9 years.'),
  );

// ---------------------------------------------------------------------------------------------
// GET /api/v2/domains/{id}/renewal
// ---------------------------------------------------------------------------------------------

/** One period the domain can be renewed for, with its price and the expiry it gives once the invoice is paid. */
export const domainRenewalOption = z.object({
  periodYears: z.number().check(z.int(), z.minimum(DOMAIN_PERIOD_MIN_YEARS), z.maximum(DOMAIN_PERIOD_MAX_YEARS)),
  amount: nullableNumber,
  currencyCode: nullableString,
  newExpiresAt: nullableTimestamp,
  /** Blocked `registry_maximum_exceeded` when the new expiry would pass the registry's maximum. */
  canSelect: tolerantGate,
});
export type DomainRenewalOption = z.infer<typeof domainRenewalOption>;

export const domainRenewalWindow = z.object({
  /** From when a renewal is accepted (the expiry less the window); null when the domain has no expiry. */
  opensAt: nullableTimestamp,
  /** Until when (the expiry; an expired domain can still be renewed in the mock: null = no end given). */
  closesAt: nullableTimestamp,
  /** How many days before the expiry the window opens. */
  days: nullableInt,
});

export const domainRenewal = z.object({
  domainId: z.string(),
  domainName: nullableString,
  expiresAt: nullableTimestamp,
  window: z.catch(domainRenewalWindow, { opensAt: null, closesAt: null, days: null }),
  /** How far ahead of today a registration may run, in years (the registry's maximum). */
  registryMaxYears: nullableInt,
  options: z.catch(tolerantArray(domainRenewalOption, 'domain renewal options[]'), []),
  /** The renewal order waiting for payment (it blocks another renewal), in the renewal-invoice shape; else null. */
  pendingInvoice: z.catch(z.nullable(renewalInvoice), null),
  actions: z.catch(z.object({ canRenew: tolerantGate }), { canRenew: missingGate }),
});
export type DomainRenewal = z.infer<typeof domainRenewal>;

// ---------------------------------------------------------------------------------------------
// POST /api/v2/domains/{id}/actions/renew
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (as every body the spec does not make strict). */
export const domainRenewBody = z.object({ periodYears });
export type DomainRenewBody = z.infer<typeof domainRenewBody>;

/** 201: the pending `renew` order and its unpaid invoice; the expiry moves when the invoice is paid. */
export const domainRenewResponse = z.object({
  domainId: z.string(),
  periodYears: z.number().check(z.int()),
  orderId: z.string(),
  orderNumber: nullableString,
  amount: nullableNumber,
  currencyCode: nullableString,
  expiresAt: nullableTimestamp,
  newExpiresAt: nullableTimestamp,
  invoice: z.catch(z.nullable(renewalInvoice), null),
});
export type DomainRenewResponse = z.infer<typeof domainRenewResponse>;

// ---------------------------------------------------------------------------------------------
// GET|POST /api/v2/domains/{id}/billing-cycle (the period of the next renewal)
// ---------------------------------------------------------------------------------------------

export const domainPeriodOption = z.object({
  periodYears: z.number().check(z.int(), z.minimum(DOMAIN_PERIOD_MIN_YEARS), z.maximum(DOMAIN_PERIOD_MAX_YEARS)),
  /** null for 4-9 years, as the domain's `billing.billingCycle`. */
  billingCycle: tolerantNullableEnum(domainBillingCycleValues),
  amount: nullableNumber,
  currencyCode: nullableString,
  isCurrent: z.catch(z.boolean(), false),
});
export type DomainPeriodOption = z.infer<typeof domainPeriodOption>;

export const domainBillingCycleState = z.object({
  domainId: z.string(),
  periodYears: nullableInt,
  billingCycle: tolerantNullableEnum(domainBillingCycleValues),
  amount: nullableNumber,
  currencyCode: nullableString,
  /** When the next renewal falls due (the domain's `nextDueAt`). */
  nextRenewalAt: nullableTimestamp,
  options: z.catch(tolerantArray(domainPeriodOption, 'domain billing-cycle options[]'), []),
  actions: z.catch(z.object({ canChangeBillingCycle: tolerantGate }), { canChangeBillingCycle: missingGate }),
});
export type DomainBillingCycleState = z.infer<typeof domainBillingCycleState>;

export const domainBillingCycleBody = z.object({ periodYears, dryRun: z.optional(z.boolean()) });
export type DomainBillingCycleBody = z.infer<typeof domainBillingCycleBody>;

/** The answer to a preview (`dryRun: true`) and to a commit: the same members; `dryRun` says which it was. */
export const domainBillingCycleChange = z.object({
  dryRun: z.boolean(),
  changed: z.boolean(),
  currentPeriodYears: nullableInt,
  targetPeriodYears: z.number().check(z.int()),
  targetAmount: nullableNumber,
  currencyCode: nullableString,
  nextRenewalAt: nullableTimestamp,
});
export type DomainBillingCycleChange = z.infer<typeof domainBillingCycleChange>;
