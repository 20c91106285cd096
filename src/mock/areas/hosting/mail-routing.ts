import type {
  MailboxAliasBody,
  MailboxForwarderBody,
  MailboxPasswordBody,
  MailboxPasswordChanged,
  MailboxRouting,
} from '@/api/schemas/hosting-mail';
import { MAILBOX_ALIAS_LIMIT, MAILBOX_FORWARDER_LIMIT } from '@/api/schemas/hosting-mail';
import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { addressOf, assertNewPanel, findMailbox, weakPasswordProblem } from './mailboxes';
import { accountDomains, accountName, type StoredAccount, type StoredMailbox } from './state';

/**
 * A mailbox's new password, forwarders and aliases (their table entries in src/api/endpoints/hosting.ts). Every
 * change needs the new control panel (409 `account_not_eligible_panel` on the legacy one). Addresses are compared
 * lower-cased. A forwarder may point anywhere, an address on the same account included, unless mail would come back
 * to where it started (409 `forwarder_loop`).
 */

export function changeMailboxPassword(
  account: StoredAccount,
  address: string,
  body: MailboxPasswordBody,
  nowIso: string,
): MailboxPasswordChanged {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  const strength = estimateMailboxPassword(body.password, { localPart: mailbox.localPart, domain: mailbox.domain });
  if (!strength.passes) throw weakPasswordProblem(strength);
  mailbox.passwordChangedAt = nowIso;
  return { email: addressOf(mailbox), passwordChangedAt: nowIso };
}

export function routingOf(account: StoredAccount, address: string): MailboxRouting {
  const mailbox = findMailbox(account, address);
  return {
    email: addressOf(mailbox),
    forwarders: { items: (mailbox.forwarders ?? []).map((entry) => ({ ...entry })), dropped: 0 },
    aliases: { items: (mailbox.aliases ?? []).map((entry) => ({ ...entry })), dropped: 0 },
    limits: { forwarders: MAILBOX_FORWARDER_LIMIT, aliases: MAILBOX_ALIAS_LIMIT },
  };
}

/** The wire form of `routingOf` (lists as arrays). */
export function routingJson(routing: MailboxRouting) {
  return { ...routing, forwarders: routing.forwarders.items, aliases: routing.aliases.items };
}

/** The mailbox an address on the account delivers into (its own address or an alias), if any. */
function deliveredTo(account: StoredAccount, address: string): StoredMailbox | undefined {
  const wanted = address.toLowerCase();
  return account.mailboxes.find(
    (mailbox) =>
      addressOf(mailbox).toLowerCase() === wanted || (mailbox.aliases ?? []).some((alias) => alias.address === wanted),
  );
}

/** Whether mail to some mailbox of the account comes back to it through forwarders and aliases. */
function hasLoop(account: StoredAccount): boolean {
  const next = (mailbox: StoredMailbox) =>
    (mailbox.forwarders ?? [])
      .map((forwarder) => deliveredTo(account, forwarder.destination))
      .filter((target): target is StoredMailbox => target !== undefined);
  const done = new Set<StoredMailbox>();
  const onPath = new Set<StoredMailbox>();
  const visit = (mailbox: StoredMailbox): boolean => {
    if (onPath.has(mailbox)) return true;
    if (done.has(mailbox)) return false;
    onPath.add(mailbox);
    const looped = next(mailbox).some(visit);
    onPath.delete(mailbox);
    done.add(mailbox);
    return looped;
  };
  return account.mailboxes.some(visit);
}

function loopProblem(address: string, detail: string): ProblemError {
  return new ProblemError({
    status: 409,
    code: 'forwarder_loop',
    detail: `${detail} Mail to ${address} would come back to it.`,
  });
}

/**
 * Checked in order: the legacy panel (409), the mailbox (404), its own address or one of its aliases (409
 * `forwarder_loop`), one already there (409 `forwarder_exists`), the limit (409 `forwarder_limit_reached`), a chain
 * of forwarders and aliases that leads back (409 `forwarder_loop`). 201 the forwarder.
 */
