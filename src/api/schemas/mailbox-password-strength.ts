import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/**
 * The mailbox password's guessability check, one module for the mock (which refuses with `password_too_weak`) and
 * the app (the strength meter and the generator), so both score a password identically: the same estimator
 * (zxcvbn-ts with the common and English dictionaries), the same user inputs (the mailbox's domain, its labels and
 * the local part) and the same minimum score. The app imports this module only dynamically, with the mailbox form:
 * the dictionaries are a chunk of their own, never in the first screen.
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
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
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

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '-_.!?';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

function pick(alphabet: string, random: Uint32Array, index: number): string {
  return alphabet[(random[index] ?? 0) % alphabet.length] ?? 'x';
}

/**
 * A random password that passes every mailbox rule: 20 characters from a set without look-alikes (no O/0, l/1),
 * at least one upper, lower and digit, and checked with the estimator (drawn again in the unlikely case it scores
 * below the minimum), so a generated password is never refused.
 */
export function generateMailboxPassword(context: MailboxPasswordContext, length = 20): string {
  for (;;) {
    const random = new Uint32Array(length * 2);
    crypto.getRandomValues(random);
    const chars = [pick(UPPER, random, 0), pick(LOWER, random, 1), pick(DIGITS, random, 2)];
    for (let i = 3; i < length; i += 1) chars.push(pick(ALL, random, i));
    // Shuffle so the guaranteed classes are not always first.
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = (random[length + i] ?? 0) % (i + 1);
      [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
    }
    const password = chars.join('');
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password)) {
      if (estimateMailboxPassword(password, context).passes) return password;
    }
  }
}
