import { orderFirstTable } from '../../features/orders/orders-first-rows';
import { registerFirstRows } from './register';

/** The orders list's first rows (src/boot/first-rows.ts). */
registerFirstRows('orders', orderFirstTable, { noun: 'orders', dates: true });
