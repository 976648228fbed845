// The rows of the quick-order page (PX-18-002): SKU and quantity as typed, five to start, more on
// demand, at most 100; a list read from paste or CSV fills them (PX-18-003, PX-18-004). Each row's
// state comes from what the SKU lookup answered.
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES, QUICK_ORDER_START_ROWS } from '../constants/self-service.ts';
import { checkQuantity, isValidQuantity, nearestValidQuantity, type QuantityProblem } from '../pricing/quantity-rule.ts';
import { mergeDuplicates, skuKey, type ParsedLine } from './parse-lines.ts';
import type { LookedUpProduct } from './sku-lookup.ts';

export interface Row {
  id: number;
  sku: string;
  quantity: string;
  /** Lines of the pasted list or file this row came from (empty for a typed row). */
  lineNumbers: number[];
  notes: string[];
  /** A row from a list takes the nearest valid quantity once its product is known (PX-18-004). */
  adjustOnLookup: boolean;
}

/** By skuKey: the product, null when the SKU is unknown; absent while not looked up. */
export type ProductsBySku = Readonly<Record<string, LookedUpProduct | null>>;

export type RowState =
  | { kind: 'empty' }
  | { kind: 'pending' }
  | { kind: 'unknown' }
  | { kind: 'notOrderable'; product: LookedUpProduct }
  | { kind: 'badQuantity'; product: LookedUpProduct; problem: QuantityProblem }
  | { kind: 'ready'; product: LookedUpProduct; quantity: number };

export const emptyRow = (id: number): Row => ({ id, sku: '', quantity: '1', lineNumbers: [], notes: [], adjustOnLookup: false });

export function startRows(): Row[] {
  return Array.from({ length: QUICK_ORDER_START_ROWS }, (_, index) => emptyRow(index + 1));
}

export function rowState(row: Row, products: ProductsBySku): RowState {
  const key = skuKey(row.sku);
  if (key === '') return { kind: 'empty' };
  if (!(key in products)) return { kind: 'pending' };
  const product = products[key];
  if (!product) return { kind: 'unknown' };
  if (!product.orderable) return { kind: 'notOrderable', product };
  const check = checkQuantity(row.quantity, product.rule);
  return check.ok ? { kind: 'ready', product, quantity: check.quantity } : { kind: 'badQuantity', product, problem: check.problem };
}

/** The SKUs of the rows not looked up yet. */
export function skusToLookUp(rows: readonly Row[], products: ProductsBySku): string[] {
  return [...new Set(rows.map((row) => skuKey(row.sku)).filter((key) => key !== '' && !(key in products)))];
}

/** PX-18-002: five more rows, never past 100. */
export function addRows(rows: readonly Row[], nextId: number): { rows: Row[]; nextId: number } {
  const count = Math.max(0, Math.min(QUICK_ORDER_START_ROWS, QUICK_ORDER_MAX_LINES - rows.length));
  return { rows: [...rows, ...Array.from({ length: count }, (_, index) => emptyRow(nextId + index))], nextId: nextId + count };
}

/**
 * PX-18-004: a read list joins the rows: typed rows stay, a SKU already on a row adds its quantity
 * there (with a note), new SKUs follow, the total held at 100 products.
 */
export function joinList(rows: readonly Row[], lines: readonly ParsedLine[], nextId: number): { rows: Row[]; nextId: number; truncated: string | null } {
  const kept = rows.filter((row) => skuKey(row.sku) !== '').map((row) => ({ ...row, notes: [...row.notes] }));
  const byKey = new Map(kept.map((row) => [skuKey(row.sku), row]));
  let id = nextId;
  let truncated: string | null = null;
  for (const line of mergeDuplicates(lines)) {
    const notes = line.lineNumbers.length > 1 ? [QUICK_ORDER_MESSAGES.merged(line.lineNumbers)] : [];
    const existing = byKey.get(skuKey(line.sku));
    if (existing) {
      const typed = Number(existing.quantity);
      existing.quantity = String((Number.isSafeInteger(typed) && typed > 0 ? typed : 0) + line.quantity);
      existing.lineNumbers = [...existing.lineNumbers, ...line.lineNumbers];
      existing.notes = [...existing.notes, ...notes];
      existing.adjustOnLookup = true;
      continue;
    }
    if (kept.length >= QUICK_ORDER_MAX_LINES) {
      truncated = QUICK_ORDER_MESSAGES.tooMany(QUICK_ORDER_MAX_LINES);
      continue;
    }
    const row: Row = { id: id++, sku: line.sku, quantity: String(line.quantity), lineNumbers: line.lineNumbers, notes, adjustOnLookup: true };
    kept.push(row);
    byKey.set(skuKey(row.sku), row);
  }
  while (kept.length < QUICK_ORDER_START_ROWS) kept.push(emptyRow(id++));
  return { rows: kept, nextId: id, truncated };
}

/** PX-18-004: rows from a list take their product's nearest valid quantity, with a note, once it is known. */
export function adjustQuantities(rows: readonly Row[], products: ProductsBySku): Row[] {
  return rows.map((row) => {
    const key = skuKey(row.sku);
    if (!row.adjustOnLookup || !(key in products)) return row;
    const product = products[key];
    const quantity = Number(row.quantity);
    if (!product || !product.orderable || isValidQuantity(quantity, product.rule)) return { ...row, adjustOnLookup: false };
    const adjusted = nearestValidQuantity(quantity, product.rule);
    return { ...row, quantity: String(adjusted), notes: [...row.notes, QUICK_ORDER_MESSAGES.adjusted(quantity, adjusted)], adjustOnLookup: false };
  });
}

/** PX-18-005: what 'Add to cart' sends, the ready rows only. */
export function readyItems(rows: readonly Row[], products: ProductsBySku): Array<{ rowId: number; sku: string; quantity: string }> {
  return rows.flatMap((row) => {
    const state = rowState(row, products);
    return state.kind === 'ready' ? [{ rowId: row.id, sku: row.sku.trim(), quantity: String(state.quantity) }] : [];
  });
}
