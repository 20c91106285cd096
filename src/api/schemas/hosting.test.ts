import { describe, expect, it } from 'vitest';
import {
  addonDirIssue,
  addonDocumentRoot,
  addonDomain,
  controlPanel,
  existingInvoiceBlockingProblem,
  mailboxPasswordChecks,
  addonDomainCreateBody,
  billingCycleChangeBody,
  billingCycleChangeResponseFor,
  hostingAccount,
  hostingAccountIdParam,
  hostingAccountListPage,
  hostingAccountListQuery,
  hostingServiceStatusFilterValues,
  mailbox,
  mailboxAddressParam,
  mailboxCreateBody,
  passwordTooWeakProblem,
  previewAllowsCommit,
} from './hosting';
import { hostingServiceStatusValues } from './hosting-values';
import { issuesOf, paths } from '@/test/schema-issues';

const gate = { allowed: true, reason: null };

const account = {
  id: 'acct_42',
  name: 'example.se',
  primaryDomain: 'example.se',
  domains: ['example.se', 'shop.example.se'],
  customName: null,
  serviceStatus: 'active',
  billing: { amount: 99, currencyCode: 'SEK', billingCycle: 'monthly' },
  createdAt: '2024-05-01T10:00:00.000Z',
  nextDueAt: '2025-06-01T00:00:00.000Z',
  expiresAt: null,
  pinned: true,
  resources: { storageGb: 50, emailAccounts: null },
  controlPanel: { type: 'panel', supportsAdminPanel: true },
  billingCycleState: {
    billingCycleOptions: [
      { billingCycle: 'monthly', amount: 99, currencyCode: 'SEK', isCurrent: true, savingsPercent: null },
      {
        billingCycle: 'annually',
        amount: 990,
        initialAmount: 790,
        currencyCode: 'SEK',
        isCurrent: false,
        savingsPercent: 16.7,
      },
    ],
    actions: { canSwitchCycle: gate },
  },
  actions: {
    canRenew: gate,
    canChangeBillingCycle: gate,
    canPause: { allowed: false, reason: 'Not available for this plan.', code: 'plan' },
    canUpgrade: gate,
    canCancel: gate,
    canAddStorage: gate,
    canSso: gate,
  },
  tags: ['prod'],
};

