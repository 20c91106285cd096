import { randomBytes } from 'node:crypto';
import type { ListPage } from '@/api/schemas/common';
import { MAILBOX_DEFAULT_QUOTA_MB, type Mailbox, type MailboxCreateBody } from '@/api/schemas/hosting';
import { estimateMailboxPassword, type MailboxPasswordStrength } from '@/api/schemas/mailbox-password-strength';
import { paginate, type PageQuery } from '@/mock/platform/pagination';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { accountDomains, accountName, type StoredAccount, type StoredMailbox } from './state';

/**
 * Mailboxes of an account (their table entries): the list, create (the spec's rules plus the real guessability
 * check shared with the app), delete and quota. Changes need the new control panel: an account on the legacy one
 * answers 409 `account_not_eligible_panel`; reading still works.
 */

const MB_PER_GB = 1024;

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function addressOf(mailbox: StoredMailbox): string {
  return `${mailbox.localPart}@${mailbox.domain}`;
}

export function toMailbox(mailbox: StoredMailbox): Mailbox {
  const limitGb = mailbox.quotaMb === 0 ? null : round(mailbox.quotaMb / MB_PER_GB, 3);
  const usedGb = mailbox.usedMb === null ? null : round(mailbox.usedMb / MB_PER_GB, 3);
  const usagePercent =
    limitGb === null || mailbox.usedMb === null ? null : round((mailbox.usedMb / mailbox.quotaMb) * 100, 1);
  return {
    id: mailbox.id,
    email: addressOf(mailbox),
    domain: mailbox.domain,
    quota: {
      usedGb,
      limitGb,
      usagePercent,
      exceeded: mailbox.usedMb !== null && mailbox.quotaMb > 0 && mailbox.usedMb > mailbox.quotaMb,
    },
  };
}

export function listMailboxes(account: StoredAccount, query: PageQuery): ListPage<Mailbox> {
  const page = paginate(account.mailboxes, (mailbox) => ({ key: addressOf(mailbox), id: mailbox.id }), query, {
    direction: 'asc',
  });
  return { ...page, data: page.data.map(toMailbox) };
}

/** 409 `account_not_eligible_panel`: the account is on the legacy control panel (spec). */
export function assertNewPanel(account: StoredAccount, what: string): void {
  if (!account.legacyPanel) return;
  throw new ProblemError({
    status: 409,
    code: 'account_not_eligible_panel',
    detail:
      `${accountName(account)} is on the legacy control panel, where ${what} cannot be managed through the API. ` +
      'Use the control panel link to do it there, or ask support to migrate the account to the new panel.',
  });
}

export function findMailbox(account: StoredAccount, address: string): StoredMailbox {
  const wanted = address.toLowerCase();
  const mailbox = account.mailboxes.find((candidate) => addressOf(candidate).toLowerCase() === wanted);
  if (!mailbox) throw notFound('not_found', `${accountName(account)} has no mailbox ${address}.`);
  return mailbox;
}

/** 400 `password_too_weak` with the estimator's verdict (creation and a new password alike). */
export function weakPasswordProblem(strength: MailboxPasswordStrength): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'password_too_weak',
    detail: `The password is too easy to guess (score ${strength.score} of 4; at least ${strength.minimumScore} is needed).`,
    errors: [{ pointer: '/password', detail: 'The password is too easy to guess.', code: 'password_too_weak' }],
    members: { minimumScore: strength.minimumScore, score: strength.score, suggestions: strength.suggestions },
  });
}

/**
 * Creates a mailbox. Checked in this order: the legacy panel (409), the domain (400 at `/domain`), the guessability
 * of the password (400 `password_too_weak`), an existing address (409 `mailbox_exists`), the plan's mailbox limit
 * (409 `mailbox_limit_reached`).
 */
export function createMailbox(account: StoredAccount, body: MailboxCreateBody): StoredMailbox {
  assertNewPanel(account, 'mailboxes');
  const domains = accountDomains(account);
  if (!domains.includes(body.domain)) {
    throw invalidRequest([
      {
        pointer: '/domain',
        detail: `${body.domain} is not a domain of this account; use one of: ${domains.join(', ')}.`,
        code: 'invalid_request',
      },
    ]);
  }
  const strength = estimateMailboxPassword(body.password, { localPart: body.localPart, domain: body.domain });
  if (!strength.passes) throw weakPasswordProblem(strength);
  const address = `${body.localPart}@${body.domain}`.toLowerCase();
  if (account.mailboxes.some((mailbox) => addressOf(mailbox).toLowerCase() === address)) {
    throw new ProblemError({
      status: 409,
      code: 'mailbox_exists',
      detail: `The mailbox ${address} already exists on ${accountName(account)}.`,
    });
  }
  const limit = account.resources.emailAccounts;
  if (limit !== null && account.mailboxes.length >= limit) {
    throw new ProblemError({
      status: 409,
      code: 'mailbox_limit_reached',
      detail: `${accountName(account)} already has ${limit} mailboxes, the most its plan allows. Delete one or upgrade the plan.`,
    });
  }
  const mailbox: StoredMailbox = {
    id: `mail_${randomBytes(6).toString('hex')}`,
    localPart: body.localPart.toLowerCase(),
    domain: body.domain,
    quotaMb: body.quotaMb ?? MAILBOX_DEFAULT_QUOTA_MB,
    usedMb: 0,
  };
  account.mailboxes.push(mailbox);
  return mailbox;
}

export function deleteMailbox(account: StoredAccount, address: string): void {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  account.mailboxes = account.mailboxes.filter((candidate) => candidate !== mailbox);
}

export function changeQuota(account: StoredAccount, address: string, quotaMb: number): StoredMailbox {
  assertNewPanel(account, 'mailboxes');
  const mailbox = findMailbox(account, address);
  mailbox.quotaMb = quotaMb;
  return mailbox;
}
