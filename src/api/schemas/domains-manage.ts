import * as z from 'zod/mini';
import {
  nullableString,
  nullableTimestamp,
  opaqueId,
  operation,
  tolerantArray,
  tolerantEnum,
  type FieldError,
} from './common';
import { domainContacts, registrationIdentifier } from './domains-sections';
import { whoisPrivacy } from './domains';
import { bulkDomainLimit } from './domains-bulk';

/**
 * Managing a registered domain (issue 37): its transfer code, nameservers with glue, WHOIS privacy, contact edits
 * with the national e-ID check, the contact e-mail verification and the bulk nameserver and contact copies. Split
 * from `domains.ts` (the list's first screen): these load with the detail's sections and the bulk dialogs. The
 * nameserver rules are here, once, for the mock's check and the form's messages at the field.
 */

// ---------------------------------------------------------------------------------------------
// Transfer code (EPP)
// ---------------------------------------------------------------------------------------------

export const transferCodeResult = z.object({
  domainId: z.string(),
  domainName: nullableString,
  /** Shown once: a detail read never carries it (`transfer.eppCode` is always null there). */
  eppCode: z.string(),
  issuedAt: nullableTimestamp,
});
export type TransferCodeResult = z.infer<typeof transferCodeResult>;

// ---------------------------------------------------------------------------------------------
// Nameservers
// ---------------------------------------------------------------------------------------------

export const NAMESERVERS_MIN = 2;
export const NAMESERVERS_MAX = 13;
/** Glue addresses one host may have. */
export const GLUE_ADDRESSES_MAX = 13;

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name as the registries take it: lower case, no trailing dot (one is dropped). */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** A nameserver's host name: at least two labels of letters, digits and hyphens, a TLD that is not all digits. */
export function isHostname(host: string): boolean {
  if (host.length < 4 || host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => hostLabel.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

export function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.includes(':::') || text.split('::').length > 2) return false;
  let groups = text.split(':');
  // An IPv4 tail (`::ffff:192.0.2.1`) stands for two groups.
  const last = groups[groups.length - 1] ?? '';
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups = [...groups.slice(0, -1), '0', '0'];
  }
  const compressed = text.includes('::');
  const filled = groups.filter((group) => group !== '');
  if (!filled.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return false;
  if (compressed) return filled.length <= 7 && !/^:[^:]|[^:]:$/.test(text);
  return groups.length === 8;
}

/** Whether a host lies under the domain itself (`ns1.example.se` for `example.se`): it then needs glue addresses. */
export function isHostUnderDomain(host: string, domainName: string): boolean {
  const name = domainName.toLowerCase();
  return host === name || host.endsWith(`.${name}`);
}

/** One nameserver as the change sends it; `addresses` (glue) only for a host under one of the domains changed. */
export const nameserverInput = z.object({
  host: z.string().check(z.maxLength(253)),
  addresses: z.optional(z.array(z.string().check(z.maxLength(45))).check(z.maxLength(GLUE_ADDRESSES_MAX))),
});
export type NameserverInput = z.infer<typeof nameserverInput>;

export const nameserverModeValues = ['ours', 'custom'] as const;
export type NameserverMode = (typeof nameserverModeValues)[number];

/** `PUT …/nameservers`: ours, or 2..13 custom hosts (the rules: `nameserverErrors`). Unknown members are ignored. */
export const nameserversBody = z.object({
  mode: z.enum(nameserverModeValues),
  nameservers: z.optional(z.array(nameserverInput).check(z.maxLength(50))),
});
export type NameserversBody = z.infer<typeof nameserversBody>;

/**
 * What is wrong with a custom nameserver list for these domains, as field errors (pointers into the body): the
 * count (2..13, at `/nameservers`), each host's name (`invalid_hostname`, `duplicate_host`), glue addresses missing
 * for a host under one of the domains (`glue_required`), given for a host under none (`glue_not_allowed`), or not an
 * IPv4/IPv6 address (`invalid_address`, `duplicate_address`). Empty: the list may be sent.
 */
