import { randomBytes } from 'node:crypto';
import type { FieldError } from '@/api/schemas/common';
import type { WhoisPrivacy } from '@/api/schemas/domains';
import type { DomainContact, DomainContacts } from '@/api/schemas/domains-sections';
import {
  normaliseHost,
  type BulkDomainOutcome,
  type ContactInput,
  type ContactRole,
  type ContactsUpdateBody,
  type ContactUpdateOutcome,
  type DomainNameservers,
  type IdentityVerification,
  type NameserversBody,
  type TransferCodeResult,
  type WhoisPrivacyBody,
} from '@/api/schemas/domains-manage';
import { nameserverErrors } from '@/api/schemas/domains-manage';
import { nameserversGate, tldOfName, type StoredIdentityVerification } from './manage-gates';
import { IDENTITY_VERIFIED_TLDS, toDomainContacts, type DomainsState, type StoredDomain } from './state';

/**
 * Managing a registered domain (issue 37), the pure operations: the transfer code, nameservers and glue, WHOIS
 * privacy, contact edits with the e-ID check, the contact e-mail verification. HTTP is in manage-routes.ts, the
 * identity provider's stand-in pages in identity-provider.ts; the rules are the endpoint table's
 * (src/api/endpoints/domains.ts, "Issue 37").
 */

export const OUR_NAMESERVERS: readonly string[] = ['ns1.hosting.example', 'ns2.hosting.example'];
/** How long a nameserver change takes to reach every resolver (said to the customer as "within hours"). */
export const NAMESERVER_PROPAGATION_MS = 24 * 60 * 60 * 1000;
/** How long the e-ID page of a registrant change stays open. */
export const IDENTITY_VERIFICATION_TTL_MS = 30 * 60 * 1000;
/** The least time between two contact verification e-mails. */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** The identity provider's site (ledger "Domains: e-ID"); the mock serves a stand-in under `/__mock/eid/`. */
export const IDENTITY_PROVIDER_ORIGIN = 'https://eid.hosting.example';

// ---------------------------------------------------------------------------------------------
// Transfer code
// ---------------------------------------------------------------------------------------------

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A new transfer code (16 characters, no look-alikes); the previous one stops working. */
export function issueTransferCode(domain: StoredDomain, nowIso: string): TransferCodeResult {
  const bytes = randomBytes(16);
  const eppCode = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return { domainId: domain.id, domainName: domain.name, eppCode, issuedAt: nowIso };
}

// ---------------------------------------------------------------------------------------------
// Nameservers
// ---------------------------------------------------------------------------------------------

function isOurs(hosts: readonly string[]): boolean {
  return hosts.length === OUR_NAMESERVERS.length && OUR_NAMESERVERS.every((host) => hosts.includes(host));
}

export function nameserversView(domain: StoredDomain, nowIso: string): DomainNameservers {
  const changedAt = domain.nameserversChangedAt ?? null;
  const settles = changedAt === null ? null : Date.parse(changedAt) + NAMESERVER_PROPAGATION_MS;
  return {
    domainId: domain.id,
    domainName: domain.name,
    mode: isOurs(domain.nameservers) ? 'ours' : 'custom',
    nameservers: domain.nameservers.map((host) => ({ host, addresses: domain.glue?.[host] ?? [] })),
    ourNameservers: [...OUR_NAMESERVERS],
    changedAt,
    propagatesBy: settles !== null && settles > Date.parse(nowIso) ? new Date(settles).toISOString() : null,
  };
}

/** The field errors of a nameserver change for these domains (empty: it may be applied). */
export function nameserverBodyErrors(body: NameserversBody, domainNames: readonly string[]): FieldError[] {
  if (body.mode === 'ours') {
    return body.nameservers === undefined
      ? []
      : [{ pointer: '/nameservers', code: 'invalid_request', detail: 'Send no nameservers with mode "ours".' }];
  }
  return nameserverErrors(body.nameservers ?? [], domainNames);
}

/** Applies a checked change (`nameserverBodyErrors` empty). Glue is kept only for hosts under this domain. */
export function applyNameservers(domain: StoredDomain, body: NameserversBody, nowIso: string): void {
  if (body.mode === 'ours') {
    domain.nameservers = [...OUR_NAMESERVERS];
    domain.glue = {};
  } else {
    const items = (body.nameservers ?? []).map((item) => ({
      host: normaliseHost(item.host),
      addresses: (item.addresses ?? []).map((address) => address.trim().toLowerCase()).filter(Boolean),
    }));
    domain.nameservers = items.map((item) => item.host);
    const name = domain.name.toLowerCase();
    domain.glue = Object.fromEntries(
      items
        .filter((item) => item.host === name || item.host.endsWith(`.${name}`))
        .map((item) => [item.host, item.addresses]),
    );
  }
  domain.nameserversChangedAt = nowIso;
}

