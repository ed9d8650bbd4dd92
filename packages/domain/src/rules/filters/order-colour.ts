/**
 * Order colour status (hub §3 OrderColourStatus; hub §4 "Filtering orders by colour status is
 * local"). DECIDED, as the spec gives no rule: a traffic light for orders only.
 *  - RED: the order will arrive after it is required in store (ETA after required-in-store).
 *  - AMBER: its ex-works date has passed and it is still PLANNED or CONFIRMED (not shipped).
 *  - GREEN: otherwise, and always once delivered.
 * Records that are not orders have no colour (null).
 */
export const ORDER_COLOURS = ['RED', 'AMBER', 'GREEN'] as const;
export type OrderColourStatus = (typeof ORDER_COLOURS)[number];

export type OrderColourInput = {
  ordStatus: string | null;
  exWorks: Date | null;
  reqInStore: Date | null;
  eta: Date | null;
  deliveredDate: Date | null;
};

export function orderColourStatus(order: OrderColourInput, now: Date): OrderColourStatus | null {
  if (!order.ordStatus) return null;
  if (order.ordStatus === 'DLV' || order.deliveredDate) return 'GREEN';
  if (order.eta && order.reqInStore && order.eta.getTime() > order.reqInStore.getTime()) return 'RED';
  if (
    order.exWorks &&
    order.exWorks.getTime() < now.getTime() &&
    (order.ordStatus === 'PLC' || order.ordStatus === 'CNF')
  ) {
    return 'AMBER';
  }
  return 'GREEN';
}
