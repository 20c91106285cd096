import type { ActionGate } from '@/api/schemas/common';
import type { RegistrationIdentifier } from '@/api/schemas/domains-sections';
import type { StoredDomain } from './state';

/**
 * The gates of managing a domain (issue 37: `transferCode`, `changeNameservers`, `changeWhoisPrivacy` in the endpoint
 * table), apart from state.ts so manage.ts can use them without an import cycle (this file imports types only).
 */

/** A registrant number change waiting for the customer's national e-ID check (the stand-in page, identity-provider.ts). */
export interface StoredIdentityVerification {
  id: string;
  customerId: string;
  domainId: string;
  status: 'pending' | 'verified' | 'declined' | 'expired';
  registrationIdentifier: RegistrationIdentifier;
  /** Where the provider sends the customer back (`identityVerification=<id>` added). */
  returnUrl: string;
  redirectUrl: string;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

/** Registries whose rules allow no WHOIS privacy service (they publish no private person's data themselves). */
export const NO_WHOIS_PRIVACY_TLDS: readonly string[] = ['se', 'nu', 'eu'];
const REGISTRY_LOCK_TLDS: readonly string[] = ['se', 'nu'];

export function tldOfName(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

const allowed: ActionGate = { allowed: true, reason: null, code: null };
const blocked = (code: string, reason: string): ActionGate => ({ allowed: false, reason, code });

export function transferCodeGate(domain: StoredDomain): ActionGate {
  if (domain.status !== 'active') {
    return blocked(
      'domain_not_active',
      `${domain.name} is ${domain.status}: only an active domain can be transferred.`,
    );
  }
  if (domain.transferInProgress) return blocked('transfer_in_progress', `A transfer of ${domain.name} is in progress.`);
  if (REGISTRY_LOCK_TLDS.includes(tldOfName(domain.name)) && domain.registryLock?.enabled === true) {
    return blocked(
      'registry_lock_enabled',
      `${domain.name} has a registry lock: request the unlock from the registry, then turn the registrar lock off.`,
    );
  }
  if (domain.registrarLock) {
    return blocked('registrar_lock_enabled', `Turn the registrar lock of ${domain.name} off first.`);
  }
  return allowed;
}

export function nameserversGate(domain: StoredDomain): ActionGate {
  if (domain.status !== 'active') {
    return blocked(
      'domain_not_active',
      `${domain.name} is ${domain.status}: nameservers change only for an active domain.`,
    );
  }
  if (domain.transferInProgress) return blocked('transfer_in_progress', `A transfer of ${domain.name} is in progress.`);
  if (REGISTRY_LOCK_TLDS.includes(tldOfName(domain.name)) && domain.registryLock?.enabled === true) {
    return blocked(
      'registry_lock_enabled',
      `${domain.name} has a registry lock: its nameservers change only after the registry lifts it.`,
    );
  }
  return allowed;
}

export function whoisPrivacyGate(domain: StoredDomain): ActionGate {
  const tld = tldOfName(domain.name);
  if (NO_WHOIS_PRIVACY_TLDS.includes(tld)) {
    return blocked(
      'tld_not_supported',
      `The .${tld} registry allows no WHOIS privacy service; it publishes no private person's details itself.`,
    );
  }
  if (domain.status !== 'active') {
    return blocked(
      'domain_not_active',
      `${domain.name} is ${domain.status}: WHOIS privacy changes only for an active domain.`,
    );
  }
  return allowed;
}

export function manageGates(domain: StoredDomain): {
  canGetTransferCode: ActionGate;
  canChangeNameservers: ActionGate;
  canChangeWhoisPrivacy: ActionGate;
} {
  return {
    canGetTransferCode: transferCodeGate(domain),
    canChangeNameservers: nameserversGate(domain),
    canChangeWhoisPrivacy: whoisPrivacyGate(domain),
  };
}