/** One domain's outcome of a bulk nameserver change, decided when the job completes. */
export function bulkNameserverOutcome(domain: StoredDomain, body: NameserversBody, nowIso: string): BulkDomainOutcome {
  const gate = nameserversGate(domain);
  if (!gate.allowed) {
    return { domainId: domain.id, domainName: domain.name, outcome: 'not_updated', reason: gate.code ?? 'blocked' };
  }
  applyNameservers(domain, body, nowIso);
  return { domainId: domain.id, domainName: domain.name, outcome: 'updated', reason: null };
}

// ---------------------------------------------------------------------------------------------
// WHOIS privacy
// ---------------------------------------------------------------------------------------------

export function applyWhoisPrivacy(domain: StoredDomain, body: WhoisPrivacyBody, nowIso: string): WhoisPrivacy {
  const current = domain.whoisPrivacy ?? {
    enabled: false,
    autoEnable: true,
    status: 'auto_enable_allowed' as const,
    reason: null,
    updatedAt: null,
  };
  const autoEnable = body.autoEnable ?? current.autoEnable;
  const next: WhoisPrivacy = {
    enabled: body.enabled ?? current.enabled,
    autoEnable,
    status: autoEnable ? 'auto_enable_allowed' : 'auto_enable_opted_out',
    reason: autoEnable ? null : 'Turned off by the customer.',
    updatedAt: nowIso,
  };
  domain.whoisPrivacy = next;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Contacts and the e-ID check
// ---------------------------------------------------------------------------------------------

export function contactOf(input: ContactInput): DomainContact {
  const blank = (value: string | null | undefined) =>
    value === undefined || value === null || value === '' ? null : value;
  const id = input.registrationIdentifier;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: blank(input.companyName),
    email: input.email,
    phoneNumber: blank(input.phoneNumber),
    street: input.street,
    address2: blank(input.address2),
    city: input.city,
    postalCode: input.postalCode,
    state: blank(input.state),
    countryCode: input.countryCode,
    registrationIdentifier:
      id && id.value !== ''
        ? { value: id.value, countryCode: blank(id.countryCode) ?? input.countryCode, type: blank(id.type) }
        : null,
  };
}

/** Whether the registrant's personal or organisation number of this domain changes only after the e-ID check. */
export function numberNeedsIdentity(domain: StoredDomain, contacts: DomainContacts): boolean {
  return (IDENTITY_VERIFIED_TLDS as readonly string[]).includes(tldOfName(domain.name)) && !contacts.draft;
}

function sameNumber(a: DomainContact | null, b: DomainContact): boolean {
  return (a?.registrationIdentifier?.value ?? null) === (b.registrationIdentifier?.value ?? null);
}

function verificationsOf(state: DomainsState): StoredIdentityVerification[] {
  state.identityVerifications ??= [];
  return state.identityVerifications;
}

export function identityVerificationView(verification: StoredIdentityVerification): IdentityVerification {
  return {
    id: verification.id,
    domainId: verification.domainId,
    status: verification.status,
    registrationIdentifier: verification.registrationIdentifier,
    redirectUrl: verification.status === 'pending' ? verification.redirectUrl : null,
    expiresAt: verification.expiresAt,
    completedAt: verification.completedAt,
  };
}

/** A pending verification past its time becomes `expired` (read on every look). */
export function settleVerification(
  verification: StoredIdentityVerification,
  nowIso: string,
): StoredIdentityVerification {
  if (verification.status === 'pending' && Date.parse(verification.expiresAt) <= Date.parse(nowIso)) {
    verification.status = 'expired';
  }
  return verification;
}

export function findVerification(
  state: DomainsState,
  id: string,
  nowIso: string,
): StoredIdentityVerification | undefined {
  const found = verificationsOf(state).find((verification) => verification.id === id);
  return found && settleVerification(found, nowIso);
}

export interface ContactUpdateContext {
  state: DomainsState;
  worldId: string;
  nowIso: string;
}

/**
 * Applies a contact edit whose gate allows it. A registrant number that needs the e-ID check is kept as it was and a
 * pending verification made (the caller checked `returnUrl`); every other field changes now.
 */
export function applyContactUpdate(
  domain: StoredDomain,
  contacts: DomainContacts,
  body: ContactsUpdateBody,
  context: ContactUpdateContext,
): ContactUpdateOutcome {
  const stored = domain.contacts;
  if (!stored) return { status: 'updated', updatedRoles: [], identityVerification: null };
  const updatedRoles: ContactRole[] = [];
  let verification: StoredIdentityVerification | null = null;
  for (const role of ['registrant', 'admin', 'tech', 'billing'] as const) {
    const input = body[role];
    if (!input) continue;
    const next = contactOf(input);
    const current = stored[role];
    if (role === 'registrant' && !sameNumber(current, next) && numberNeedsIdentity(domain, contacts)) {
      const identifier = next.registrationIdentifier ?? { value: null, countryCode: null, type: null };
      stored.registrant = { ...next, registrationIdentifier: current?.registrationIdentifier ?? null };
      verification = startVerification(context, domain, identifier, body.returnUrl ?? '');
    } else {
      stored[role] = next;
    }
    updatedRoles.push(role);
  }
  return {
    status: verification ? 'identity_verification_required' : 'updated',
    updatedRoles,
    identityVerification: verification ? identityVerificationView(verification) : null,
  };
}

