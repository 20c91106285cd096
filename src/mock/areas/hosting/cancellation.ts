import type { HostingCancelBody, HostingCancellation } from '@/api/schemas/hosting-cancel';
import type { ActionGate } from '@/api/schemas/common';
import type { OrdersState } from '@/mock/areas/orders/state';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import { blockingInvoiceOf } from './billing';
import { unusedPaidPart } from './cycle-credit';
import { accountDomains, accountGates, accountName, type HostingState, type StoredAccount } from './state';

/**
 * Cancelling an account at the end of its paid period (the endpoint table's `cancellation`, `cancel`, `undoCancel`):
 * nothing ends before `nextDueAt`, nothing is refunded (the period is used), nothing more is billed; undo until then.
 * Once the world's clock reaches the end the account reads `cancelled` (`settleCancellations`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the files, databases and mail are kept after the end before they are deleted for good. */
export const CANCELLED_DATA_KEPT_DAYS = 30;

const ALLOWED: ActionGate = { allowed: true, reason: null, code: null };

/** Accounts whose scheduled end has come are cancelled (read before any answer about them). */
export function settleCancellations(state: HostingState, nowIso: string): void {
  const now = Date.parse(nowIso);
  for (const account of state.accounts) {
    if (!account.cancellation || Date.parse(account.cancellation.effectiveAt) > now) continue;
    if (account.serviceStatus === 'active' || account.serviceStatus === 'suspended') {
      account.serviceStatus = 'cancelled';
      account.statusReason = null;
    }
  }
}

function pendingOf(account: StoredAccount): boolean {
  return !!account.cancellation && account.serviceStatus === 'active';
}

/** The gate to schedule: the account's `canCancel`, and a paid period with an end to cancel at. */
function cancelGate(account: StoredAccount): ActionGate {
  const gate = accountGates(account).canCancel;
  if (!gate.allowed) return gate;
  if (!account.nextDueAt || account.billingCycle === 'free') {
    return {
      allowed: false,
      code: 'no_period_end',
      reason: `${accountName(account)} has no paid period to end; ask support to close it.`,
    };
  }
  return ALLOWED;
}

function undoGate(account: StoredAccount): ActionGate {
  if (pendingOf(account)) return ALLOWED;
  return account.serviceStatus === 'cancelled' && account.cancellation
    ? {
        allowed: false,
        code: 'cancellation_done',
        reason: 'The account has already ended; order a new plan to host it again.',
      }
    : { allowed: false, code: 'no_cancellation', reason: 'No cancellation is scheduled for this account.' };
}

export function cancellationView(orders: OrdersState, account: StoredAccount, nowIso: string): HostingCancellation {
  const effectiveAt = account.cancellation?.effectiveAt ?? account.nextDueAt;
  const unused = unusedPaidPart(account, nowIso);
  return {
    accountId: account.id,
    scheduled: pendingOf(account) && account.cancellation ? { ...account.cancellation } : null,
    effectiveAt,
    unused: unused
      ? {
          amount: unused.amount,
          currencyCode: account.currencyCode,
          days: unused.unusedDays,
          periodDays: unused.periodDays,
        }
      : null,
    refundAmount: 0,
    currencyCode: account.currencyCode,
    domains: accountDomains(account),
    mailboxes: account.mailboxes.length,
    dataDeletedAt: effectiveAt
      ? new Date(Date.parse(effectiveAt) + CANCELLED_DATA_KEPT_DAYS * DAY_MS).toISOString()
      : null,
    blockingInvoice: blockingInvoiceOf(orders, account),
    actions: { canCancel: cancelGate(account), canUndo: undoGate(account) },
  };
}

function refuse(gate: ActionGate, name: string): never {
  throw new ProblemError({
    status: gate.code === 'no_cancellation' || gate.code === 'cancellation_done' ? 409 : 403,
    code: gate.code ?? 'forbidden',
    detail: gate.reason ?? 'This is not possible for this account now.',
    extensions: { gate: name },
  });
}

/**
 * Schedules the end. Checked in order: `when` (`now` → 400 at `/when`: only the period's end is self-service), the
 * gate (403 with its code, `extensions.gate: 'canCancel'`), an unpaid invoice of the account (409
 * `existing_invoice_blocking` with `invoice`).
 */
export function scheduleCancellation(
  orders: OrdersState,
  account: StoredAccount,
  body: HostingCancelBody,
  nowIso: string,
): HostingCancellation {
  if (body.when === 'now') {
    throw invalidRequest([
      {
        pointer: '/when',
        detail: 'Only a cancellation at the end of the paid period can be made here; ask support to end it now.',
        code: 'invalid_request',
      },
    ]);
  }
  const gate = cancelGate(account);
  if (!gate.allowed) refuse(gate, 'canCancel');
  const invoice = blockingInvoiceOf(orders, account);
  if (invoice) {
    throw new ProblemError({
      status: 409,
      code: 'existing_invoice_blocking',
      detail: `Invoice ${invoice.number ?? ''} of ${accountName(account)} is unpaid: pay it or cancel it before cancelling the account.`,
      members: { invoice },
    });
  }
  account.cancellation = { requestedAt: nowIso, effectiveAt: account.nextDueAt ?? nowIso };
  return cancellationView(orders, account, nowIso);
}

/** Undoes a scheduled end: 409 `no_cancellation` when none is, `cancellation_done` once the account has ended. */
export function undoCancellation(orders: OrdersState, account: StoredAccount, nowIso: string): HostingCancellation {
  const gate = undoGate(account);
  if (!gate.allowed) refuse(gate, 'canUndo');
  account.cancellation = null;
  return cancellationView(orders, account, nowIso);
}
