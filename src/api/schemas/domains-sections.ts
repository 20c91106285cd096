import * as z from 'zod/mini';
import {
  actionGate,
  nullableBoolean,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  tolerantArray,
  tolerantEnum,
  missingGate,
  tolerantGate,
} from './common';
import { domainServiceStatus } from './domains';

/**
 * A domain's sections: contacts and the registry unlock (split from `domains.ts`, which the domain list loads, so
 * the list's first screen does not carry them; see src/features/README.md).
 */

// ---------------------------------------------------------------------------------------------
// Contacts
// ---------------------------------------------------------------------------------------------

export const registrationIdentifier = z.object({
  value: nullableString,
  countryCode: nullableString,
  type: nullableString,
});
export type RegistrationIdentifier = z.infer<typeof registrationIdentifier>;

export const domainContact = z.object({
  firstName: nullableString,
  lastName: nullableString,
  companyName: nullableString,
  email: nullableString,
  phoneNumber: nullableString,
  street: nullableString,
  address2: nullableString,
  city: nullableString,
  postalCode: nullableString,
  state: nullableString,
  countryCode: nullableString,
  registrationIdentifier: z.catch(z.nullable(registrationIdentifier), null),
});
export type DomainContact = z.infer<typeof domainContact>;

/**
 * For this gate `allowed: true` means "verification is required", so a missing gate is read as
 * required: the safe reading is to ask for e-identity rather than to promise an edit will pass.
 */
export const requiresIdentityVerificationGate = z.catch(actionGate, {
  allowed: true,
  reason: 'The server did not say whether identity verification is required; assuming it is.',
  code: 'gate_missing',
});

const nullableContact = z.catch(z.nullable(domainContact), null);

export const domainContacts = z.object({
  registrant: nullableContact,
  admin: nullableContact,
  tech: nullableContact,
  billing: nullableContact,
  /** true for pending-registration Swedish-TLD drafts whose registrant data is still editable. */
  draft: z.catch(z.boolean(), false),
  serviceStatus: domainServiceStatus,
  contactDetailsVerification: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
  actions: z.catch(
    z.object({
      canEditContacts: tolerantGate,
      requiresIdentityVerification: requiresIdentityVerificationGate,
    }),
    {
      canEditContacts: missingGate,
      requiresIdentityVerification: requiresIdentityVerificationGate.parse(undefined),
    },
  ),
  updateOutcome: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
});
export type DomainContacts = z.infer<typeof domainContacts>;

// ---------------------------------------------------------------------------------------------
// Registry unlock
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (the spec rejects none here). */
export const registryUnlockBody = z.object({ forceRequest: z.optional(z.boolean()) });
export type RegistryUnlockBody = z.infer<typeof registryUnlockBody>;

export const registryUnlockStatusValues = [
  'already_unlocked',
  'already_requested',
  'bankid_required',
  'verification_failed',
  'submitted',
] as const;
export const registryUnlockStatus = tolerantEnum(registryUnlockStatusValues);
export type RegistryUnlockStatus = z.infer<typeof registryUnlockStatus>;

export const registryUnlockResult = z.object({
  domainId: z.string(),
  status: registryUnlockStatus,
  domainName: nullableString,
  domainExtension: nullableString,
  companyVerified: nullableBoolean,
  verifiedAs: nullableString,
  companyName: nullableString,
  daysSinceRequest: nullableNumber,
  verificationReason: nullableString,
  domainOrgno: nullableString,
  yourOrgno: nullableString,
  /** true: the caller may retry with `forceRequest: true` after the user confirms. */
  requiresConfirmation: z.catch(z.boolean(), false),
});
export type RegistryUnlockResult = z.infer<typeof registryUnlockResult>;

/** A redirect rule of a domain (the mock's read `redirects` in the endpoint table). */
export const redirectRule = z.object({
  id: z.string(),
  domainName: z.string(),
  sourceUrl: z.string(),
  targetUrl: z.string(),
  statusCode: z.number(),
  redirectScope: z.string(),
  preserveQueryString: z.boolean(),
  preservePathSuffix: z.boolean(),
  description: nullableString,
  createdAt: nullableTimestamp,
});
export type RedirectRule = z.infer<typeof redirectRule>;
export const redirectRuleList = z.object({ data: tolerantArray(redirectRule, 'redirect rules[]') });