function startVerification(
  context: ContactUpdateContext,
  domain: StoredDomain,
  identifier: StoredIdentityVerification['registrationIdentifier'],
  returnUrl: string,
): StoredIdentityVerification {
  const list = verificationsOf(context.state);
  // A newer change replaces a verification still waiting for the same domain.
  for (const waiting of list) {
    if (waiting.domainId === domain.id && waiting.status === 'pending') waiting.status = 'expired';
  }
  const id = `eidv_${randomBytes(10).toString('hex')}`;
  const verification: StoredIdentityVerification = {
    id,
    customerId: domain.customerId,
    domainId: domain.id,
    status: 'pending',
    registrationIdentifier: identifier,
    returnUrl,
    redirectUrl: `${IDENTITY_PROVIDER_ORIGIN}/${context.worldId}/verifications/${id}`,
    createdAt: context.nowIso,
    expiresAt: new Date(Date.parse(context.nowIso) + IDENTITY_VERIFICATION_TTL_MS).toISOString(),
    completedAt: null,
  };
  list.push(verification);
  return verification;
}

/** The customer signed at the identity provider (or declined): the number changes only when verified. */
export function completeVerification(
  state: DomainsState,
  verification: StoredIdentityVerification,
  verified: boolean,
  nowIso: string,
): void {
  settleVerification(verification, nowIso);
  if (verification.status !== 'pending') return;
  verification.status = verified ? 'verified' : 'declined';
  verification.completedAt = nowIso;
  if (!verified) return;
  const domain = state.domains.find((candidate) => candidate.id === verification.domainId);
  const registrant = domain?.contacts?.registrant;
  if (domain?.contacts && registrant) {
    domain.contacts.registrant = { ...registrant, registrationIdentifier: verification.registrationIdentifier };
    if (domain.registrantOrgno !== null && verification.registrationIdentifier.type === 'organisation_number') {
      domain.registrantOrgno = verification.registrationIdentifier.value;
    }
  }
}

/** The return address with `identityVerification=<id>` added. */
export function verificationReturnUrl(verification: StoredIdentityVerification): string {
  const url = new URL(verification.returnUrl);
  url.searchParams.set('identityVerification', verification.id);
  return url.href;
}

/** Bulk copy: one target domain's outcome when the job completes. */
export function copyContactsOutcome(
  source: StoredDomain,
  target: StoredDomain,
  roles: readonly ContactRole[],
): BulkDomainOutcome {
  const base = { domainId: target.id, domainName: target.name };
  const contacts = toDomainContacts(target);
  if (!contacts || !target.contacts || !contacts.actions.canEditContacts.allowed) {
    return { ...base, outcome: 'not_updated', reason: 'contacts_not_editable' };
  }
  const from = source.contacts;
  if (!from || roles.some((role) => from[role] === null)) {
    return { ...base, outcome: 'not_updated', reason: 'source_contact_missing' };
  }
  let heldNumber = false;
  for (const role of roles) {
    const contact = from[role];
    if (!contact) continue;
    const current = target.contacts[role];
    if (role === 'registrant' && !sameNumber(current, contact) && numberNeedsIdentity(target, contacts)) {
      target.contacts.registrant = { ...contact, registrationIdentifier: current?.registrationIdentifier ?? null };
      heldNumber = true;
    } else target.contacts[role] = { ...contact };
  }
  return heldNumber
    ? { ...base, outcome: 'partly_updated', reason: 'identity_verification_required' }
    : { ...base, outcome: 'updated', reason: null };
}

// ---------------------------------------------------------------------------------------------
// Contact e-mail verification
// ---------------------------------------------------------------------------------------------

export type ResendAnswer =
  | { sent: true; email: string | null; sentAt: string; deadline: string | null }
  | { sent: false; refused: 'no_verification_pending' }
  | { sent: false; refused: 'resend_too_soon'; retryAt: string };

export function resendVerificationEmail(domain: StoredDomain, nowIso: string): ResendAnswer {
  const pending = domain.contactDetailsVerification;
  if (!pending) return { sent: false, refused: 'no_verification_pending' };
  const last = typeof pending['lastSentAt'] === 'string' ? Date.parse(pending['lastSentAt']) : NaN;
  if (Number.isFinite(last) && Date.parse(nowIso) - last < RESEND_INTERVAL_MS) {
    return { sent: false, refused: 'resend_too_soon', retryAt: new Date(last + RESEND_INTERVAL_MS).toISOString() };
  }
  domain.contactDetailsVerification = { ...pending, lastSentAt: nowIso };
  const email = typeof pending['email'] === 'string' ? pending['email'] : null;
  const deadline = typeof pending['deadline'] === 'string' ? pending['deadline'] : null;
  return { sent: true, email, sentAt: nowIso, deadline };
}
