/**
 * Problem codes of the billing area and their titles (ledger "Billing"): the 409s' codes, the field codes of its 400s
 * (`errors[].code`), every gate code an invoice or card carries (a refused action repeats its gate's code), and the
 * provider's decline code of a card setup.
 */
export const billingProblems = {
  titles: {
    // 409s
    invoice_not_cancelable: 'Invoice cannot be cancelled',
    invoice_not_payable: 'Invoice cannot be paid',
    credit_invoice: 'Credit cannot buy credit',
    currency_mismatch: 'Currency does not match',
    no_credit: 'No account credit',
    already_default: 'Card is already the default',
    card_expired: 'Card has expired',
    default_card: 'Default card cannot be removed',
    // Field codes of 400 `invalid_request` at `/amount`
    amount_too_large: 'Amount too large',
    amount_out_of_range: 'Amount out of range',
    // Gates only (`actions.canPay`, `actions.canCancel`)
    invoice_paid: 'Invoice is paid',
    invoice_cancelled: 'Invoice is cancelled',
    invoice_refunded: 'Invoice is refunded',
    invoice_draft: 'Invoice is being prepared',
    no_payment_url: 'No payment link',
    invoice_partially_paid: 'Invoice is partly paid',
    invoice_not_unpaid: 'Invoice is not unpaid',
    // The provider's `declineCode` on a declined card setup
    card_declined: 'Card declined',
  },
  publicPaths: [],
};
