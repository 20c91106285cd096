/**
 * Registering and transferring domains in (issue 37; decisions on the entries of
 * `src/api/endpoints/domain-registration.ts`): what can be registered and at what price, whether a name can be had,
 * whether a domain can move here, how a transfer in goes on, and the registrant a registration item of
 * `POST /api/v2/orders` names. Every shape is ours (the spec names none of it). Read tolerantly: one malformed result
 * is dropped, an unknown status is `unknown` (never offered for ordering), a missing price is `null`.
 */
import * as z from 'zod/mini';
import {
  nullableInt,
  nullableNumber,
  nullableString,
  missingGate,
  nullableTimestamp,
  opaqueId,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
} from './common';
import { domainContact } from './domains-sections';
import { amountsIncludeVat } from './vat';

// ---------------------------------------------------------------------------------------------
// GET /api/v2/domains/registration-options
// ---------------------------------------------------------------------------------------------

export const offeredTld = z.object({
  /** Without the dot: `se`. */
  tld: z.string(),
  /** Price per year of a registration (and of a renewal), excluding VAT. */
  amount: nullableNumber,
  /** Price of a transfer in (it adds one year). */
  transferAmount: nullableNumber,
  currencyCode: nullableString,
  /** Whether WHOIS privacy can be turned on for the TLD (read as not offered when missing). */
  whoisPrivacy: z.catch(z.boolean(), false),
  /** .se and .nu: the registrant must give a personal or organisation number (read as required when missing). */
  requiresRegistrantId: z.catch(z.boolean(), true),
  maxYears: z.catch(z.number().check(z.int(), z.minimum(1), z.maximum(10)), 9),
});
export type OfferedTld = z.infer<typeof offeredTld>;

/** A registrant the customer used before, to be named again by `contactId`. */
export const savedContact = z.object({
  id: z.string(),
  contact: domainContact,
});
export type SavedContact = z.infer<typeof savedContact>;

export const registrationOptions = z.object({
  currencyCode: nullableString,
  amountsIncludeVat,
  tlds: z.catch(tolerantArray(offeredTld, 'offered TLDs'), []),
  /** The host names of our nameservers (what "ours" means). */
  ourNameservers: z.catch(z.array(z.string()), []),
  savedContacts: z.catch(tolerantArray(savedContact, 'saved contacts'), []),
});
export type RegistrationOptions = z.infer<typeof registrationOptions>;

// ---------------------------------------------------------------------------------------------
// POST /api/v2/domains/availability
// ---------------------------------------------------------------------------------------------

export const AVAILABILITY_MAX_NAMES = 50;
export const AVAILABILITY_MAX_TLDS = 20;

export const availabilityBody = z.object({
  names: z
    .array(z.string().check(z.maxLength(300, 'Use at most 253 characters per name.')))
    .check(
      z.minLength(1, 'Enter at least one name.'),
      z.maxLength(AVAILABILITY_MAX_NAMES, `Search at most ${AVAILABILITY_MAX_NAMES} names at once.`),
    ),
  tlds: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(63)))
      .check(z.maxLength(AVAILABILITY_MAX_TLDS, `Choose at most ${AVAILABILITY_MAX_TLDS} endings.`)),
  ),
});
export type AvailabilityBody = z.infer<typeof availabilityBody>;

export const availabilityStatusValues = ['available', 'taken', 'reserved', 'invalid', 'tld_not_offered'] as const;
export const availabilityStatus = tolerantEnum(availabilityStatusValues);
export type AvailabilityStatus = z.infer<typeof availabilityStatus>;

export const availabilityResult = z.object({
  /** The full name as it would be registered (lower case), or as typed when it is invalid. */
  name: z.string(),
  tld: nullableString,
  status: availabilityStatus,
  /** A premium name: priced apart (its own yearly price). Missing is read as not known to be premium. */
  premium: z.catch(z.boolean(), false),
  /** Price per year, excluding VAT; null when the name cannot be registered. */
  amount: nullableNumber,
  currencyCode: nullableString,
  /** Why the name cannot be had, in English (shown only for an unknown status); null when available. */
  reason: nullableString,
  whoisPrivacy: z.catch(z.boolean(), false),
  requiresRegistrantId: z.catch(z.boolean(), true),
});
export type AvailabilityResult = z.infer<typeof availabilityResult>;

