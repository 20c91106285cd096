import type { OrderPaymentStatus, OrderStatus } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { StatusBadge } from '@/ui/status-badge';
import { orderMessages } from '@/features/orders/messages/catalog';
import { orderStatusTones, paymentStatusTones } from '@/features/orders/order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useMessages(orderMessages);
  return <StatusBadge tone={orderStatusTones[status]}>{t('orders.status', { status })}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: OrderPaymentStatus['status'] }) {
  const t = useMessages(orderMessages);
  return <StatusBadge tone={paymentStatusTones[status]}>{t('orders.paymentStatus', { status })}</StatusBadge>;
}