export function nameserverErrors(
  nameservers: readonly NameserverInput[],
  domainNames: readonly string[],
): FieldError[] {
  const errors: FieldError[] = [];
  if (nameservers.length < NAMESERVERS_MIN || nameservers.length > NAMESERVERS_MAX) {
    errors.push({
      pointer: '/nameservers',
      code: nameservers.length < NAMESERVERS_MIN ? 'too_few_nameservers' : 'too_many_nameservers',
      detail: `Give between ${NAMESERVERS_MIN} and ${NAMESERVERS_MAX} nameservers (${nameservers.length} given).`,
    });
  }
  const seen = new Set<string>();
  nameservers.forEach((item, index) => {
    const at = `/nameservers/${index}`;
    const host = normaliseHost(item.host);
    const addresses = (item.addresses ?? []).map((address) => address.trim()).filter((address) => address !== '');
    if (!isHostname(host)) {
      errors.push({
        pointer: `${at}/host`,
        code: 'invalid_hostname',
        detail: `"${item.host}" is not a host name such as ns1.example.com.`,
      });
      return;
    }
    if (seen.has(host)) {
      errors.push({ pointer: `${at}/host`, code: 'duplicate_host', detail: `${host} is listed twice.` });
      return;
    }
    seen.add(host);
    const under = domainNames.find((name) => isHostUnderDomain(host, name));
    if (under && addresses.length === 0) {
      errors.push({
        pointer: `${at}/addresses`,
        code: 'glue_required',
        detail: `${host} is under ${under} itself: give its IPv4 or IPv6 address (a glue record).`,
      });
    }
    if (!under && addresses.length > 0) {
      errors.push({
        pointer: `${at}/addresses`,
        code: 'glue_not_allowed',
        detail: `${host} is not under the domain: its addresses come from its own zone, not from glue.`,
      });
    }
    const seenAddresses = new Set<string>();
    addresses.forEach((address, addressIndex) => {
      const pointer = `${at}/addresses/${addressIndex}`;
      if (!isIpv4(address) && !isIpv6(address)) {
        errors.push({ pointer, code: 'invalid_address', detail: `"${address}" is not an IPv4 or IPv6 address.` });
      } else if (seenAddresses.has(address.toLowerCase())) {
        errors.push({ pointer, code: 'duplicate_address', detail: `${address} is listed twice.` });
      }
      seenAddresses.add(address.toLowerCase());
    });
  });
  return errors;
}

export const nameserverEntry = z.object({
  host: z.string(),
  /** Glue addresses (only hosts under the domain have them). */
  addresses: z.catch(tolerantArray(z.string(), 'nameserver addresses[]'), []),
});
export type NameserverEntry = z.infer<typeof nameserverEntry>;

export const domainNameservers = z.object({
  domainId: z.string(),
  domainName: nullableString,
  mode: tolerantEnum(nameserverModeValues),
  nameservers: z.catch(tolerantArray(nameserverEntry, 'nameservers[]'), []),
  /** Our nameservers, what `mode: ours` sets. */
  ourNameservers: z.catch(tolerantArray(z.string(), 'ourNameservers[]'), []),
  changedAt: nullableTimestamp,
  /** When the last change has reached the registry's servers everywhere (hours after `changedAt`); null: settled. */
  propagatesBy: nullableTimestamp,
});
export type DomainNameservers = z.infer<typeof domainNameservers>;

/** Bulk: `dom_` ids (an unknown or foreign one rejects the whole batch, as bulk auto-renew). */
const bulkDomainIds = z
  .array(opaqueId('dom_'))
  .check(
    z.minLength(1, 'Choose at least one domain.'),
    z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
  );

export const bulkNameserversBody = z.extend(nameserversBody, { domainIds: bulkDomainIds });
export type BulkNameserversBody = z.infer<typeof bulkNameserversBody>;

export const bulkManageResponse = z.object({ operation, domainsQueued: z.catch(z.nullable(z.number()), null) });
export type BulkManageResponse = z.infer<typeof bulkManageResponse>;

/** One domain's outcome in a bulk nameserver or contact job's `result.domains[]`. */
export const bulkDomainOutcomeValues = ['updated', 'partly_updated', 'not_updated'] as const;
export const bulkDomainOutcome = z.object({
  domainId: nullableString,
  domainName: nullableString,
  outcome: tolerantEnum(bulkDomainOutcomeValues),
  /** Why not (or not all): a code such as `domain_not_active`, `contacts_not_editable`. */
  reason: nullableString,
});
export type BulkDomainOutcome = z.infer<typeof bulkDomainOutcome>;
export const bulkManageJobResult = z.object({
  domains: z.catch(tolerantArray(bulkDomainOutcome, 'bulk domains[]'), []),
});

// ---------------------------------------------------------------------------------------------
// WHOIS privacy
// ---------------------------------------------------------------------------------------------

/** `PUT …/whois-privacy`: at least one member; unknown members rejected. */
export const whoisPrivacyBody = z
  .strictObject({ enabled: z.optional(z.boolean()), autoEnable: z.optional(z.boolean()) })
  .check(
    z.refine((body) => body.enabled !== undefined || body.autoEnable !== undefined, {
      message: 'Send enabled or autoEnable.',
    }),
  );
export type WhoisPrivacyBody = z.infer<typeof whoisPrivacyBody>;

export const whoisPrivacyResult = z.object({ domainId: z.string(), whoisPrivacy });

// ---------------------------------------------------------------------------------------------
// Contacts
// ---------------------------------------------------------------------------------------------

export const contactRoleValues = ['registrant', 'admin', 'tech', 'billing'] as const;
export type ContactRole = (typeof contactRoleValues)[number];

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number, what: string) => text(max).check(z.minLength(1, `Enter the ${what}.`));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));

