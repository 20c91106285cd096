/** Problem codes of the orders area (orders, order creation, invoices) and their titles. */
export const ordersProblems = {
  titles: {
    not_cancelable: 'Order cannot be cancelled',
    product_unavailable: 'Plan not available',
  },
  publicPaths: [],
};