export const availabilityResponse = z.object({
  currencyCode: nullableString,
  amountsIncludeVat,
  results: z.catch(tolerantArray(availabilityResult, 'availability results'), []),
  /** Names close to the ones searched that are available (at most 8). */
  suggestions: z.catch(tolerantArray(availabilityResult, 'suggestions'), []),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

// ---------------------------------------------------------------------------------------------
// POST /api/v2/domains/transfer-check
// ---------------------------------------------------------------------------------------------

export const transferCheckBody = z.object({
  domain: z.string().check(z.minLength(1, 'Enter the domain to transfer.'), z.maxLength(300)),
});
export type TransferCheckBody = z.infer<typeof transferCheckBody>;

export const transferCheck = z.object({
  domain: z.string(),
  tld: nullableString,
  /** Price of the transfer (one year added to the expiry), excluding VAT. */
  amount: nullableNumber,
  currencyCode: nullableString,
  amountsIncludeVat,
  /** The other registrar's expiry, when it is known. */
  expiresAt: nullableTimestamp,
  actions: z.catch(z.object({ canTransfer: tolerantGate }), { canTransfer: missingGate }),
});
export type TransferCheck = z.infer<typeof transferCheck>;

// ---------------------------------------------------------------------------------------------
// GET /api/v2/domains/{id}/transfer
// ---------------------------------------------------------------------------------------------

export const transferStepValues = ['requested', 'awaiting_approval', 'completed'] as const;
export const transferStatusValues = [
  'awaiting_payment',
  'requested',
  'awaiting_approval',
  'completed',
  'cancelled',
] as const;

export const transferStep = z.object({
  step: tolerantEnum(transferStepValues),
  state: tolerantEnum(['done', 'current', 'upcoming'] as const),
  /** When the step was done, or is expected to be (current/upcoming); null when not known. */
  at: nullableTimestamp,
});
export type TransferStep = z.infer<typeof transferStep>;

export const transferProgress = z.object({
  domainId: z.string(),
  domainName: nullableString,
  orderId: nullableString,
  orderNumber: nullableString,
  status: tolerantEnum(transferStatusValues),
  steps: z.catch(tolerantArray(transferStep, 'transfer steps'), []),
  expectedCompletionAt: nullableTimestamp,
  periodYears: nullableInt,
});
export type TransferProgress = z.infer<typeof transferProgress>;

// ---------------------------------------------------------------------------------------------
// The registration item's registrant and nameservers (in `POST /api/v2/orders`, orders.ts)
// ---------------------------------------------------------------------------------------------

const required = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'This field is required.'), z.maxLength(max, `Use at most ${max} characters.`));
const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters.`))));

export const registrantIdTypeValues = ['personal_number', 'organisation_number'] as const;

/** A new registrant, as the order form sends it. The .se/.nu number's checksum is the server's check (per TLD). */
export const newRegistrant = z.object({
  firstName: required(100),
  lastName: required(100),
  companyName: optionalText(200),
  email: z.string().check(z.trim(), z.email('Enter an e-mail address such as name@example.com.'), z.maxLength(254)),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.regex(/^\+\d{1,3}\.?\d{4,14}$/, 'Enter the number with its country code, such as +46.701234567.'),
    ),
  street: required(200),
  address2: optionalText(200),
  city: required(100),
  postalCode: required(20),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'Use the two-letter country code, such as SE.')),
  registrationIdentifier: z.optional(
    z.nullable(
      z.object({
        type: z.enum(registrantIdTypeValues),
        value: z.string().check(z.trim(), z.maxLength(20)),
      }),
    ),
  ),
});
export type NewRegistrant = z.infer<typeof newRegistrant>;
export type NewRegistrantInput = z.input<typeof newRegistrant>;

export const contactIdParam = opaqueId('con_');

/** A saved contact by id, or a new one. */
export const registrantChoice = z.union([
  z.object({ contactId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ contact: newRegistrant }),
]);
export type RegistrantChoice = z.infer<typeof registrantChoice>;

export const nameserverHostPattern = /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+\.?$/;

export const NAMESERVERS_MIN = 2;
export const NAMESERVERS_MAX = 13;

export const nameserverChoice = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ours') }),
  z.object({
    type: z.literal('custom'),
    hosts: z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.toLowerCase(),
            z.regex(nameserverHostPattern, 'Enter a host name such as ns1.example.net.'),
          ),
      )
      .check(
        z.minLength(NAMESERVERS_MIN, `Give at least ${NAMESERVERS_MIN} nameservers.`),
        z.maxLength(NAMESERVERS_MAX, `Give at most ${NAMESERVERS_MAX} nameservers.`),
      ),
  }),
]);
export type NameserverChoice = z.infer<typeof nameserverChoice>;
