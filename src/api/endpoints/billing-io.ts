import {
  addFundsBody,
  addFundsResponse,
  applyCreditBody,
  applyCreditResponse,
  billingActivityPage,
  billingActivityQuery,
  billingProfile,
  billingProfileBody,
  billingSettings,
  billingSettingsPatch,
  createPaymentBody,
  payWithCardBody,
  refundBody,
  refundQuote,
  refundResponse,
  payment,
  paymentIdParam,
  card,
  cardActionBody,
  cardIdParam,
  cardListPage,
  cardSetup,
  cardSetupBody,
  cardSetupIdParam,
  credit,
  invoice,
  invoiceCancelBody,
  invoiceIdParam,
  invoiceListPage,
  invoiceListQuery,
  invoicePdfQuery,
} from '@/api/schemas/billing';
import { bindIo, param } from './endpoint';
import { billingRoutes } from './billing';

const invoiceId = param(invoiceIdParam, 'Expected an invoice id (inv_…).');
const cardId = param(cardIdParam, 'Expected a card id (card_…).');

/** Billing's endpoints with their contract (`billing.ts` holds the routes and the decisions). */
export const billingEndpoints = bindIo(billingRoutes, {
  invoices: { query: invoiceListQuery, response: invoiceListPage },
  invoice: { params: { id: invoiceId }, response: invoice },
  // A file: no JSON schema for its answer (`binary` in the table).
  invoicePdf: { params: { id: invoiceId }, query: invoicePdfQuery, response: null },
  cancelInvoice: { params: { id: invoiceId }, body: invoiceCancelBody, bodyOptional: true, response: invoice },
  applyCredit: { params: { id: invoiceId }, body: applyCreditBody, bodyOptional: true, response: applyCreditResponse },
  refundQuote: { params: { id: invoiceId }, response: refundQuote },
  refundInvoice: { params: { id: invoiceId }, body: refundBody, response: refundResponse, status: 201 },
  payWithCard: { params: { id: invoiceId }, body: payWithCardBody, response: payment, status: 201 },
  createPayment: { body: createPaymentBody, response: payment, status: 201 },
  payment: { params: { id: param(paymentIdParam, 'Expected a payment id (pay_…).') }, response: payment },
  settings: { response: billingSettings },
  updateSettings: { body: billingSettingsPatch, response: billingSettings },
  credit: { response: credit },
  addFunds: { body: addFundsBody, response: addFundsResponse, status: 201 },
  cards: { response: cardListPage },
  startCardSetup: { body: cardSetupBody, response: cardSetup, status: 201 },
  cardSetup: { params: { id: param(cardSetupIdParam, 'Expected a card setup id (cset_…).') }, response: cardSetup },
  makeDefaultCard: { params: { id: cardId }, body: cardActionBody, bodyOptional: true, response: card },
  // 204: no body.
  removeCard: { params: { id: cardId }, response: null, status: 204 },
  activity: { query: billingActivityQuery, response: billingActivityPage },
  profile: { response: billingProfile },
  updateProfile: { body: billingProfileBody, response: billingProfile },
});
