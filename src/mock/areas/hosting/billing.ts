import { randomBytes } from 'node:crypto';
import type { BillingCycleChangeBody, RenewalInvoice } from '@/api/schemas/hosting';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import {
  accountGates,
  paymentUrl,
  type HostingHost,
  type HostingState,
  type StoredAccount,
  type StoredInvoice,
} from './state';

/**
 * The billing-cycle change (ledger "Shared hosting"): a preview (`dryRun: true`) never changes anything and is
 * always a 200, saying `wouldBlock` when a pending invoice would stop the commit; the commit switches the cycle,
 * issues the renewal invoice (which is then the account's pending invoice), or refuses with 409
 * `existing_invoice_blocking` unless `cancelExistingInvoice` cancels the pending one first.
 */

const INVOICE_DUE_DAYS = 14;

export function invoiceView(invoice: StoredInvoice): RenewalInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    amount: invoice.amount,
    currencyCode: invoice.currencyCode,
    dueAt: invoice.dueAt,
    status: invoice.status,
    paymentUrl: invoice.status === 'unpaid' ? paymentUrl(invoice.id) : null,
  };
}

/** A blocked `canChangeBillingCycle` is a 403 with the gate's code (as the VPS gates; ledger). */
function gateRefusal(account: StoredAccount): void {
  const gate = accountGates(account).canChangeBillingCycle;
  if (gate.allowed) return;
  throw new ProblemError({
    status: 403,
    code: gate.code ?? 'forbidden',
    detail: gate.reason ?? 'The billing cycle of this account cannot be changed now.',
    extensions: { gate: 'canChangeBillingCycle' },
  });
}

function optionOf(account: StoredAccount, body: BillingCycleChangeBody) {
  const option = account.cycleOptions.find((candidate) => candidate.billingCycle === body.billingCycle);
  if (!option) {
    const offered = account.cycleOptions.map((candidate) => candidate.billingCycle).join(', ');
    throw invalidRequest([
      {
        pointer: '/billingCycle',
        detail: `This account does not offer the ${body.billingCycle} cycle; choose one of: ${offered}.`,
        code: 'invalid_request',
      },
    ]);
  }
  return option;
}

export function previewCycleChange(account: StoredAccount, body: BillingCycleChangeBody) {
  gateRefusal(account);
  const option = optionOf(account, body);
  const changed = option.billingCycle !== account.billingCycle;
  const blocking = changed && account.pendingInvoice !== null && body.cancelExistingInvoice !== true;
  return {
    dryRun: true,
    changed,
    currentBillingCycle: account.billingCycle,
    targetBillingCycle: option.billingCycle,
    targetAmount: option.initialAmount ?? option.amount,
    currencyCode: account.currencyCode,
    wouldBlock: blocking,
    blockingInvoice: blocking && account.pendingInvoice ? invoiceView(account.pendingInvoice) : null,
  };
}

function newInvoice(host: HostingHost, state: HostingState, amount: number, currencyCode: string): StoredInvoice {
  const year = new Date(host.now()).getUTCFullYear();
  const number = `${year}-${String(8000 + state.nextInvoiceSeq).padStart(4, '0')}`;
  state.nextInvoiceSeq += 1;
  return {
    id: `inv_${randomBytes(6).toString('hex')}`,
    number,
    amount,
    currencyCode,
    dueAt: new Date(host.now() + INVOICE_DUE_DAYS * 24 * 3600 * 1000).toISOString(),
    status: 'unpaid',
  };
}

export function commitCycleChange(
  host: HostingHost,
  state: HostingState,
  account: StoredAccount,
  body: BillingCycleChangeBody,
) {
  gateRefusal(account);
  const option = optionOf(account, body);
  if (option.billingCycle === account.billingCycle) {
    return {
      changed: false,
      currentBillingCycle: account.billingCycle,
      currencyCode: account.currencyCode,
      renewalInvoice: null,
      invoiceLookupPending: false,
      cancelledInvoiceIds: [],
      cancellationMethod: null,
    };
  }
  const pending = account.pendingInvoice;
  if (pending && body.cancelExistingInvoice !== true) {
    throw new ProblemError({
      status: 409,
      code: 'existing_invoice_blocking',
      detail:
        `Invoice ${pending.number} is still unpaid and blocks the change. Pay it first, or send the change again ` +
        'with cancelExistingInvoice: true to cancel it.',
      members: { invoice: invoiceView(pending) },
    });
  }
  const cancelledInvoiceIds: string[] = [];
  if (pending) {
    pending.status = 'cancelled';
    cancelledInvoiceIds.push(pending.id);
  }
  account.billingCycle = option.billingCycle;
  const invoice = newInvoice(host, state, option.initialAmount ?? option.amount, account.currencyCode);
  account.pendingInvoice = invoice;
  return {
    changed: true,
    currentBillingCycle: account.billingCycle,
    currencyCode: account.currencyCode,
    renewalInvoice: invoiceView(invoice),
    invoiceLookupPending: false,
    cancelledInvoiceIds,
    cancellationMethod: pending ? 'cancelled' : null,
  };
}
