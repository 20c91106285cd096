import {
  order,
  orderCancelBody,
  orderCreateBody,
  orderCreateResponse,
  orderIdParam,
  orderListPage,
  orderListQuery,
  orderPreview,
  orderPreviewBody,
} from '@/api/schemas/orders';
import { bindIo, param } from './endpoint';
import { orderRoutes } from './orders';

const orderId = param(orderIdParam, 'Expected an order id (ord_…).');

/** The orders area's endpoints with their contract (`orders.ts` holds the routes and the decisions). */
export const orderEndpoints = bindIo(orderRoutes, {
  list: { query: orderListQuery, response: orderListPage },
  create: { body: orderCreateBody, response: orderCreateResponse, status: 201 },
  preview: { body: orderPreviewBody, response: orderPreview },
  detail: { params: { id: orderId }, response: order },
  cancel: { params: { id: orderId }, body: orderCancelBody, bodyOptional: true, response: order },
});
