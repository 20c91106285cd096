import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { billingEndpoints as api } from '@/api/endpoints/billing-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { meQueryKey, queryRoots } from '@/api/query-roots';
import { tolerantGate } from '@/api/schemas/common';
import type {
  AddFundsBody,
  ApplyCreditBody,
  BillingProfileBody,
  BillingSettingsPatch,
  Card,
  CardListPage,
  CardSetupBody,
  CreatePaymentBody,
  Invoice,
  Payment,
  PayWithCardBody,
  RefundBody,
} from '@/api/schemas/billing';
import { billingKeys } from './billing-queries';

/*
 * Every write of the billing area, apart from the reads: a list screen loads `billing-queries.ts` only, so the
 * guarded-mutation code comes with the screens that write. Each sends once (a second click in the same tick is
 * dropped by the guard) and refreshes what it changed: the billing root (invoice, lists, credit, history) and, for
 * what changes an order's invoice (cancel, apply credit), the orders area by its root.
 */

/** The members of a 409 about an invoice gate (`invoice_not_cancelable`, `no_credit`, …) the screen reads. */
const invoiceRefusal = z.object({
  actions: z.catch(
    z.object({
      canCancel: z.optional(tolerantGate),
      canApplyCredit: z.optional(tolerantGate),
      canRefund: z.optional(tolerantGate),
      canMakeDefault: z.optional(tolerantGate),
      canRemove: z.optional(tolerantGate),
    }),
    {},
  ),
});

export type RefusedAction = 'canCancel' | 'canApplyCredit' | 'canRefund' | 'canMakeDefault' | 'canRemove';

/**
 * A 409 that refused the action by its gate: the gate as the server now says it (its code, else the problem's), for
 * the screen to say in words. Null for any other failure (shown as a problem).
 */
export function refusalOf(error: unknown, action: RefusedAction) {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.safeParse(invoiceRefusal, error.problem ?? {});
  const gate = parsed.success ? parsed.data.actions[action] : undefined;
  return {
    allowed: false,
    code: gate?.code && gate.code !== 'gate_missing' ? gate.code : error.code,
    reason: gate?.reason ?? error.detail ?? error.title,
  };
}

/** After a change of an invoice: the screen shows the answer at once, everything billing and orders show is read again. */
function useInvoiceChanged() {
  const queryClient = useQueryClient();
  return (changed: Invoice) => {
    queryClient.setQueryData(billingKeys.invoiceDetail(changed.id), changed);
    void queryClient.invalidateQueries({
      queryKey: billingKeys.all(),
      // Not the invoice just shown, nor a refund's preview (read when its dialog opens, never behind its back).
      predicate: (query) =>
        query.queryKey[2] !== 'refund-quote' && (query.queryKey[2] !== 'detail' || query.queryKey[3] !== changed.id),
    });
    if (changed.orderId !== null) void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
  };
}

/** Cancel (`makulera`): strict empty body; an order's invoice is cancelled with its order. */
export function useCancelInvoice(id: string) {
  const queryClient = useQueryClient();
  const changed = useInvoiceChanged();
  return useGuardedMutation({
    mutationFn: () => call(api.cancelInvoice, { params: { id }, body: {} }),
    touches: () => [billingKeys.all(), queryRoots.orders],
    onSuccess: changed,
    onError: (error) => {
      // Refused: the invoice (and its gates) as the server has it now.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.invoiceDetail(id) });
      }
    },
  });
}

/** Pays (part of) the invoice from the account's credit; the answer carries the invoice and the credit left. */
export function useApplyCredit(id: string) {
  const queryClient = useQueryClient();
  const changed = useInvoiceChanged();
  return useGuardedMutation({
    mutationFn: (body: ApplyCreditBody, { idempotencyKey }) =>
      call(api.applyCredit, { params: { id }, body, idempotencyKey }),
    touches: () => [billingKeys.all(), queryRoots.orders],
    onSuccess: (result) => {
      if (result.credit) queryClient.setQueryData(billingKeys.credit(), result.credit);
      changed(result.invoice);
      // An order's invoice changed even when the answer did not name the order.
      void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.invoiceDetail(id) });
        void queryClient.invalidateQueries({ queryKey: billingKeys.credit() });
      }
    },
  });
}

/**
 * Refunds the invoice (a consumer's right of withdrawal): sent once, with the submission's idempotency key, so a
 * resend after an unknown outcome refunds nothing twice. The answer's invoice and credit note are shown at once;
 * billing (lists, credit, history) and orders are read again.
 */
