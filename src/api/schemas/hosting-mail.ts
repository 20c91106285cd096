import * as z from 'zod/mini';
import { countedArray, nullableTimestamp } from './common';
import { fullHostname, mailboxPassword } from './hosting';

/**
 * A mailbox's new password, its forwarders and its aliases (issue 38; named nowhere in the spec, so every shape here
 * is ours: the endpoints' doc comments in `src/api/endpoints/hosting.ts`). Loaded with the Mailboxes screen only.
 */

/** `PUT …/email-accounts/{address}/password`: the creation's rules (8..128, upper, lower, digit, guessability). */
export const mailboxPasswordBody = z.object({ password: mailboxPassword });
export type MailboxPasswordBody = z.infer<typeof mailboxPasswordBody>;

/** The answer to a new password: which mailbox and when (the password itself is never sent back). */
export const mailboxPasswordChanged = z.object({
  email: z.string(),
  passwordChangedAt: nullableTimestamp,
});
export type MailboxPasswordChanged = z.infer<typeof mailboxPasswordChanged>;

/** Dot-atom local part (RFC 5322 without quoting), as the mailbox creation's. */
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export function isLocalPart(value: string): boolean {
  return value.length >= 1 && value.length <= 64 && localPartPattern.test(value);
}

/** A full e-mail address: a dot-atom local part, one `@`, a full hostname; trimmed and lower-cased. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.length > 254) return false;
  return isLocalPart(value.slice(0, at)) && z.safeParse(fullHostname, value.slice(at + 1)).success;
}

export const emailAddress = z
  .string({ error: 'Enter an e-mail address.' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'Enter an e-mail address.', abort: true }),
    z.maxLength(254, { error: 'Use at most 254 characters.', abort: true }),
    z.refine(isEmailAddress, 'Enter a full e-mail address such as name@example.com.'),
  );

/** The most forwarders and aliases one mailbox may have (409 `forwarder_limit_reached` / `alias_limit_reached`). */
export const MAILBOX_FORWARDER_LIMIT = 10;
export const MAILBOX_ALIAS_LIMIT = 20;

export const mailboxForwarderBody = z.object({ destination: emailAddress });
export type MailboxForwarderBody = z.infer<typeof mailboxForwarderBody>;

export const mailboxAliasBody = z.object({
  localPart: z
    .string({ error: 'Enter the part of the address before @.' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.refine(isLocalPart, 'Use letters, digits and symbols such as . _ - +, without spaces or @.'),
    ),
  domain: fullHostname,
});
export type MailboxAliasBody = z.infer<typeof mailboxAliasBody>;

export const mailboxForwarder = z.object({ destination: z.string(), createdAt: nullableTimestamp });
export type MailboxForwarder = z.infer<typeof mailboxForwarder>;

export const mailboxAlias = z.object({ address: z.string(), createdAt: nullableTimestamp });
export type MailboxAlias = z.infer<typeof mailboxAlias>;

/**
 * `GET …/email-accounts/{address}/routing`: where the mailbox's mail also goes and which other addresses deliver into
 * it, with the limits. One malformed entry is dropped and counted (the screen says so); missing limits → null.
 */
export const mailboxRouting = z.object({
  email: z.string(),
  forwarders: z.catch(countedArray(mailboxForwarder, 'mailbox forwarders[]'), { items: [], dropped: 0 }),
  aliases: z.catch(countedArray(mailboxAlias, 'mailbox aliases[]'), { items: [], dropped: 0 }),
  limits: z.catch(
    z.object({
      forwarders: z.catch(z.nullable(z.int()), null),
      aliases: z.catch(z.nullable(z.int()), null),
    }),
    { forwarders: null, aliases: null },
  ),
});
export type MailboxRouting = z.infer<typeof mailboxRouting>;
