import { describe, expect, it } from 'vitest';
import { estimateMailboxPassword } from './mailbox-password-strength';
import { randomMailboxPassword } from './mailbox-password-random';

describe('a generated mailbox password', () => {
  it('always passes the estimator the server uses (the form fills it in at once, without asking it)', () => {
    const context = { localPart: 'sales', domain: 'nordlicht.se' };
    for (let i = 0; i < 200; i += 1) {
      const password = randomMailboxPassword();
      expect(estimateMailboxPassword(password, context).passes, password).toBe(true);
    }
  });
});
