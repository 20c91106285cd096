/**
 * Cancelling a hosting account at the end of its paid period, and undoing that (issue 38; not in the spec, so the
 * shapes are ours: the doc comments of `cancellation`, `cancel` and `undoCancel` in src/api/endpoints/hosting.ts).
 * Read tolerantly: a missing gate is blocked, a missing amount or date `null`, a missing count `null` (never 0).
 */
import * as z from 'zod/mini';
import {
  missingGate,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  renewalInvoice,
  tolerantGate,
} from './common';
import { hostingCancellationState } from './hosting';

/** `POST …/actions/cancel`: only the end of the period is offered (`now` is a 400 at `/when`). */
export const hostingCancelBody = z.object({
  when: z.optional(z.enum(['period_end', 'now'])),
});
export type HostingCancelBody = z.infer<typeof hostingCancelBody>;

/** What the cancellation would do (or does, once scheduled), and the gates to schedule or undo it. */
export const hostingCancellation = z.object({
  accountId: z.string(),
  /** The scheduled cancellation, or null when none is. */
  scheduled: z.catch(z.nullable(hostingCancellationState), null),
  /** When the account ends: the end of the paid period (`nextDueAt`). */
  effectiveAt: nullableTimestamp,
  /** The paid days still to come, used until `effectiveAt` and not refunded (net amount, as every hosting price). */
  unused: z.catch(
    z.nullable(
      z.object({
        amount: nullableNumber,
        currencyCode: nullableString,
        days: nullableInt,
        periodDays: nullableInt,
      }),
    ),
    null,
  ),
  /** What is refunded now: always 0 in the mock (the period is used to its end). */
  refundAmount: nullableNumber,
  currencyCode: nullableString,
  /** What goes when the account ends. */
  domains: z.catch(z.array(z.string()), []),
  mailboxes: nullableInt,
  /** When the sites' files, databases and mail are deleted for good (a grace period after `effectiveAt`). */
  dataDeletedAt: nullableTimestamp,
  /** An unpaid invoice of the account that must be paid or cancelled first (409 `existing_invoice_blocking`). */
  blockingInvoice: z.catch(z.nullable(renewalInvoice), null),
  actions: z.catch(z.object({ canCancel: tolerantGate, canUndo: tolerantGate }), {
    canCancel: missingGate,
    canUndo: missingGate,
  }),
});
export type HostingCancellation = z.infer<typeof hostingCancellation>;
