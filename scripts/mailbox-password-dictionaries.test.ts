import { readFileSync } from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { DICTIONARIES_PATH, dictionariesModule, dictionarySlices } from './mailbox-password-dictionaries';

/** A word dressed to meet the character rules as people do: a capital first, a digit after, 8 characters. */
const dressed = (word: string) => {
  let password = word.charAt(0).toUpperCase() + word.slice(1);
  if (!/\d/.test(password)) password += '1';
  return password.padEnd(8, '1');
};

describe('the estimator word lists', () => {
  it('are the script output for the installed zxcvbn-ts lists (run the script when this fails)', async () => {
    expect(readFileSync(DICTIONARIES_PATH, 'utf8')).toBe(await dictionariesModule());
  });

  it('keep zxcvbn order, so a common entry stays more common than a rarer one', () => {
    const slices = dictionarySlices();
    const full: Record<string, string[]> = { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary };
    for (const [name, words] of Object.entries(slices)) {
      const ranks = words.map((word) => full[name]?.indexOf(word) ?? -1);
      expect(
        ranks.every((rank, i) => rank >= 0 && (i === 0 || rank > (ranks[i - 1] ?? -1))),
        name,
      ).toBe(true);
    }
  });

  it(
    'refuse what the full lists refuse among the 2,000 most common passwords and words, dressed up',
    { timeout: 60_000 },
    () => {
      const full = new ZxcvbnFactory({
        dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
        graphs: zxcvbnCommon.adjacencyGraphs,
        translations: zxcvbnEn.translations,
      });
      const context = { localPart: 'info', domain: 'example.org' };
      // Every 10th of each head (with the full lists a check is slow: 10 to 40 ms).
      const heads = [
        ...zxcvbnCommon.dictionary['passwords-common'].slice(0, 2000),
        ...zxcvbnEn.dictionary['commonWords-en'].slice(0, 2000),
      ].filter((_, i) => i % 10 === 0);
      const passwords = [...new Set(heads.map(dressed))].filter((p) => /[a-z]/.test(p) && /[A-Z]/.test(p));
      const refusedByFull = passwords.filter((p) => full.check(p, ['info', 'example', 'example.org']).score < 3);
      expect(refusedByFull.length).toBeGreaterThan(350);
      expect(refusedByFull.filter((p) => estimateMailboxPassword(p, context).passes)).toEqual([]);
    },
  );
});
