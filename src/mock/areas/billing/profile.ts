import type { BillingProfile, BillingProfileBody } from '@/api/schemas/billing';
import type { TaxSummary } from '@/api/schemas/me';
import {
  checkVatNumber,
  compactVatNumber,
  isEuCountry,
  isSoldTo,
  taxOf,
  type VatNumberState,
} from '@/api/schemas/vat-number';
import { billingProfileOf, type OrdersState, type StoredBillingProfile } from '@/mock/areas/orders/state';
import type { FieldError } from '@/api/schemas/common';
import type { BillingState } from './state';

/**
 * The billing profile (ledger "Money: VAT"; `GET|PATCH /billing/profile` in src/api/endpoints/billing.ts): who the
 * account bills, stored beside the invoices it taxes (`OrdersState.billingProfiles`), and the mock's stand-in of the
 * EU's VAT-number register (VIES): a fixed list of registered numbers that can be down (`vatRegisterOutage`).
 */

/**
 * Numbers the register knows (real companies' numbers, and the demo's). A well-formed number with a good checksum
 * that is not here is "not registered" (e.g. SE556012345601, DE123456788).
 */
export const VAT_REGISTER: ReadonlySet<string> = new Set([
  'SE559123456101',
  'SE556677889901',
  'DE136695976',
  'FI20774740',
  'DK13585628',
  'NL004495445B01',
  'FR40303265045',
  'ATU13585627',
  'BE0123456749',
  'IT00743110157',
  'PL5260250995',
  'ESA28015865',
]);

/** What the register says of a well-formed number: `pending` while it cannot be reached. */
export function lookUpVatNumber(billing: BillingState, vatNumber: string): Exclude<VatNumberState, 'not_applicable'> {
  if (billing.vatRegisterOutage) return 'pending';
  return VAT_REGISTER.has(vatNumber) ? 'valid' : 'invalid';
}

/**
 * The customer's profile, a `pending` number looked up again first when the register answers now (on the profile's
 * read, `/me` and the next change): it becomes `valid` or `invalid` with the time it was checked.
 */
export function currentBillingProfile(
  orders: OrdersState,
  billing: BillingState,
  customerId: string,
  nowIso: string,
): StoredBillingProfile {
  const profile = billingProfileOf(orders, customerId);
  if (profile.vatNumberStatus === 'pending' && profile.vatNumber !== null && !billing.vatRegisterOutage) {
    profile.vatNumberStatus = lookUpVatNumber(billing, profile.vatNumber);
    profile.vatNumberCheckedAt = nowIso;
  }
  return profile;
}

export function taxSummaryOf(profile: StoredBillingProfile): TaxSummary {
  return { customerType: profile.customerType, country: profile.country, ...taxOf(profile) };
}

export function toBillingProfile(profile: StoredBillingProfile): BillingProfile {
  return {
    customerType: profile.customerType,
    name: profile.name,
    address: profile.address ? { ...profile.address, country: profile.country } : null,
    country: profile.country,
    vatNumber: profile.vatNumber,
    vatNumberStatus: profile.vatNumberStatus,
    vatNumberCheckedAt: profile.vatNumberCheckedAt,
    ...taxOf(profile),
    actions: { canEdit: { allowed: true, reason: null, code: null } },
  };
}

const SOLD_TO_WORDS = 'the EU countries, Norway, Iceland, Switzerland and the United Kingdom';

export type ProfileUpdateOutcome =
  { saved: true; profile: StoredBillingProfile } | { saved: false; errors: FieldError[] };

/**
 * Applies a PATCH: the body over the current profile, then checked whole (every problem at its pointer, nothing
 * saved on any). A business in the EU needs a VAT number that passes its country's format and checksum and that the
 * register does not refuse; the register down keeps it `pending`. An unchanged number already `valid` stays so.
 */
