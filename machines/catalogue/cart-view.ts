// The current-cart page (CC-2-009): the lines of the cart and its totals, read once the cart is no
// longer being processed (CC-4-030, CC-4-031: a 202 or a Processing summary is read again on the
// polling schedule).
import { isCartSummaryReady } from '../cart/summary-polling.ts';
import type { Wire } from '../wire.ts';

export interface CartItemsRead {
  status: number;
  data: CartItemsAnswer | undefined;
}

type WireCartItem = Wire['CartItem'];

/**
 * What the cart page reads of GET carts/{id}/cart-items (the contract's CartItemCollection): a line's
 * ids and quantity, the rest of the line and of the summary as far as the platform sends it.
 */
export interface CartItemsAnswer {
  cartItems?: Array<{
    cartItem: Pick<WireCartItem, 'cartItemId' | 'productId' | 'quantity'> &
      Partial<Pick<WireCartItem, 'name' | 'type' | 'salesPrice' | 'unitAdjustedPrice' | 'totalPrice'>> & {
        productDetails?: Partial<Pick<Wire['CartItemProductDetails'], 'name' | 'sku' | 'fields'>> | null;
      };
  }>;
  cartSummary?: Partial<Wire['CartSummary']>;
}

export function isCartItemsReady(read: CartItemsRead): boolean {
  return read.status !== 202 && (read.data?.cartSummary === undefined || isCartSummaryReady(read.data.cartSummary));
}

interface CartLine {
  cartItemId: string;
  productId: string;
  name: string;
  sku: string | null;
  quantity: string;
  unitPrice: string | null;
  totalPrice: string | null;
  unitOfMeasure: string | null;
}

export interface CartView {
  lines: CartLine[];
  currencyIsoCode: string | null;
  itemCount: number;
  subtotal: string | null;
  tax: string | null;
  grandTotal: string | null;
}

export const EMPTY_CART: CartView = { lines: [], currencyIsoCode: null, itemCount: 0, subtotal: null, tax: null, grandTotal: null };

export function cartView(answer: CartItemsAnswer | undefined): CartView {
  if (!answer) return EMPTY_CART;
  const lines = (answer.cartItems ?? [])
    .map((entry) => entry.cartItem)
    .filter((item) => (item.type ?? 'Product') === 'Product')
    .map((item) => ({
      cartItemId: item.cartItemId,
      productId: item.productId,
      name: item.name ?? item.productDetails?.name ?? item.productId,
      sku: item.productDetails?.sku ?? item.productDetails?.fields?.StockKeepingUnit ?? null,
      quantity: item.quantity,
      unitPrice: item.unitAdjustedPrice ?? item.salesPrice ?? null,
      totalPrice: item.totalPrice ?? null,
      unitOfMeasure: item.productDetails?.fields?.QuantityUnitOfMeasure ?? null,
    }));
  const summary = answer.cartSummary;
  const count = Number(summary?.totalProductCount ?? Number.NaN);
  return {
    lines,
    currencyIsoCode: summary?.currencyIsoCode ?? null,
    itemCount: Number.isFinite(count) ? count : lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0),
    subtotal: summary?.totalProductAmount ?? null,
    tax: summary?.totalTaxAmount ?? null,
    grandTotal: summary?.grandTotalAmount ?? null,
  };
}
