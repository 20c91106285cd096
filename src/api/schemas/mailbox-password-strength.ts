import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';
import { mailboxPasswordWordLists } from './mailbox-password-dictionaries';
import { randomMailboxPassword } from './mailbox-password-random';

/**
 * The mailbox password's guessability check, one module for the mock (which refuses with `password_too_weak`) and
 * the app (the strength meter and the generator), so both score a password identically: the same estimator
 * (zxcvbn-ts with our cut of its common and English word lists, `mailbox-password-dictionaries.ts`, and its
 * keyboard graphs), the same user inputs (the mailbox's domain, its labels and the local part) and the same
 * minimum score. The app runs this module in a Web Worker started with the mailbox form
 * (ui/password-estimator/estimator-worker.ts), never in the first screen and never on the typing thread.
 */

/** zxcvbn's scale is 0 (too guessable) to 4 (very unguessable); a mailbox password needs at least 3. */
export const MAILBOX_PASSWORD_MINIMUM_SCORE = 3;

export interface MailboxPasswordContext {
  localPart: string;
  domain: string;
}

export interface MailboxPasswordStrength {
  score: number;
  minimumScore: number;
  passes: boolean;
  /** zxcvbn's English feedback: what the mock sends as `suggestions[]` (the warning first, when there is one). */
  suggestions: string[];
}

let factory: ZxcvbnFactory | null = null;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: Object.fromEntries(
      Object.entries(mailboxPasswordWordLists).map(([name, words]) => [name, words.split(' ')]),
    ),
    graphs: adjacencyGraphs,
    translations,
    // How many l33t readings of a password are looked up in every word list. zxcvbn-ts's 100 made a check of a
    // 20-character password cost about 80 ms (every reading against 18 lists), paid on each keystroke in the form's
    // worker and by the 200-password test of the generator; 10 costs a third of that and rates every password of
    // mailbox-password-strength.test.ts's l33t corpus exactly as 100 did.
    l33tMaxSubstitutions: 10,
  });
  return factory;
}

/**
 * What the account owner's own words are: the whole domain, each of its labels but the top-level one
 * (`nordlicht` of `nordlicht.se`) and the local part, lower-cased. A password built from them is guessable.
 */
export function mailboxPasswordUserInputs(context: MailboxPasswordContext): string[] {
  const domain = context.domain.trim().toLowerCase();
  const labels = domain.split('.').slice(0, -1);
  const local = context.localPart.trim().toLowerCase();
  const inputs = [domain, ...labels, local, ...local.split(/[._+-]/)];
  return [...new Set(inputs.filter((input) => input.length >= 3))];
}

export function estimateMailboxPassword(password: string, context: MailboxPasswordContext): MailboxPasswordStrength {
  const result = estimator().check(password, mailboxPasswordUserInputs(context));
  const suggestions = [
    ...(result.feedback.warning ? [result.feedback.warning] : []),
    ...result.feedback.suggestions,
  ].filter((text) => text.length > 0);
  const passes = result.score >= MAILBOX_PASSWORD_MINIMUM_SCORE;
  return {
    score: result.score,
    minimumScore: MAILBOX_PASSWORD_MINIMUM_SCORE,
    passes,
    suggestions:
      suggestions.length > 0 || passes ? suggestions : ['Add another word or two. Uncommon words are better.'],
  };
}

/**
 * A random password (`randomMailboxPassword`) checked with the estimator, drawn again in the unlikely case it
 * scores below the minimum, so a generated password is never refused.
 */
export function generateMailboxPassword(context: MailboxPasswordContext, length = 20): string {
  for (;;) {
    const password = randomMailboxPassword(length);
    if (estimateMailboxPassword(password, context).passes) return password;
  }
}
