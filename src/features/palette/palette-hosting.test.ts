// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { HostingAccountSummary, Mailbox } from '@/api/schemas/hosting';
import { mailboxAccounts, matchingMailboxes } from './palette-hosting';

const account = (name: string, domains: string[] = []): HostingAccountSummary =>
  ({ id: `acct_${name}`, name, customName: null, primaryDomain: name, domains: [name, ...domains] }) as never;
const mailbox = (email: string): Mailbox =>
  ({ id: email, email, domain: email.split('@')[1] ?? '', quota: null }) as never;

const nordlicht = account('nordlicht.se', ['nordlicht.nu']);
const shop = account('butik.example');
const accounts = [nordlicht, shop];

describe('which accounts the palette reads mailboxes of', () => {
  it('takes an address’s domain as its account, whatever else is typed', () => {
    expect(mailboxAccounts('info@nordlicht.nu', accounts, false)).toEqual([nordlicht]);
    expect(mailboxAccounts('info@unknown.example', accounts, true)).toEqual([]);
    expect(mailboxAccounts('info@', accounts, true)).toEqual([]);
  });

  it('reads none for plain text, and for a named mailbox action the accounts found, else the first ones', () => {
    expect(mailboxAccounts('nordlicht', accounts, false)).toEqual([]);
    expect(mailboxAccounts('butik', accounts, true)).toEqual([shop]);
    expect(mailboxAccounts('astrid', accounts, true)).toEqual(accounts);
  });
});

describe('which mailboxes it offers', () => {
  const boxes = [mailbox('info@nordlicht.se'), mailbox('astrid@nordlicht.se'), mailbox('info@nordlicht.nu')];

  it('the ones whose address holds every word, or every one of an account named by the text', () => {
    expect(matchingMailboxes('info', nordlicht, boxes).map((box) => box.email)).toEqual([
      'info@nordlicht.se',
      'info@nordlicht.nu',
    ]);
    expect(matchingMailboxes('astrid@nordlicht.se', nordlicht, boxes).map((box) => box.email)).toEqual([
      'astrid@nordlicht.se',
    ]);
    expect(matchingMailboxes('nordlicht.se', nordlicht, boxes)).toHaveLength(3);
    expect(matchingMailboxes('', nordlicht, boxes)).toHaveLength(3);
  });
});
