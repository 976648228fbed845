// PX-22-002: the checkout's first reads, the cart's summary and (after a reload) whether the checkout
// kept for this tab is still open, go out side by side: one round trip before the checkout resumes
// rather than two. What the stored checkout's read answers counts only once asked for (for a cart
// with lines), so a failure of it never stands in for the cart's answer.

export interface StartReads<Cart> {
  cart: Cart;
  /** Whether the stored checkout is still open (false when none is stored); its failure, if any. */
  storedCheckoutOpen(): Promise<boolean>;
}

export async function readCartWithStoredCheckout<Cart>(reads: { cart(): Promise<Cart>; storedCheckoutOpen?: () => Promise<boolean> }): Promise<StartReads<Cart>> {
  const stored = reads.storedCheckoutOpen?.().then(
    (open) => ({ ok: true as const, open }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const cart = await reads.cart();
  return {
    cart,
    async storedCheckoutOpen() {
      if (!stored) return false;
      const outcome = await stored;
      if (!outcome.ok) throw outcome.error;
      return outcome.open;
    },
  };
}