export function addForwarder(account: StoredAccount, address: string, body: MailboxForwarderBody, nowIso: string) {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  const destination = body.destination;
  const own = addressOf(mailbox);
  if (deliveredTo(account, destination) === mailbox) {
    throw loopProblem(own, `${destination} delivers into ${own} itself.`);
  }
  const forwarders = (mailbox.forwarders ??= []);
  if (forwarders.some((entry) => entry.destination === destination)) {
    throw new ProblemError({
      status: 409,
      code: 'forwarder_exists',
      detail: `${own} already forwards to ${destination}.`,
    });
  }
  if (forwarders.length >= MAILBOX_FORWARDER_LIMIT) {
    throw new ProblemError({
      status: 409,
      code: 'forwarder_limit_reached',
      detail: `${own} already has ${MAILBOX_FORWARDER_LIMIT} forwarders, the most a mailbox may have. Remove one first.`,
    });
  }
  const forwarder = { destination, createdAt: nowIso };
  forwarders.push(forwarder);
  if (hasLoop(account)) {
    forwarders.pop();
    throw loopProblem(own, `${destination} forwards, directly or through other mailboxes, back to ${own}.`);
  }
  return { ...forwarder };
}

export function removeForwarder(account: StoredAccount, address: string, destination: string): void {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  const wanted = destination.toLowerCase();
  const before = mailbox.forwarders ?? [];
  if (!before.some((entry) => entry.destination === wanted)) {
    throw notFound('not_found', `${addressOf(mailbox)} does not forward to ${destination}.`);
  }
  mailbox.forwarders = before.filter((entry) => entry.destination !== wanted);
}

/**
 * Checked in order: the legacy panel (409), the mailbox (404), the domain (one of the account's, else 400 at
 * `/domain`), an address already in use on the account as a mailbox or alias (409 `address_in_use`), the limit (409
 * `alias_limit_reached`), a loop it would close (409 `forwarder_loop`). 201 the alias.
 */
export function addAlias(account: StoredAccount, address: string, body: MailboxAliasBody, nowIso: string) {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  const domains = accountDomains(account);
  if (!domains.includes(body.domain)) {
    throw invalidRequest([
      {
        pointer: '/domain',
        detail: `${body.domain} is not a domain of ${accountName(account)}; use one of: ${domains.join(', ')}.`,
        code: 'invalid_request',
      },
    ]);
  }
  const alias = `${body.localPart}@${body.domain}`;
  if (deliveredTo(account, alias)) {
    throw new ProblemError({
      status: 409,
      code: 'address_in_use',
      detail: `${alias} is already a mailbox or an alias on ${accountName(account)}.`,
    });
  }
  const aliases = (mailbox.aliases ??= []);
  if (aliases.length >= MAILBOX_ALIAS_LIMIT) {
    throw new ProblemError({
      status: 409,
      code: 'alias_limit_reached',
      detail: `${addressOf(mailbox)} already has ${MAILBOX_ALIAS_LIMIT} aliases, the most a mailbox may have.`,
    });
  }
  const entry = { address: alias, createdAt: nowIso };
  aliases.push(entry);
  if (hasLoop(account)) {
    aliases.pop();
    throw loopProblem(alias, `A mailbox forwards to ${alias}, and ${addressOf(mailbox)} forwards back to it.`);
  }
  return { ...entry };
}

export function removeAlias(account: StoredAccount, address: string, alias: string): void {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  const wanted = alias.toLowerCase();
  const before = mailbox.aliases ?? [];
  if (!before.some((entry) => entry.address === wanted)) {
    throw notFound('not_found', `${addressOf(mailbox)} has no alias ${alias}.`);
  }
  mailbox.aliases = before.filter((entry) => entry.address !== wanted);
}
