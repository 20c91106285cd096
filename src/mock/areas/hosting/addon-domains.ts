import type { ListPage } from '@/api/schemas/common';
import { addonDocumentRoot, type AddonDomain, type AddonDomainCreateBody } from '@/api/schemas/hosting';
import { paginate, type PageQuery } from '@/mock/platform/pagination';
import { ProblemError, notFound } from '@/mock/platform/problems';
import { assertNewPanel } from './mailboxes';
import { accountDomains, accountName, type HostingHost, type HostingState, type StoredAccount } from './state';

/**
 * Addon domains of an account (their table entries): list, create and delete. A domain must be DNS-ready
 * (409 `domain_not_ready` while the world's clock is before its ready time), on no hosting account yet (409
 * `addon_domain_exists`), and the account on the new control panel (409 `account_not_eligible_panel`).
 */

export function listAddonDomains(account: StoredAccount, query: PageQuery): ListPage<AddonDomain> {
  const page = paginate(account.addonDomains, (addon) => ({ key: addon.domain, id: addon.domain }), query, {
    direction: 'asc',
  });
  return {
    ...page,
    data: page.data.map((addon) => ({ domain: addon.domain, kind: 'addon', documentRoot: addon.documentRoot })),
  };
}

const READY_WORDS = {
  recently_registered: 'was registered too recently',
  nameservers_not_visible: 'does not have its nameservers publicly visible yet',
} as const;

/** Checked in this order: legacy panel, an existing hosting entry (any account), DNS readiness. */
export function addAddonDomain(
  host: HostingHost,
  state: HostingState,
  account: StoredAccount,
  body: AddonDomainCreateBody,
): AddonDomain {
  assertNewPanel(account, 'addon domains');
  const owner = state.accounts.find((candidate) => accountDomains(candidate).includes(body.domain));
  if (owner) {
    throw new ProblemError({
      status: 409,
      code: 'addon_domain_exists',
      detail:
        owner === account
          ? `${body.domain} is already on ${accountName(account)}.`
          : `${body.domain} is already on another hosting account; remove it there first.`,
    });
  }
  const pending = state.pendingDns.find((candidate) => candidate.domain === body.domain);
  const elapsed = host.now() - host.createdAtMs;
  if (pending && elapsed < pending.readyAtRel) {
    const minutes = Math.max(1, Math.ceil((pending.readyAtRel - elapsed) / 60000));
    const tld = body.domain.slice(body.domain.lastIndexOf('.'));
    const usual = ['.se', '.nu'].includes(tld) ? ` For ${tld} domains this usually resolves within 1-2 hours.` : '';
    throw new ProblemError({
      status: 409,
      code: 'domain_not_ready',
      detail: `${body.domain} ${READY_WORDS[pending.reason]}.${usual} Retry later (in about ${minutes} minutes).`,
      headers: { 'Retry-After': String(minutes * 60) },
      members: { reason: pending.reason },
    });
  }
  const documentRoot = addonDocumentRoot(body.domain, body.dir);
  account.addonDomains.push({ domain: body.domain, documentRoot });
  return { domain: body.domain, kind: 'addon', documentRoot };
}

export function removeAddonDomain(account: StoredAccount, domain: string): void {
  assertNewPanel(account, 'addon domains');
  if (!account.addonDomains.some((addon) => addon.domain === domain)) {
    throw notFound('not_found', `${domain} is not an addon domain of ${accountName(account)}.`);
  }
  account.addonDomains = account.addonDomains.filter((addon) => addon.domain !== domain);
  // Mailboxes on the removed domain go with it (the panel deletes them).
  account.mailboxes = account.mailboxes.filter((mailbox) => mailbox.domain !== domain);
}
