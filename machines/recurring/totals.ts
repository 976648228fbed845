// Annual totals of a standing order (SH-2-014; SH-3-028 shipments, SH-3-029 quantities, SH-3-030 annual
// amount), summed over its products (PX-32-004): the one implementation, which the sandbox's detail view
// uses. Pure, so the property suite holds it against a plain model (property-tests/standing-order-totals.test.ts).

/** Missed (PX-69-010) is never stored: a Scheduled occurrence dated before today is read as it. */
export type OccurrenceStatus = 'Scheduled' | 'Shipped' | 'Skipped' | 'Cancelled' | 'Missed';

/** One product's quantity in one occurrence. */
interface OccurrenceItem {
  productId: string;
  quantity: number;
}

export interface Occurrence {
  date: string;
  status: OccurrenceStatus;
  items: OccurrenceItem[];
}

export interface StandingOrderTotals {
  numberOfShipments: number;
  totalQuantity: number;
  quantityShipped: number;
  quantityCancelled: number;
  quantityToBeShipped: number;
  /** The product amount of the counted occurrences before `yearEnd`, in cents. */
  annualAmountCents: number;
}

/** An occurrence's quantity: every product's. */
export const occurrenceQuantity = (occurrence: Pick<Occurrence, 'items'>) => occurrence.items.reduce((n, item) => n + item.quantity, 0);

const isCounted = (occurrence: Occurrence) => occurrence.status !== 'Skipped' && occurrence.status !== 'Cancelled' && occurrence.status !== 'Missed';
const isCancelled = (occurrence: Occurrence) => occurrence.status === 'Skipped' || occurrence.status === 'Cancelled';

/**
 * `unitCents(productId, quantity)` prices one product at a quantity (its tiers); `yearEnd` is the first
 * day after the twelve months from the first shipment.
 */
export function standingOrderTotals(schedule: readonly Occurrence[], yearEnd: string, unitCents: (productId: string, quantity: number) => number): StandingOrderTotals {
  const sum = (rows: readonly Occurrence[]) => rows.reduce((n, occurrence) => n + occurrenceQuantity(occurrence), 0);
  const counted = schedule.filter(isCounted);
  const totalQuantity = sum(counted);
  const quantityShipped = sum(schedule.filter((o) => o.status === 'Shipped'));
  const annualAmountCents = counted
    .filter((o) => o.date < yearEnd)
    .reduce((cents, o) => cents + o.items.reduce((n, item) => n + unitCents(item.productId, item.quantity) * item.quantity, 0), 0);
  return {
    numberOfShipments: counted.length,
    totalQuantity,
    quantityShipped,
    quantityCancelled: sum(schedule.filter(isCancelled)),
    quantityToBeShipped: totalQuantity - quantityShipped,
    annualAmountCents,
  };
}