describe('shared-hosting account', () => {
  it('parses a spec-shaped detail', () => {
    const parsed = hostingAccount.parse(account);
    expect(parsed.actions.canPause.allowed).toBe(false);
    expect(parsed.billingCycleState?.billingCycleOptions[1]?.initialAmount).toBe(790);
    expect(parsed.controlPanel.supportsAdminPanel).toBe(true);
  });

  it('maps unknown status and cycle values to unknown and tolerates extra fields', () => {
    const parsed = hostingAccount.parse({
      ...account,
      serviceStatus: 'migrating',
      billing: { ...account.billing, billingCycle: 'fortnightly' },
      controlPanel: { type: 'legacy' },
      extra: true,
    });
    expect(parsed.serviceStatus).toBe('unknown');
    expect(parsed.billing.billingCycle).toBe('unknown');
    expect(parsed.controlPanel.type).toBe('unknown');
    expect(parsed).not.toHaveProperty('extra');
  });

  it('blocks every gate the detail leaves out', () => {
    const parsed = hostingAccount.parse({ ...account, actions: { canRenew: gate } });
    expect(parsed.actions.canRenew.allowed).toBe(true);
    expect(parsed.actions.canSso).toMatchObject({ allowed: false, code: 'gate_missing' });
    expect(hostingAccount.parse({ ...account, actions: null }).actions.canCancel.allowed).toBe(false);
  });

  it('parses list items with actions null and resources null', () => {
    const page = hostingAccountListPage.parse({
      data: [{ ...account, domains: ['example.se'], actions: null, resources: null, billingCycleState: null }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data[0]?.actions).toBeNull();
    expect(page.data[0]?.resources).toBeNull();
  });

  it('checks the account id path parameter is not a domain name', () => {
    expect(hostingAccountIdParam.safeParse('acct_42').success).toBe(true);
    expect(hostingAccountIdParam.safeParse('example.se').success).toBe(false);
  });

  it('treats account ids as opaque (unexpected characters are the server 404, not our 400)', () => {
    expect(hostingAccountIdParam.safeParse('acct_42-b.c').success).toBe(true);
    expect(hostingAccountIdParam.safeParse('dom_42').success).toBe(false);
  });

  it('checks a mailbox address path parameter is an address', () => {
    expect(mailboxAddressParam.safeParse('info@example.se').success).toBe(true);
    expect(mailboxAddressParam.safeParse('first.last+tag@shop.example.se').success).toBe(true);
    expect(mailboxAddressParam.safeParse('info').success).toBe(false);
    expect(mailboxAddressParam.safeParse('a@b@c').success).toBe(false);
  });

  it('drops one malformed billing-cycle option and keeps the others', () => {
    const parsed = hostingAccount.parse({
      ...account,
      billingCycleState: {
        ...account.billingCycleState,
        billingCycleOptions: [
          account.billingCycleState.billingCycleOptions[0],
          { billingCycle: 'quarterly', amount: 'ask us', currencyCode: 'SEK' },
          account.billingCycleState.billingCycleOptions[1],
        ],
      },
      tags: ['prod', 3],
    });
    expect(parsed.billingCycleState?.billingCycleOptions.map((option) => option.billingCycle)).toEqual([
      'monthly',
      'annually',
    ]);
    expect(parsed.tags).toEqual(['prod']);
  });

  it('keeps the account when the control-panel object is missing', () => {
    const { controlPanel: _controlPanel, ...rest } = account;
    expect(hostingAccount.parse(rest).controlPanel).toEqual({ type: 'unknown' });
  });

  it('keeps a list page when one account is malformed', () => {
    const row = { ...account, actions: null };
    const page = hostingAccountListPage.parse({
      data: [row, { ...row, billing: null }, { ...row, id: 'acct_43' }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data.map((item) => item.id)).toEqual(['acct_42', 'acct_43']);
  });

  it('filters the list by the service statuses and ignores unknown parameters', () => {
    expect(hostingServiceStatusFilterValues).toEqual(hostingServiceStatusValues);
    expect(hostingAccountListQuery.parse({ serviceStatus: 'suspended', x: '1' })).toEqual({
      serviceStatus: 'suspended',
      limit: 20,
    });
    expect(paths(hostingAccountListQuery.safeParse({ serviceStatus: 'paused' }))).toEqual(['serviceStatus']);
  });
});

describe('billing-cycle change', () => {
  it('validates the body, ignoring unknown members', () => {
    expect(billingCycleChangeBody.parse({ billingCycle: 'annually', dryRun: true })).toEqual({
      billingCycle: 'annually',
      dryRun: true,
    });
    expect(paths(billingCycleChangeBody.safeParse({ billingCycle: 'weekly' }))).toEqual(['billingCycle']);
    expect(paths(billingCycleChangeBody.safeParse({}))).toEqual(['billingCycle']);
    expect(billingCycleChangeBody.parse({ billingCycle: 'annually', force: true })).toEqual({
      billingCycle: 'annually',
    });
  });

  const preview = {
    dryRun: true,
    changed: false,
    currentBillingCycle: 'monthly',
    targetBillingCycle: 'annually',
    targetAmount: 990,
    currencyCode: 'SEK',
    wouldBlock: false,
  };

  it('parses a dry run as a preview', () => {
    const parsed = billingCycleChangeResponseFor(true).parse(preview);
    expect(parsed.kind).toBe('preview');
    if (parsed.kind === 'preview') {
      expect(parsed.targetAmount).toBe(990);
      expect(previewAllowsCommit(parsed)).toBe(true);
    }
  });

  it('chooses the shape by the request, not by a dryRun member in the body', () => {
    const { dryRun: _dryRun, ...withoutMember } = preview;
    expect(billingCycleChangeResponseFor(true).parse(withoutMember).kind).toBe('preview');
    const commit = { changed: true, currentBillingCycle: 'annually', currencyCode: 'SEK', dryRun: true };
    expect(billingCycleChangeResponseFor(false).parse(commit).kind).toBe('commit');
    expect(billingCycleChangeResponseFor(undefined).parse(commit).kind).toBe('commit');
  });

  it('does not let a broken preview, or a commit body, pass for a dry run', () => {
    expect(
      billingCycleChangeResponseFor(true).safeParse({
        dryRun: true,
        changed: false,
        currentBillingCycle: 'monthly',
        currencyCode: 'SEK',
      }).success,
    ).toBe(false);
    expect(
      billingCycleChangeResponseFor(true).safeParse({
        changed: true,
        currentBillingCycle: 'annually',
        currencyCode: 'SEK',
      }).success,
    ).toBe(false);
    expect(billingCycleChangeResponseFor(true).safeParse({ ...preview, dryRun: false }).success).toBe(false);
  });

  it('reads a blocked preview (200, wouldBlock: true) and keeps the commit gated when wouldBlock is unknown', () => {
    const blocked = billingCycleChangeResponseFor(true).parse({ ...preview, wouldBlock: true });
    expect(blocked.kind === 'preview' && blocked.wouldBlock).toBe(true);
    expect(blocked.kind === 'preview' && previewAllowsCommit(blocked)).toBe(false);
    const { wouldBlock: _wouldBlock, ...withoutFlag } = preview;
    for (const body of [withoutFlag, { ...preview, wouldBlock: 'no' }]) {
      const parsed = billingCycleChangeResponseFor(true).parse(body);
      expect(parsed.kind === 'preview' && parsed.wouldBlock).toBeNull();
      expect(parsed.kind === 'preview' && previewAllowsCommit(parsed)).toBe(false);
    }
  });

  it('keeps the renewal invoice and its payment link when one member is malformed', () => {
    const parsed = billingCycleChangeResponseFor(false).parse({
      changed: true,
      currentBillingCycle: 'annually',
      currencyCode: 'SEK',
      renewalInvoice: {
        id: 'inv_9',
        number: 42,
        amount: '990',
        currencyCode: 'SEK',
        dueAt: null,
        status: 'overdue',
        paymentUrl: 'https://pay.example/inv_9',
      },
      cancelledInvoiceIds: ['inv_8', null],
    });
    expect(parsed.kind === 'commit' && parsed.renewalInvoice).toEqual({
      id: 'inv_9',
      number: null,
      orderId: null,
      amount: null,
      currencyCode: 'SEK',
      dueAt: null,
      status: 'unknown',
      paymentUrl: 'https://pay.example/inv_9',
      purpose: 'unknown',
    });
    expect(parsed.kind === 'commit' && parsed.cancelledInvoiceIds).toEqual(['inv_8']);
  });

  it('reads the invoice order id (a ledgered addition) when present, null when missing or malformed', () => {
    const base = { id: 'inv_9', number: '2026700', amount: 99, currencyCode: 'SEK', dueAt: null, status: 'unpaid' };
    const read = (orderId: unknown) => {
      const parsed = billingCycleChangeResponseFor(false).parse({
        changed: true,
        currentBillingCycle: 'monthly',
        currencyCode: 'SEK',
        renewalInvoice: { ...base, orderId },
      });
      return parsed.kind === 'commit' ? parsed.renewalInvoice?.orderId : 'not a commit';
    };
    expect(read('ord_1')).toBe('ord_1');
    expect(read(undefined)).toBeNull();
    expect(read(17)).toBeNull();
    const blocked = existingInvoiceBlockingProblem.parse({
      title: 'Blocked',
      status: 409,
      code: 'existing_invoice_blocking',
      invoice: { ...base, orderId: 'ord_2' },
    });
    expect(blocked.invoice?.orderId).toBe('ord_2');
  });

  it('parses the commit shape', () => {
    const parsed = billingCycleChangeResponseFor(false).parse({
      changed: true,
      currentBillingCycle: 'annually',
      currencyCode: 'SEK',
      renewalInvoice: {
        id: 'inv_9',
        number: null,
        amount: null,
        currencyCode: 'SEK',
        dueAt: '2025-06-01T00:00:00.000Z',
        status: 'unpaid',
        paymentUrl: null,
      },
      invoiceLookupPending: false,
      cancelledInvoiceIds: ['inv_8'],
      cancellationMethod: 'credit_note',
    });
    expect(parsed.kind).toBe('commit');
    if (parsed.kind === 'commit') {
      expect(parsed.renewalInvoice?.amount).toBeNull();
      expect(parsed.cancelledInvoiceIds).toEqual(['inv_8']);
    }
  });
});

describe('mailbox creation', () => {
  const valid = { localPart: 'info', domain: 'example.se', password: 'Correct7Horse', quotaMb: 1024 };

  it('accepts a valid body', () => {
    expect(mailboxCreateBody.parse(valid)).toEqual(valid);
    const { quotaMb: _quotaMb, ...withoutQuota } = valid;
    expect(mailboxCreateBody.safeParse(withoutQuota).success).toBe(true);
  });

  it('explains each password rule in plain words', () => {
    const messages = (password: string) =>
      issuesOf(mailboxCreateBody.safeParse({ ...valid, password })).map((issue) => `${issue.path}: ${issue.message}`);
    expect(messages('Ab1')).toEqual(['password: Use at least 8 characters.']);
    expect(messages('alllowercase1')).toEqual(['password: Include at least one uppercase letter.']);
    expect(messages('ALLUPPERCASE1')).toEqual(['password: Include at least one lowercase letter.']);
    expect(messages('NoDigitsHere')).toEqual(['password: Include at least one digit.']);
    expect(messages(`Aa1${'x'.repeat(126)}`)).toEqual(['password: Use at most 128 characters.']);
    expect(mailboxCreateBody.safeParse({ ...valid, password: `Aa1${'x'.repeat(125)}` }).success).toBe(true);
  });

  it('rejects an address with @ in the local part, overly long parts and bad quotas', () => {
    expect(issuesOf(mailboxCreateBody.safeParse({ ...valid, localPart: 'info@example.se' }))).toEqual([
      { path: 'localPart', message: 'Enter only the part before @; choose the domain separately.' },
    ]);
    expect(paths(mailboxCreateBody.safeParse({ ...valid, localPart: 'a'.repeat(65) }))).toEqual(['localPart']);
    expect(paths(mailboxCreateBody.safeParse({ ...valid, localPart: 'two..dots' }))).toEqual(['localPart']);
    expect(paths(mailboxCreateBody.safeParse({ ...valid, localPart: '' }))).toEqual(['localPart']);
    expect(paths(mailboxCreateBody.safeParse({ ...valid, quotaMb: 1048577 }))).toEqual(['quotaMb']);
    expect(paths(mailboxCreateBody.safeParse({ ...valid, quotaMb: -1 }))).toEqual(['quotaMb']);
    expect(mailboxCreateBody.safeParse({ ...valid, quotaMb: 0 }).success).toBe(true);
    expect(paths(mailboxCreateBody.safeParse({ ...valid, domain: 'not a domain' }))).toEqual(['domain']);
    // Unknown members are ignored (the spec rejects none on mailbox creation).
    expect(mailboxCreateBody.parse({ ...valid, forward: 'x@example.com' })).toEqual(valid);
  });

  it('parses the mailbox object', () => {
    const parsed = mailbox.parse({
      id: 'mail_1',
      email: 'info@example.se',
      domain: 'example.se',
      quota: { usedGb: null, limitGb: 32, usagePercent: null, exceeded: false },
    });
    expect(parsed.quota.limitGb).toBe(32);
  });

  it('parses the password_too_weak problem', () => {
    const parsed = passwordTooWeakProblem.parse({
      type: 'https://errors.hosting.example/password_too_weak',
      title: 'Password too weak',
      status: 400,
      code: 'password_too_weak',
      minimumScore: 3,
      score: 1,
      suggestions: ['Add another word or two.'],
    });
    expect(parsed).toMatchObject({ minimumScore: 3, score: 1, suggestions: ['Add another word or two.'] });
    const nested = passwordTooWeakProblem.parse({
      title: 'Password too weak',
      status: 400,
      code: 'password_too_weak',
      extensions: { minimumScore: 3, score: 2 },
    });
    expect(nested).toMatchObject({ minimumScore: 3, score: 2, suggestions: [] });
  });
});

describe('addon domains', () => {
  it('accepts a hostname with an optional relative dir', () => {
    expect(addonDomainCreateBody.parse({ domain: 'Shop.Example.com' })).toEqual({ domain: 'shop.example.com' });
    expect(addonDomainCreateBody.safeParse({ domain: 'shop.example.com', dir: 'public_html/shop' }).success).toBe(true);
  });

  it('rejects unsafe dirs', () => {
    for (const dir of ['/etc', '../other', 'public_html/../../x', 'a\\b', 'tab\there', '']) {
      expect(paths(addonDomainCreateBody.safeParse({ domain: 'shop.example.com', dir }))).toEqual(['dir']);
    }
    expect(paths(addonDomainCreateBody.safeParse({ domain: 'shop.example.com', dir: 'x'.repeat(256) }))).toEqual([
      'dir',
    ]);
  });

  it('rejects non-hostnames and the retired subdomain field', () => {
    for (const domain of [
      'example',
      'https://example.com',
      'exa mple.com',
      '-bad.com',
      'example.com/path',
      'acct_42',
    ]) {
      expect(paths(addonDomainCreateBody.safeParse({ domain }))).toEqual(['domain']);
    }
    const retired = addonDomainCreateBody.safeParse({ domain: 'example.com', subdomain: 'shop' });
    expect(paths(retired)).toEqual(['subdomain']);
    // Other unknown members are ignored.
    expect(addonDomainCreateBody.parse({ domain: 'example.com', ssl: true })).toEqual({ domain: 'example.com' });
  });

  it('parses the addon response', () => {
    expect(
      addonDomain.parse({ domain: 'shop.example.com', kind: 'addon', documentRoot: 'public_html/shop' }).kind,
    ).toBe('addon');
    expect(addonDomain.parse({ domain: 'x.example.com', kind: 'parked', documentRoot: '/' }).kind).toBe('unknown');
  });
});

describe('hosting additions of the ledger', () => {
  it('names the first unsafe rule of a dir', () => {
    expect(addonDirIssue('public_html/shop')).toBeNull();
    expect(addonDirIssue('sites/blog/')).toBeNull();
    expect(addonDirIssue('/etc')).toBe('leading_slash');
    expect(addonDirIssue('%2fetc')).toBe('leading_slash');
    expect(addonDirIssue('a/../b')).toBe('dot_dot');
    expect(addonDirIssue('%2e%2e/x')).toBe('disguised_dot_dot');
    expect(addonDirIssue('%252e%252e/x')).toBe('disguised_dot_dot');
    expect(addonDirIssue('\uff0e\uff0e/x')).toBe('disguised_dot_dot');
    expect(addonDirIssue('a\\b')).toBe('backslash');
    expect(addonDirIssue('a%5cb')).toBe('backslash');
    expect(addonDirIssue('a\tb')).toBe('control');
    expect(addonDirIssue('a b')).toBe('characters');
    expect(addonDirIssue('a//b')).toBe('characters');
    expect(addonDirIssue('./a')).toBe('characters');
  });

  it('previews the document root', () => {
    expect(addonDocumentRoot('shop.example.se', undefined)).toBe('public_html/shop.example.se');
    expect(addonDocumentRoot('shop.example.se', '')).toBe('public_html/shop.example.se');
    expect(addonDocumentRoot('shop.example.se', 'sites/shop/')).toBe('sites/shop');
  });

  it('checks each password rule on its own', () => {
    expect(mailboxPasswordChecks('abc')).toEqual({ length: false, upper: false, lower: true, digit: false });
    expect(mailboxPasswordChecks('Abcdefg1')).toEqual({ length: true, upper: true, lower: true, digit: true });
    expect(mailboxPasswordChecks(`A1${'b'.repeat(127)}`).length).toBe(false);
  });

  it('reads the blocking invoice of a 409 and of a preview; keeps only https links', () => {
    const invoice = {
      id: 'inv_1',
      number: '2026-0398',
      amount: 990,
      currencyCode: 'SEK',
      dueAt: null,
      status: 'unpaid',
    };
    const top = existingInvoiceBlockingProblem.parse({
      title: 'Blocked',
      status: 409,
      code: 'existing_invoice_blocking',
      invoice: { ...invoice, paymentUrl: 'javascript:alert(1)' },
    });
    expect(top.invoice).toMatchObject({ id: 'inv_1', paymentUrl: null });
    const plainHttp = existingInvoiceBlockingProblem.parse({
      title: 'Blocked',
      status: 409,
      code: 'existing_invoice_blocking',
      invoice: { ...invoice, paymentUrl: 'http://pay.example/inv_1' },
    });
    expect(plainHttp.invoice).toMatchObject({ id: 'inv_1', paymentUrl: null });
    const nested = existingInvoiceBlockingProblem.parse({
      title: 'Blocked',
      status: 409,
      code: 'existing_invoice_blocking',
      extensions: { invoice: { ...invoice, paymentUrl: 'https://pay.example/inv_1' } },
    });
    expect(nested.invoice?.paymentUrl).toBe('https://pay.example/inv_1');
    expect(nested.invoice?.orderId).toBeNull();
    const missing = existingInvoiceBlockingProblem.parse({
      title: 'x',
      status: 409,
      code: 'existing_invoice_blocking',
    });
    expect(missing.invoice).toBeNull();
    const preview = billingCycleChangeResponseFor(true).parse({
      dryRun: true,
      changed: true,
      currentBillingCycle: 'annually',
      targetBillingCycle: 'monthly',
      targetAmount: 99,
      currencyCode: 'SEK',
      wouldBlock: true,
    });
    expect(preview).toMatchObject({ blockingInvoice: null, wouldBlock: true });
  });

  it('reads the control panel url only when it is https', () => {
    expect(controlPanel.parse({ type: 'panel', url: 'https://panel.example/login' }).url).toBe(
      'https://panel.example/login',
    );
    expect(controlPanel.parse({ type: 'panel', url: 'javascript:alert(1)' }).url).toBeUndefined();
    expect(controlPanel.parse({ type: 'panel', url: 'http://panel.example/login' }).url).toBeUndefined();
  });
});