export function useRefundInvoice(id: string) {
  const queryClient = useQueryClient();
  const changed = useInvoiceChanged();
  return useGuardedMutation({
    mutationFn: (body: RefundBody, { idempotencyKey }) =>
      call(api.refundInvoice, { params: { id }, body, idempotencyKey }),
    touches: () => [billingKeys.all(), queryRoots.orders],
    onSuccess: (result) => {
      queryClient.setQueryData(billingKeys.invoiceDetail(result.creditNote.id), result.creditNote);
      changed(result.invoice);
      void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.invoiceDetail(id) });
      }
    },
  });
}

/** Adds funds: the answer is a new invoice to pay (the balance grows once it is paid). */
export function useAddFunds() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: AddFundsBody, { idempotencyKey }) => call(api.addFunds, { body, idempotencyKey }),
    touches: () => [billingKeys.invoices(), billingKeys.history()],
    onSuccess: ({ invoice: created }) => {
      queryClient.setQueryData(billingKeys.invoiceDetail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: billingKeys.invoiceLists() });
      void queryClient.invalidateQueries({ queryKey: billingKeys.history() });
    },
  });
}

/**
 * Changes who the account bills. The saved profile is shown at once; `/me` (its `tax`, how every price is shown) is
 * read again, so prices follow from now on. Issued invoices do not change (the server freezes them).
 */
export function useUpdateBillingProfile() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: BillingProfileBody) => call(api.updateProfile, { body }),
    touches: () => [billingKeys.profile(), meQueryKey],
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKeys.profile(), saved);
      void queryClient.invalidateQueries({ queryKey: billingKeys.profile() });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** After a payment: what it paid (invoices, lists, credit, history) and the orders they belong to are read again. */
function usePaymentMade() {
  const queryClient = useQueryClient();
  return (payment: Payment) => {
    queryClient.setQueryData(billingKeys.payment(payment.id), payment);
    void queryClient.invalidateQueries({
      queryKey: billingKeys.all(),
      predicate: (query) => query.queryKey[2] !== payment.id,
    });
    void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
  };
}

/**
 * Charges a saved card for one invoice's outstanding amount. Sent once, with the submission's idempotency key: an
 * unknown outcome reads the invoice again (the guard's `touches`) and a resend carries the same key, so the card is
 * never charged twice.
 */
export function usePayWithCard(invoiceId: string) {
  const queryClient = useQueryClient();
  const paid = usePaymentMade();
  return useGuardedMutation({
    mutationFn: (body: PayWithCardBody, { idempotencyKey }) =>
      call(api.payWithCard, { params: { id: invoiceId }, body, idempotencyKey }),
    touches: () => [billingKeys.all(), queryRoots.orders],
    onSuccess: paid,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.invoiceDetail(invoiceId) });
        void queryClient.invalidateQueries({ queryKey: billingKeys.cardList() });
      }
    },
  });
}

/** Pays several invoices in one card charge or one provider checkout (idempotent as `usePayWithCard`). */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  const paid = usePaymentMade();
  return useGuardedMutation({
    mutationFn: (body: CreatePaymentBody, { idempotencyKey }) => call(api.createPayment, { body, idempotencyKey }),
    touches: () => [billingKeys.all(), queryRoots.orders],
    onSuccess: paid,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.invoices() });
      }
    },
  });
}

/** Turns automatic payment on or off; the answer is the settings as they now are. */
export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: BillingSettingsPatch) => call(api.updateSettings, { body }),
    touches: () => [billingKeys.settings()],
    onSuccess: (settings) => queryClient.setQueryData(billingKeys.settings(), settings),
    onError: () => void queryClient.invalidateQueries({ queryKey: billingKeys.settings() }),
  });
}

/** Starts adding a card: the provider's page to send the customer to (`redirectUrl`), which sends them back. */
export function useStartCardSetup() {
  return useGuardedMutation({
    mutationFn: (body: CardSetupBody) => call(api.startCardSetup, { body }),
    touches: () => [billingKeys.cards()],
  });
}

/** Makes a card the one charged by default; every card's badge and gates change with it. */
export function useMakeDefaultCard(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(api.makeDefaultCard, { params: { id } }),
    touches: () => [billingKeys.cards()],
    onSuccess: (updated: Card) => {
      queryClient.setQueryData(billingKeys.cardList(), (page: CardListPage | undefined) =>
        page
          ? {
              ...page,
              data: page.data.map((each) => (each.id === updated.id ? updated : { ...each, isDefault: false })),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: billingKeys.cardList() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: billingKeys.cardList() }),
  });
}

/** Removes a card (204). */
export function useRemoveCard(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(api.removeCard, { params: { id } }),
    touches: () => [billingKeys.cards()],
    // The list is read again (not edited in place: the row, and the screen's answer to the send, stay until then).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.cardList() }),
    onError: () => void queryClient.invalidateQueries({ queryKey: billingKeys.cardList() }),
  });
}
