import { billingRoutes } from '../endpoints/billing';

/** The invoice list and an invoice (src/features/billing/api/billing-queries.ts). */
export const billingReads = {
  /** A page of the invoices; the first screen's is the first page without a filter. */
  invoices: (filter: { status?: string | undefined; cursor?: string | undefined } = {}) => ({
    route: billingRoutes.invoices,
    query: { status: filter.status, cursor: filter.cursor, limit: 20 },
  }),
  /** One page of 100 without a filter: how many invoices there are (the API sends no total). */
  invoiceTotal: () => ({ route: billingRoutes.invoices, query: { limit: 100 } }),
  invoice: (id: string) => ({ route: billingRoutes.invoice, params: { id } }),
};
