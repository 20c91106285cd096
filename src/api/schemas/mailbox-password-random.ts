/**
 * A random mailbox password that meets every rule of `mailboxPasswordChecks`: `length` characters (20 unless
 * told) from a set without look-alikes (no O/0, l/1), at least one upper, lower and digit. Small and free of the
 * estimator, so the form fills one in at once, estimator or not; mailbox-password-random.test.ts shows the estimator
 * (and so the server) always passes it.
 */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '-_.!?';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

function pick(alphabet: string, random: Uint32Array, index: number): string {
  return alphabet[(random[index] ?? 0) % alphabet.length] ?? 'x';
}

export function randomMailboxPassword(length = 20): string {
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
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}
