// PX-18-006: the quick-order rows survive a reload and Back: kept in session storage (this tab) per
// buyer and account until they reach the cart; whatever is stored is checked before it is used.
import type { KeyValueStorage } from '../cart/storage.ts';
import { QUICK_ORDER_MAX_LINES } from '../constants/self-service.ts';
import { startRows, type Row } from './rows.ts';

const QUICK_ORDER_STORAGE_PREFIX = 'krm.quickOrder.';

const isRow = (value: unknown): value is Row => {
  const row = value as Row;
  return (
    typeof row === 'object' &&
    row !== null &&
    Number.isSafeInteger(row.id) &&
    typeof row.sku === 'string' &&
    typeof row.quantity === 'string' &&
    Array.isArray(row.lineNumbers) &&
    row.lineNumbers.every(Number.isSafeInteger) &&
    Array.isArray(row.notes) &&
    row.notes.every((note) => typeof note === 'string') &&
    typeof row.adjustOnLookup === 'boolean'
  );
};

/** The stored rows, or five empty ones when nothing (usable) is stored. */
export function readRows(storage: KeyValueStorage | undefined, key: string): Row[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(QUICK_ORDER_STORAGE_PREFIX + key) ?? 'null');
    if (Array.isArray(stored) && stored.length > 0 && stored.length <= QUICK_ORDER_MAX_LINES && stored.every(isRow)) {
      return new Set(stored.map((row) => row.id)).size === stored.length ? stored : startRows();
    }
  } catch {
    // Unreadable storage counts as empty.
  }
  return startRows();
}

/** Rows with nothing typed are not worth keeping: the page starts with them anyway. */
export function writeRows(storage: KeyValueStorage | undefined, key: string, rows: readonly Row[]): void {
  try {
    if (rows.every((row) => row.sku.trim() === '')) storage?.removeItem(QUICK_ORDER_STORAGE_PREFIX + key);
    else storage?.setItem(QUICK_ORDER_STORAGE_PREFIX + key, JSON.stringify(rows));
  } catch {
    // A full or blocked storage only loses the reload's copy.
  }
}
