import { routes } from './route';

/**
 * Billing: invoices, account credit, payment cards and the billing history. The spec names the endpoints only; every
 * shape is ours (ledger "Billing"). Reads need `read:billing` (the invoice list and detail also accept `read:orders`,
 * as before billing had screens of its own); every change `write:billing`. Answers in the house order: scope 403,
 * validation 400, ownership 404 (another customer's id is the same 404 as an unknown one), gate 409. A blocked gate's
 * 409 carries the gate's code and, beside the Problem's members, `actions: { <gate> }`.
 */
export const billingRoutes = routes({
  /**
   * `?status=<invoice status>|outstanding&limit&cursor`, newest issued first. `outstanding` (ours) = `unpaid` or
   * `partially_paid`, what is to pay. A server that refuses `outstanding` answers 400: the list says so with a retry
   * (its filter can be cleared). The records are the orders' invoices (one source), so an order's invoice and this
   * read agree.
   */
  invoices: {
    method: 'GET',
    path: '/api/v2/billing/invoices',
    scopes: [['read:billing'], ['read:orders']],
    summary: 'List invoices',
  },
  /**
   * One invoice (the ledger's "Invoice object" and its gates). Ours: each of `lines[]` (and of a credit note) carries
   * `item` beside `description`: what the line is for without words (`{ kind, subject, plan, planSlug, fromPlan,
   * cycle, months, years, … }`, src/api/schemas/line-item.ts), so the panel says the line in the reader's language
   * (`lineItemText`) and the PDF says it alike. `item` is optional: a server may not send it; absent, malformed or of
   * an unknown `kind`, the line shows `description` as sent (the server's own words, English in the mock). The
   * invoice list's items carry it too.
   */
  invoice: {
    method: 'GET',
    path: '/api/v2/billing/invoices/{id}',
    scopes: [['read:billing'], ['read:orders']],
    summary: 'Read an invoice',
  },
  /**
   * Ours: the invoice or credit note as a PDF, rendered by the server in `?lang=en|sv` (omitted: English; another
   * value: 400), with the figures of `GET /billing/invoices/{id}` written as the panel writes them in that language
   * (amounts by `formatMoney`): number, dates, payment terms, seller (organisation and VAT number, F-tax), buyer,
   * lines with quantity, unit price, net, VAT rate, VAT and gross, totals net / VAT per rate / gross, paid,
   * outstanding, currency, the reverse-charge text, what a credit note credits and an invoice's credit notes; a member
   * the invoice lacks (null) is "—" or its section left out. 200 `application/pdf`, `Content-Disposition: attachment;
   * filename="invoice-2026-0311.pdf"` (`credit-note-….pdf`; `invoiceFileName`), `private, no-store`. Scopes and 404
   * as the invoice read. The app downloads it with the key in the header (never in a link), in the panel's language,
   * from the invoice screen and the history's invoice rows, saved under the header's file name.
   */
  invoicePdf: {
    method: 'GET',
    path: '/api/v2/billing/invoices/{id}/pdf',
    scopes: [['read:billing'], ['read:orders']],
    binary: true,
    summary: 'Download an invoice as a PDF',
  },
  /**
   * Strict empty body. `canCancel` allowed → 200 the refreshed invoice (`cancelled`); an `order` invoice is
   * cancelled through its order, exactly as the order cancel (order `cancelled`, `paymentStatus` `credit_note`).
   * Blocked → 409 `invoice_not_cancelable` with top-level `invoice: { id, status }` and `actions: { canCancel }`;
   * nothing changes. The app's confirmation names what else is cancelled (the order by number) before sending;
   * afterwards the invoice, its order and the order list are read again. A cancelled issued invoice gets a credit
   * note (kind `credit_note`, next number, amounts negated, `credits` → it; its `creditNotes[]` names the note;
   * history `credit_note_issued`, mock id `bact_credit_note_<noteId>`); a credit note's own gates are blocked
   * `credit_note`.
   */
  cancelInvoice: {
    method: 'POST',
    path: '/api/v2/billing/invoices/{id}/actions/cancel',
    scopes: [['write:billing']],
    audit: { area: 'billing', action: 'invoice.cancel', target: { type: 'invoice', param: 'id' } },
    gate: 'billingInvoiceCancel',
    summary: 'Cancel an invoice',
  },
  /**
   * Body `{ amount? }` (strict; positive, two decimals at most); omitted = min(balance, outstanding). Blocked
   * `canApplyCredit` → 409 with the gate's code (`no_credit`, `invoice_not_payable`, `credit_invoice`,
   * `currency_mismatch`) and `actions: { canApplyCredit }`; above the balance or the outstanding amount → 400 at
   * `/amount` `amount_too_large`. 200 `{ invoice, applied, credit }`: `amountPaid` grows, `partially_paid` while
   * something remains, else `paid` (with the payment's effects, ledger "Billing"). The app's dialog shows the
   * balance, the amount applied and what remains before sending; `applied`/`credit` missing → the invoice is read
   * again. Idempotent: a repeated `Idempotency-Key` answers the first payment again; no credit is taken twice.
   */
  applyCredit: {
    method: 'POST',
    path: '/api/v2/billing/invoices/{id}/actions/apply-credit',
    scopes: [['write:billing']],
    idempotent: true,
    audit: { area: 'billing', action: 'invoice.apply_credit', target: { type: 'invoice', param: 'id' } },
    gate: 'billingApplyCredit',
    summary: 'Pay an invoice with account credit',
  },
  /**
   * Ours: what `refundInvoice` would return now, changing nothing (the app's dialog shows it before confirming):
   * `{ amount, net, vat, vatByRate, currencyCode, amountsIncludeVat: true, lines[{ description, item, net, vatRate,
   * vat, amount }] (`item` optional, as on the invoice's lines: the refunded line's with its unused days), unusedDays, periodDays, destinations: (card|credit)[], card: { brand, last4 } | null, windowEndsAt }`,
   * every amount positive. Blocked `canRefund` → 409 with its code and `actions: { canRefund }`.
   */
  refundQuote: {
    method: 'GET',
    path: '/api/v2/billing/invoices/{id}/refund-quote',
    scopes: [['read:billing']],
    summary: 'Preview a refund of an invoice',
  },
  /**
   * Ours. A consumer's right of withdrawal (ångerrätt, Swedish distance-selling law): 14 days from the invoice's
   * issue (the order's contract day; `refundWindowEndsAt` on the invoice). `canRefund` allowed only for a `paid`
   * order invoice whose frozen buyer is a consumer, inside the window, with paid days left; else blocked
   * `invoice_not_paid`, `invoice_refunded`, `credit_note`, `credit_invoice` (credit is not refunded here),
   * `not_consumer` (a business's refund goes through support), `refund_window_passed` (the app says the date it
   * ended), `nothing_to_refund`. The unused part is refunded: each line's net × the paid period's days not yet begun
   * / its days (the period starts at `paidAt`, one order billing cycle or `periodYears` long; today counts as used;
   * no cycle: the whole), rounded per line to the öre, its VAT per line at the line's rate, totals summed from lines.
   * Hosting's cancel at period end refunds nothing (the world keeps that rule); a withdrawal is the one refund path.
   * Body `{ destination: card|credit }` (strict): `card` only when the money came at the provider or by card (no
   * credit applied) — back to that card via the provider's stand-in (at once in the mock; 3–5 banking days said);
   * `credit` when the invoice is in the account's currency; else 400 at `/destination` `destination_unavailable`.
   * 201 `{ refund: quote + destination, invoice, creditNote }`: the invoice `refunded`, its
   * order `cancelled` (`paymentStatus` `credit_note`), a credit note (next number, lines mirroring the refunded lines
   * negated, same rates, `credits` → the invoice), history `refund` (and the balance grows for `credit`).
   * Idempotent: a repeated `Idempotency-Key` answers the first refund; nothing is refunded twice.
   */
  refundInvoice: {
    method: 'POST',
    path: '/api/v2/billing/invoices/{id}/actions/refund',
    scopes: [['write:billing']],
    idempotent: true,
    audit: { area: 'billing', action: 'invoice.refund', target: { type: 'invoice', param: 'id' } },
    gate: 'billingRefund',
    summary: 'Refund a paid invoice (right of withdrawal)',
  },
  /**
   * Ours. Body `{ cardId, returnUrl }` (strict) → 201 the payment (`Location` its URL): the stand-in provider charges
   * the card off-session for the invoice's outstanding amount exactly (gross when `amountsIncludeVat`). `succeeded`:
   * the invoice is paid (every effect of money arriving, as the provider's page); `declined` with `declineCode`
   * (`insufficient_funds`, `card_declined`, …): nothing charged, the invoice unchanged; `requires_action`: the bank
   * asks the customer to confirm at `redirectUrl` (the provider's page; the app follows it only when `https:`), which
   * sends the browser to `returnUrl` with `payment=<id>`; the app then reads the payment. No invoice gate: the app
   * offers it for a payable invoice (`canPay`) with a default card that has not expired (`cards`). Refused: an unknown
   * card 400 at `/cardId` `card_not_found`; nothing to pay 409 `invoice_not_payable` with `actions: { canPay }`; an
   * expired card 409 `card_expired` with `card: { id }` (never charged). Idempotent: a repeated `Idempotency-Key`
   * answers the first payment again and charges nothing. Mock test cards (by last four): 9995 declines
   * `insufficient_funds`, 0002 `card_declined`, 3155 asks for confirmation, any other succeeds.
   */
  payWithCard: {
    method: 'POST',
    path: '/api/v2/billing/invoices/{id}/actions/pay-with-card',
    scopes: [['write:billing']],
    idempotent: true,
    audit: { area: 'billing', action: 'invoice.pay_with_card', target: { type: 'invoice', param: 'id' } },
    gate: 'billingPay',
    location: true,
    summary: 'Pay an invoice with a saved card',
  },
  /**
   * Ours. Pays several invoices at once: body `{ invoiceIds[1..100], method: card|provider, cardId?, returnUrl }`
   * (strict; `cardId` required for `card`) → 201 the payment `{ id, status, amount, currencyCode, invoiceIds, …,
   * redirectUrl|paymentUrl }`: `amount` is the invoices' outstanding amounts summed. `card`: one charge, as
   * `payWithCard`; `provider`: `pending` with `paymentUrl`, one checkout page that pays them all. Refused, naming
   * each invoice by its pointer (`/invoiceIds/<i>`): a repeated or unknown id (another customer's too) 400
   * (`duplicate_invoice`, `invoice_not_found`); an invoice with nothing to pay 409 `invoices_not_payable` (each
   * error's code and detail the invoice's pay gate); more than one currency 409 `currency_mismatch`. Idempotent as
   * `payWithCard`.
   */
  createPayment: {
    method: 'POST',
    path: '/api/v2/billing/payments',
    scopes: [['write:billing']],
    idempotent: true,
    audit: { area: 'billing', action: 'payment.create' },
    gate: 'billingPay',
    location: true,
    summary: 'Pay several invoices at once',
  },
  /** Ours: a payment with its `status`; another customer's is a 404. */
  payment: {
    method: 'GET',
    path: '/api/v2/billing/payments/{id}',
    scopes: [['read:billing']],
    summary: 'Read a payment',
  },
  /**
   * Ours: `{ autoPay: { enabled }, actions: { canEnableAutoPay } }`. Automatic payment charges the default card on
   * each invoice's due date (the server's clock) for invoices due after it was turned on; the outcome is a history
   * entry (`auto_payment`, or `auto_payment_failed` with the invoice left open, not tried again).
   */
  settings: {
    method: 'GET',
    path: '/api/v2/billing/settings',
    scopes: [['read:billing']],
    summary: 'Read the billing settings',
  },
  /**
   * Ours. Body `{ autoPay: { enabled } }` (strict) → 200 the settings. Turning it on without a usable default card
   * (none, or expired) → 409 `no_default_card` / `card_expired` with `actions: { canEnableAutoPay }`; off always
   * works. The same value again is a 200 that changes nothing.
   */
  updateSettings: {
    method: 'PATCH',
    path: '/api/v2/billing/settings',
    scopes: [['write:billing']],
    audit: { area: 'billing', action: 'settings.auto_pay' },
    gate: 'billingSettings',
    summary: 'Change the billing settings',
  },
  /**
   * Ours (the spec names only add-funds): `{ balance, currencyCode, addFunds: { minimum: 100, maximum: 50000 },
   * actions: { canAddFunds } }`. Limits missing → the form sends what is typed and the server's 400 lands on the
   * field.
   */
  credit: {
    method: 'GET',
    path: '/api/v2/billing/credit',
    scopes: [['read:billing']],
    summary: 'Read the account credit',
  },
  /**
   * Body `{ amount }` (strict; within `addFunds`, two decimals) → 201 `{ invoice }`: an `add_funds` invoice,
   * `unpaid`, due in 14 days, one line "Account credit" at VAT rate 0 (a prepayment of money: VAT is on the invoices
   * the credit pays, ledger "Money: VAT"), with its payment URL; the balance grows by `amount` when it is paid.
   * Out of range → 400 at `/amount` `amount_out_of_range`. The app opens the created invoice's screen with its pay
   * button. Idempotent: the same `Idempotency-Key` and amount answers the first invoice again, so "Add funds" pressed
   * again after an unknown outcome makes one invoice.
   */
  addFunds: {
    method: 'POST',
    path: '/api/v2/billing/credit/actions/add-funds',
    scopes: [['write:billing']],
    idempotent: true,
    audit: {
      area: 'billing',
      action: 'credit.add_funds',
      target: { type: 'invoice', created: { name: 'number', within: 'invoice' } },
    },
    gate: 'billingAddFunds',
    location: true,
    summary: 'Add funds to the account credit',
  },
  /**
   * A list page (`hasMore: false`), the default first, then the newest added: `{ id: card_…, brand:
   * visa|mastercard|amex, last4, expMonth, expYear, isDefault, expired, actions: { canMakeDefault, canRemove } }`.
   * Never a card number; `expired` by the server's clock. Unknown brand → "Card"; `expired` missing → worked out
   * from the expiry month (`isCardExpired`); an expired card is marked by word and icon.
   */
  cards: {
    method: 'GET',
    path: '/api/v2/billing/cards',
    scopes: [['read:billing']],
    summary: 'List payment cards',
  },
  /**
   * Starts adding a card: body `{ returnUrl }` (strict; absolute http(s), ≤ 2000) → 201 `{ id: cset_…, status:
   * 'pending', redirectUrl, card: null, declineCode: null }`, `redirectUrl` the provider's page (ledger "Billing").
   * The provider completes (the new card is the default when it is the only usable one) or declines (`declineCode:
   * card_declined`) and sends the browser to `returnUrl` with `cardSetup=<id>` added. The app follows
   * `redirectUrl` only when `https:`.
   */
  startCardSetup: {
    method: 'POST',
    path: '/api/v2/billing/cards',
    scopes: [['write:billing']],
    audit: { area: 'billing', action: 'card.setup' },
    gate: 'billingCards',
    location: true,
    summary: 'Start adding a payment card',
  },
  /**
   * Ours: a setup with its `status` and `card`; another customer's is a 404. Back on the cards screen with
   * `?cardSetup=`, the app reads it once, says "added" or "declined", then drops the parameter from the address.
   */
  cardSetup: {
    method: 'GET',
    path: '/api/v2/billing/cards/setups/{id}',
    scopes: [['read:billing']],
    summary: 'Read a card setup',
  },
  /**
   * Ours. Strict empty body → 200 the card. Blocked `canMakeDefault` (`already_default`, `card_expired`) → 409
   * with the gate's code, top-level `card: { id }` and `actions: { canMakeDefault }`.
   */
  makeDefaultCard: {
    method: 'POST',
    path: '/api/v2/billing/cards/{id}/actions/make-default',
    scopes: [['write:billing']],
    audit: { area: 'billing', action: 'card.make_default', target: { type: 'card', param: 'id' } },
    gate: 'billingCards',
    summary: 'Make a card the default',
  },
  /**
   * Ours. 204. Blocked `canRemove` (`default_card`: the default while other cards exist, "make another card the
   * default first") → 409 with `card: { id }` and `actions: { canRemove }`. The app asks first.
   */
  removeCard: {
    method: 'DELETE',
    path: '/api/v2/billing/cards/{id}',
    scopes: [['write:billing']],
    audit: { area: 'billing', action: 'card.remove', target: { type: 'card', param: 'id' } },
    gate: 'billingCards',
    summary: 'Remove a payment card',
  },
  /**
   * `?kind=<kind>&limit&cursor`, newest first: `{ id: bact_…, kind: invoice_issued|payment|credit_added|
   * credit_applied|refund|invoice_cancelled|credit_note_issued, occurredAt, amount, currencyCode, invoiceId, invoiceNumber, orderId,
   * orderNumber, vatBasis, invoiceKind }`. `amount` is positive (what moved; an issued or cancelled invoice's total).
   * `vatBasis` says what it is (ledger "Money: VAT"): `included` (gross: invoices, credit notes, payments, credit used,
   * refunds), `none` for credit added and anything on an add-funds invoice (a prepayment); absent → `excluded`.
   * `invoiceKind` is the named invoice's `kind` (`credit_note`: the row says "Credit note N"). `invoice_issued` (every
   * invoice but a draft, at `issuedAt`) and `invoice_cancelled` (at the cancel, whichever area cancelled it) are read
   * from the invoices, so an invoice any area made or cancelled is in the history (mock ids `bact_issued_<invoiceId>`,
   * `bact_cancelled_<invoiceId>`; money that moved is stored, `bact_000001`… in time order). Every change of this
   * area adds its entry. Unknown kind → "Other"; a row links its invoice and order when their ids are there.
   * Ours: `net`, `vat` (positive, as `amount`) and `vatRate` split `amount`: from the named invoice (its own net and
   * VAT when the whole amount moved, else the same share, VAT to the öre); a prepayment is all net, `vat` 0, no rate;
   * `vatRate` only when the invoice has one rate. Optional: absent or null (a server that does not split, an entry
   * without an invoice), the screen shows the amount alone and the CSV leaves those columns empty.
   */
  activity: {
    method: 'GET',
    path: '/api/v2/billing/activity',
    scopes: [['read:billing']],
    summary: 'List the billing history',
  },
  /**
   * Ours: who the account bills and so how its prices and invoices are taxed (ledger "Money: VAT"): `{ customerType:
   * consumer|business, name, address { street, postalCode, city }, country, vatNumber, vatNumberStatus:
   * valid|invalid|pending|not_applicable, vatNumberCheckedAt, vatRate, reverseCharge, actions: { canEdit } }`.
   * `vatRate`/`reverseCharge` are `/me`'s `tax`: SE 25 %; an EU business with a `valid` number 0 % reverse charge; any
   * other EU customer (consumer, or a business whose number is `pending` or `invalid`) its country's rate; outside
   * the EU 0 %. A customer who never saved one is a consumer in SE (mock). A `pending` number is looked up again on
   * this read, on `/me` and on the next PATCH once the register answers (`valid`, or `invalid`: then the country's
   * rate), with `vatNumberCheckedAt` the time it answered. Mock: Nordlicht AB (demo) is a Swedish business, Keller
   * Bau GmbH a German one (reverse charge); the empty scenario's customer a Swedish consumer.
   */
  profile: {
    method: 'GET',
    path: '/api/v2/billing/profile',
    scopes: [['read:billing']],
    summary: 'Read the billing profile',
  },
  /**
   * Body (strict; each member optional, the rest kept): `customerType`, `name`, `address { street, postalCode, city
   * }`, `country` (ISO alpha-2), `vatNumber` (null removes it). 200 the profile. 400 with pointers, nothing saved:
   * `/country` `country_not_sold_to` (sold to: the EU, NO, IS, CH, GB); `/vatNumber` `vat_number_format`,
   * `vat_number_checksum` (vat-number.ts), `vat_number_country` (another country's prefix), `vat_number_required` (a
   * business in the EU gives one: without it, choose consumer), `vat_number_not_for_consumer`,
   * `vat_number_not_registered` (the register says no such number); `/name` `name_required` (a business). The
   * register down (mock: world option `vatRegisterOutage`) → saved with `vatNumberStatus: pending`, never refused for
   * that; until it is confirmed the country's rate applies. A number outside the EU is kept as typed (compact),
   * `not_applicable`. Only invoices issued afterwards follow: issued ones keep their buyer and VAT. The app checks
   * the number's format and checksum before sending and then reads `/me` and the profile again.
   */
  updateProfile: {
    method: 'PATCH',
    path: '/api/v2/billing/profile',
    scopes: [['write:billing']],
    audit: { area: 'billing', action: 'billing_profile.update' },
    gate: 'billingProfile',
    summary: 'Change the billing profile',
  },
});
