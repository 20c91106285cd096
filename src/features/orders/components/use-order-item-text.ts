import { useCallback } from 'react';
import type { Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { usePlanName } from '@/ui/format/plan-name';
import { useFormat } from '@/ui/format/use-format';
import { orderMessages } from '@/features/orders/messages/catalog';
import { describeOrderItem, orderItemLines, type OrderItemRecord } from '@/features/orders/order-item-text';

/**
 * What an order is for, in words (src/features/orders/order-item-text.ts), in the active language, a catalog plan
 * by its name in that language (usePlanName).
 */
export function useOrderItemText() {
  const t = useMessages(orderMessages);
  const format = useFormat();
  const planName = usePlanName();
  const describe = useCallback(
    (item: OrderItemRecord) => describeOrderItem(item, t, format.number, planName),
    [t, format, planName],
  );
  const linesOf = useCallback((order: Order): string[] => orderItemLines(order, describe), [describe]);
  return { describe, linesOf };
}