/** A contact as an edit sends it: the whole contact (what is left out is cleared). */
export const contactInput = z.object({
  firstName: required(100, 'first name'),
  lastName: required(100, 'last name'),
  companyName: optionalText(200),
  email: z
    .string()
    .check(z.trim(), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an e-mail address.')),
  phoneNumber: z.optional(
    z.nullable(z.string().check(z.trim(), z.regex(/^\+\d{1,3}\.\d{4,14}$/, 'Write the number as +46.812345678.'))),
  ),
  street: required(200, 'street address'),
  address2: optionalText(200),
  city: required(100, 'city'),
  postalCode: required(20, 'postal code'),
  state: optionalText(100),
  countryCode: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Use a two-letter country code.')),
  registrationIdentifier: z.optional(
    z.nullable(
      z.object({
        value: z.string().check(z.trim(), z.maxLength(40)),
        countryCode: z.optional(z.nullable(z.string().check(z.maxLength(2)))),
        type: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
      }),
    ),
  ),
});
export type ContactInput = z.infer<typeof contactInput>;
export type ContactInputDraft = z.input<typeof contactInput>;

/**
 * `PUT …/contacts`: the roles to change (at least one), each the whole contact. `returnUrl` (absolute http(s)) is
 * where the e-ID page sends the customer back when a registrant number needs the check; unknown members ignored.
 */
export const contactsUpdateBody = z
  .object({
    registrant: z.optional(contactInput),
    admin: z.optional(contactInput),
    tech: z.optional(contactInput),
    billing: z.optional(contactInput),
    returnUrl: z.optional(z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/\S+$/, 'Use an absolute URL.'))),
  })
  .check(
    z.refine((body) => contactRoleValues.some((role) => body[role] !== undefined), {
      message: 'Send at least one of registrant, admin, tech, billing.',
    }),
  );
export type ContactsUpdateBody = z.infer<typeof contactsUpdateBody>;

export const identityVerificationStatusValues = ['pending', 'verified', 'declined', 'expired'] as const;

/** A registrant number change waiting for (or past) the customer's national e-ID check. */
export const identityVerification = z.object({
  id: z.string(),
  domainId: z.string(),
  status: tolerantEnum(identityVerificationStatusValues),
  /** The number that changes once verified. */
  registrationIdentifier: z.catch(z.nullable(registrationIdentifier), null),
  /** The identity provider's page (another site). */
  redirectUrl: nullableString,
  expiresAt: nullableTimestamp,
  completedAt: nullableTimestamp,
});
export type IdentityVerification = z.infer<typeof identityVerification>;

export const contactUpdateStatusValues = ['updated', 'identity_verification_required'] as const;

/** Ours (the spec leaves its shape open): what a contact edit did. */
export const contactUpdateOutcome = z.object({
  status: tolerantEnum(contactUpdateStatusValues),
  /** The roles whose details changed now. */
  updatedRoles: z.catch(tolerantArray(z.enum(contactRoleValues), 'updatedRoles[]'), []),
  /** The registrant number change waiting for the e-ID check; null when none. */
  identityVerification: z.catch(z.nullable(identityVerification), null),
});
export type ContactUpdateOutcome = z.infer<typeof contactUpdateOutcome>;

export const contactsUpdateResult = z.extend(domainContacts, {
  updateOutcome: z.catch(z.nullable(contactUpdateOutcome), null),
});
export type ContactsUpdateResult = z.infer<typeof contactsUpdateResult>;

/** Bulk copy: one domain's contacts of the given roles onto the others. */
export const bulkContactsBody = z.object({
  sourceDomainId: opaqueId('dom_'),
  roles: z.array(z.enum(contactRoleValues)).check(z.minLength(1, 'Choose at least one contact.'), z.maxLength(4)),
  domainIds: bulkDomainIds,
});
export type BulkContactsBody = z.infer<typeof bulkContactsBody>;

// ---------------------------------------------------------------------------------------------
// Contact e-mail verification (ICANN style)
// ---------------------------------------------------------------------------------------------

/**
 * Ours (`contactDetailsVerification`'s shape is not in the spec): the registrant's e-mail must be confirmed by
 * `deadline`, else the domain is suspended. Read member by member from the open object.
 */
export const contactVerificationState = z.object({
  status: z.catch(z.string(), 'pending'),
  email: nullableString,
  deadline: nullableTimestamp,
  lastSentAt: nullableTimestamp,
});
export type ContactVerificationState = z.infer<typeof contactVerificationState>;

export function contactVerificationOf(record: Record<string, unknown> | null): ContactVerificationState | null {
  return record === null ? null : contactVerificationState.parse(record);
}

export const verificationEmailResult = z.object({
  domainId: z.string(),
  email: nullableString,
  sentAt: nullableTimestamp,
  deadline: nullableTimestamp,
});
export type VerificationEmailResult = z.infer<typeof verificationEmailResult>;

/** The actions without a body (`transferCode`, `resendContactVerification`): an empty object, members ignored. */
export const emptyActionBody = z.object({});
