import {
  CART_PAGE_NUMBER,
  CART_PAGE_SIZE,
  DEFAULT_CART_NAME,
  DEFAULT_INVENTORY_RESERVATION_SECONDS,
} from '../constants/cart-checkout.ts';

/** CC-4-040, CC-9-001, CC-9-002: cart-items paging defaults to page 1 of 25 on the current cart. */
export function cartItemsPage(options: { cartId?: string; pageNumber?: number; pageSize?: number } = {}): {
  cartId: string;
  pageNumber: number;
  pageSize: number;
} {
  return {
    cartId: options.cartId ?? DEFAULT_CART_NAME,
    pageNumber: options.pageNumber ?? CART_PAGE_NUMBER,
    pageSize: options.pageSize ?? CART_PAGE_SIZE,
  };
}

/** CC-9-004, CC-9-005: the reservation lasts 14400 s unless the inventory source configures one. */
export function inventoryReservationSeconds(configured?: number | null): number {
  return configured ?? DEFAULT_INVENTORY_RESERVATION_SECONDS;
}
