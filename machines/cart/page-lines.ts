// The cart page's lines: when a read of a page of them is ready (CC-4-030, CC-4-031), how a changed
// line and a further page join those shown (PX-08-031, PX-57-001). Moved out of the page's hook
// (issue 13: rules leave the views), which now only binds them to the cart area's adapter.
import { createPollingMachine } from '../checkout/polling.machine.ts';
import type { Wire } from '../wire.ts';
import { isCartSummaryReady } from './summary-polling.ts';

type CartLine = Wire['CartItem'];

/** One read of a cart page: the HTTP status (202 while processing) and the lines, if any. */
export interface CartPageRead {
  status: number;
  data: Wire['CartItemCollection'] | undefined;
}

/** CC-4-030, CC-4-031: a page is ready once the read is not a 202 and its summary is not Processing. */
export function isCartPageReady(read: CartPageRead): boolean {
  return read.status !== 202 && (read.data === undefined || isCartSummaryReady(read.data.cartSummary));
}

/** CC-4-031: reads one page of lines (actor `read`) until it is ready, on the specification's polling schedule. */
export const cartPagePollingMachine = createPollingMachine<Record<string, never>, CartPageRead>('cartPagePolling', isCartPageReady);

/** The lines of a page read, in the server's order. */
export function linesOf(page: Wire['CartItemCollection'] | undefined): CartLine[] {
  return page?.cartItems.map((result) => result.cartItem) ?? [];
}

/** PX-08-031: the server's answer to a quantity change replaces the line's fields; other lines stay as they are. */
export function withUpdatedLine(lines: readonly CartLine[], cartItemId: string, updated: CartLine | undefined): CartLine[] {
  if (!updated) return [...lines];
  return lines.map((line) => (line.cartItemId === cartItemId ? { ...line, ...updated } : line));
}

/** PX-08-031: the quantity the line machine keeps after a change: the server's, else the one asked for. */
export function committedQuantity(updated: CartLine | undefined, asked: number): number {
  return Number(updated?.quantity ?? asked);
}

/**
 * PX-57-001: 'Show more' adds the next page's lines after those shown, none twice: a line already shown
 * (the pages shifted under a change made meanwhile) keeps its place.
 */
export function withNextPage(lines: readonly CartLine[], page: Wire['CartItemCollection'] | undefined): CartLine[] {
  const shown = new Set(lines.map((line) => line.cartItemId));
  return [...lines, ...linesOf(page).filter((line) => !shown.has(line.cartItemId))];
}

/** PX-57-002: the cart answers the next page's token as its page number (CC-9-002 counts pages from 1). */
export function pageNumberOfToken(token: string): number {
  return Number(token);
}
