// Buy again (PX-15-005): which lines of a past order go into one batch add, and why the others could
// not be added. Stock is checked before the add (a line short of stock is not sent); the batch's
// answers say which lines are no longer sold or break their quantity rule. Lines already in the cart
// are never touched: the batch only adds.
import { availabilityByProduct, canOrder, UNKNOWN_AVAILABILITY, type InventoryLevel } from '../catalogue/availability.ts';
import type { Wire } from '../wire.ts';

export type OrderLine = Pick<Wire['OrderItemSummary'], 'productId' | 'sku' | 'description' | 'quantity'>;
export type ReorderReason = 'notSold' | 'quantityRule' | 'noStock' | 'failed';

export interface ReorderLine {
  productId: string;
  sku: string;
  description: string;
  quantity: number;
}

export interface RefusedLine {
  sku: string;
  description: string;
  reason: ReorderReason;
  /** The server's own words, when it gave some. */
  detail?: string;
}

export interface ReorderOutcome {
  added: ReorderLine[];
  refused: RefusedLine[];
}

/** The batch add accepts at most this many inputs (CartItemBatchInput maxItems). */
const REORDER_BATCH_LIMIT = 100;

const refuse = (line: OrderLine, reason: ReorderReason, detail?: string): RefusedLine => ({ sku: line.sku, description: line.description, reason, ...(detail ? { detail } : {}) });

/** The lines to send, and those refused before sending: a quantity that is not a whole number above 0, or not enough stock. */
export function planReorder(items: readonly OrderLine[], levels: readonly InventoryLevel[]): { lines: ReorderLine[]; refused: RefusedLine[] } {
  const availability = availabilityByProduct(levels);
  const lines: ReorderLine[] = [];
  const refused: RefusedLine[] = [];
  for (const item of items) {
    const quantity = Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity <= 0) refused.push(refuse(item, 'quantityRule'));
    else if (!canOrder(availability[item.productId] ?? UNKNOWN_AVAILABILITY, quantity)) refused.push(refuse(item, 'noStock'));
    else if (lines.length >= REORDER_BATCH_LIMIT) refused.push(refuse(item, 'failed'));
    else lines.push({ productId: item.productId, sku: item.sku, description: item.description, quantity });
  }
  return { lines, refused };
}

type BatchAnswer = Wire['CartItemBatchResult'];
type ErrorEntry = { errorCode?: string; message?: string };

/** Why the platform refused one input of the batch. */
export function refusalReason(statusCode: number, errors: readonly ErrorEntry[]): ReorderReason {
  const codes = errors.map((error) => error.errorCode ?? '');
  if (codes.includes('INSUFFICIENT_INVENTORY')) return 'noStock';
  if (statusCode === 404 || codes.some((code) => code === 'NOT_FOUND' || code === 'INVALID_ID_FIELD')) return 'notSold';
  if (statusCode === 422 || codes.includes('CART_VALIDATION_ERROR')) return 'quantityRule';
  return 'failed';
}

/** The batch's answers, one per line in order, as added and refused lines. */
export function reorderOutcome(lines: readonly ReorderLine[], answer: BatchAnswer, refusedBefore: readonly RefusedLine[] = []): ReorderOutcome {
  const added: ReorderLine[] = [];
  const refused: RefusedLine[] = [...refusedBefore];
  lines.forEach((line, index) => {
    const result = answer.results[index];
    if (result && result.statusCode >= 200 && result.statusCode < 300) {
      added.push(line);
      return;
    }
    const errors: ErrorEntry[] = result && Array.isArray(result.result) ? result.result : [];
    refused.push({ sku: line.sku, description: line.description, reason: refusalReason(result?.statusCode ?? 500, errors), ...(errors[0]?.message ? { detail: errors[0].message } : {}) });
  });
  return { added, refused };
}