export function updateBillingProfile(
  orders: OrdersState,
  billing: BillingState,
  customerId: string,
  body: BillingProfileBody,
  nowIso: string,
): ProfileUpdateOutcome {
  const current = currentBillingProfile(orders, billing, customerId, nowIso);
  const customerType = body.customerType ?? current.customerType;
  const country = body.country ?? current.country;
  const name = body.name === undefined ? current.name : body.name.trim();
  const address =
    body.address === undefined
      ? current.address
      : {
          street: body.address.street.trim(),
          postalCode: body.address.postalCode.trim(),
          city: body.address.city.trim(),
        };
  // A consumer keeps no number: switching to consumer drops it unless the body sends one.
  const typed =
    body.vatNumber === undefined ? (customerType === 'consumer' ? null : current.vatNumber) : body.vatNumber;
  const vatNumber = typed === null || compactVatNumber(typed) === '' ? null : compactVatNumber(typed);

  const errors: FieldError[] = [];
  if (!isSoldTo(country)) {
    errors.push({
      pointer: '/country',
      code: 'country_not_sold_to',
      detail: `We do not sell to ${country}; the billing country must be one of ${SOLD_TO_WORDS}.`,
    });
  }
  if (customerType === 'business' && (name === null || name === '')) {
    errors.push({ pointer: '/name', code: 'name_required', detail: "Give the company's name as invoices print it." });
  }

  let normalized: string | null = null;
  let status: VatNumberState = 'not_applicable';
  let checkedAt: string | null = null;
  if (customerType === 'consumer') {
    if (vatNumber !== null) {
      errors.push({
        pointer: '/vatNumber',
        code: 'vat_number_not_for_consumer',
        detail: 'A consumer has no VAT number; choose business to give one.',
      });
    }
  } else if (isEuCountry(country)) {
    if (vatNumber === null) {
      errors.push({
        pointer: '/vatNumber',
        code: 'vat_number_required',
        detail: 'A business in the EU gives its VAT number; without one, choose consumer.',
      });
    } else {
      const check = checkVatNumber(country, vatNumber);
      if (!check.ok) {
        errors.push(vatNumberError(check.problem, country));
      } else if (check.normalized === current.vatNumber && current.vatNumberStatus === 'valid') {
        normalized = check.normalized;
        status = 'valid';
        checkedAt = current.vatNumberCheckedAt;
      } else {
        normalized = check.normalized;
        status = lookUpVatNumber(billing, check.normalized);
        checkedAt = status === 'pending' ? null : nowIso;
        if (status === 'invalid') {
          errors.push({
            pointer: '/vatNumber',
            code: 'vat_number_not_registered',
            detail: `The EU's VAT register has no number ${check.normalized}; check it with your accounts.`,
          });
        }
      }
    }
  } else if (vatNumber !== null) {
    // Outside the EU: kept as typed (compact), not checked; it changes no rate.
    normalized = vatNumber.slice(0, 20);
  }
  if (errors.length > 0) return { saved: false, errors };

  const saved: StoredBillingProfile = {
    customerId,
    customerType,
    name,
    address,
    country,
    vatNumber: normalized,
    vatNumberStatus: status,
    vatNumberCheckedAt: checkedAt,
  };
  orders.billingProfiles = [...orders.billingProfiles.filter((profile) => profile.customerId !== customerId), saved];
  return { saved: true, profile: saved };
}

function vatNumberError(problem: 'format' | 'checksum' | 'country', country: string): FieldError {
  switch (problem) {
    case 'format':
      return {
        pointer: '/vatNumber',
        code: 'vat_number_format',
        detail: `This is not how a VAT number of ${country} is written.`,
      };
    case 'checksum':
      return {
        pointer: '/vatNumber',
        code: 'vat_number_checksum',
        detail: 'This VAT number has a wrong digit: its check digit does not match.',
      };
    case 'country':
      return {
        pointer: '/vatNumber',
        code: 'vat_number_country',
        detail: `This VAT number is from another country than the billing country ${country}.`,
      };
  }
}
