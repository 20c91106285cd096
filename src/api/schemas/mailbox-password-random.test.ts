import { describe, expect, it } from 'vitest';
import { estimateMailboxPassword } from './mailbox-password-strength';
import { randomMailboxPassword } from './mailbox-password-random';

// 200 generated passwords, in batches of 20: each check costs the estimator about 10 ms of CPU, so one test of all
// 200 did two seconds of work inside one test's timeout, and ran past it on a busy machine. Each batch is a test.
const BATCHES = Array.from({ length: 10 }, (_, i) => i + 1);

describe('a generated mailbox password', () => {
  it.each(BATCHES)(
    'always passes the estimator the server uses (the form fills it in at once, without asking it): batch %i of 10',
    () => {
      const context = { localPart: 'sales', domain: 'nordlicht.se' };
      for (let i = 0; i < 20; i += 1) {
        const password = randomMailboxPassword();
        expect(estimateMailboxPassword(password, context).passes, password).toBe(true);
      }
    },
  );
});
