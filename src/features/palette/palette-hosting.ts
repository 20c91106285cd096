import type { HostingAccountSummary, Mailbox } from '@/api/schemas/hosting';
import { matchesWords, wordsOf } from '@/features/palette/palette-areas';

/**
 * The web-hosting actions the palette offers (issue 38), read as the power actions are ("cancel hosting
 * nordlicht.se", "new password info@nordlicht.se", "forwarders of info"): cancelling an account at the end of its
 * period, and a mailbox's new password and forwarding. Like them, the palette sends nothing: each opens the account's
 * screen with the action's own dialog (`?open=`, and `mailbox=` the address).
 */
export const paletteHostingChoices = ['cancel', 'password', 'forwarders'] as const;
export type PaletteHostingChoice = (typeof paletteHostingChoices)[number];

/** At most this many accounts have their mailboxes read, and this many mailboxes are offered per action. */
export const PALETTE_MAILBOX_ACCOUNTS = 3;
export const PALETTE_MAILBOX_LIMIT = 5;

/**
 * The accounts whose mailboxes may hold the one meant: an address's domain names its account ("info@nordlicht.se");
 * else the accounts the term finds; else, when a mailbox action is named ("password astrid"), the first accounts.
 */
export function mailboxAccounts(
  term: string,
  accounts: readonly HostingAccountSummary[],
  named: boolean,
): HostingAccountSummary[] {
  const text = term.trim().toLocaleLowerCase();
  const at = text.lastIndexOf('@');
  if (at !== -1) {
    const domain = text.slice(at + 1);
    if (!domain) return [];
    return accounts
      .filter((account) => [account.primaryDomain, ...account.domains].some((name) => name?.toLowerCase() === domain))
      .slice(0, PALETTE_MAILBOX_ACCOUNTS);
  }
  if (!named) return [];
  const words = wordsOf(text);
  const found = accounts.filter((account) =>
    matchesWords(words, [account.name, account.customName, account.primaryDomain, ...account.domains]),
  );
  return (found.length > 0 ? found : accounts).slice(0, PALETTE_MAILBOX_ACCOUNTS);
}

/**
 * The mailboxes the term names: every word in the address, or all of an account the term found by its name. An
 * address typed in full is the one mailbox.
 */
export function matchingMailboxes(
  term: string,
  account: HostingAccountSummary,
  mailboxes: readonly Mailbox[],
): Mailbox[] {
  const words = wordsOf(term);
  const accountFound =
    words.length > 0 &&
    matchesWords(words, [account.name, account.customName, account.primaryDomain, ...account.domains]);
  return mailboxes
    .filter((mailbox) => accountFound || matchesWords(words, [mailbox.email]))
    .slice(0, PALETTE_MAILBOX_LIMIT);
}
