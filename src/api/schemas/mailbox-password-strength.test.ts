import { describe, expect, it } from 'vitest';
import { estimateMailboxPassword } from './mailbox-password-strength';

const context = { localPart: 'sales', domain: 'nordlicht.se' };

describe('the mailbox password check', () => {
  it('refuses common passwords and the account’s own words spelled in l33t', () => {
    for (const password of [
      'p4ssw0rd',
      '5up3rm4n',
      '$h4d0w$h4d0w',
      'm0nk3yb4s3b4ll',
      'dr4g0nm4st3r',
      'l3tm31n!',
      'n0rdl1cht2024',
    ]) {
      expect(estimateMailboxPassword(password, context).passes, password).toBe(false);
    }
  });

  it('accepts long passwords whose words are not common', () => {
    for (const password of ['W1nt3r!sC0m1ng', 'tr0ub4d0r&3', 'correct-horse-battery-staple']) {
      expect(estimateMailboxPassword(password, context).passes, password).toBe(true);
    }
  });
});
