// PX-22-002: the checkout's first reads, the cart's summary and (after a reload) whether the checkout
// kept for this tab is still open, go out side by side: one round trip before the checkout resumes
// rather than two. What the stored checkout's read answers counts only once asked for (for a cart
// with lines), so a failure of it never stands in for the cart's answer.
// PX-40-002: so do the first screen's reads that do not wait for the checkout (the lines, the address
// book, the countries): before, they followed the checkout's start, one more round trip before the
// step's form; their answers, or failure, likewise count only once asked for.

export interface StartReads<Cart, FirstScreen> {
  cart: Cart;
  /** Whether the stored checkout is still open (false when none is stored); its failure, if any. */
  storedCheckoutOpen(): Promise<boolean>;
  /** The first screen's own reads (undefined when none were asked for); their failure, if any. */
  firstScreen(): Promise<FirstScreen | undefined>;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A read started now whose answer or failure surfaces only when asked for (no unhandled rejection meanwhile). */
function startedNow<T>(read: (() => Promise<T>) | undefined): () => Promise<T | undefined> {
  const outcome: Promise<Outcome<T>> | undefined = read?.().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return async () => {
    if (!outcome) return undefined;
    const settled = await outcome;
    if (!settled.ok) throw settled.error;
    return settled.value;
  };
}

export async function readCartWithStoredCheckout<Cart, FirstScreen = never>(reads: {
  cart(): Promise<Cart>;
  storedCheckoutOpen?: () => Promise<boolean>;
  firstScreen?: () => Promise<FirstScreen>;
}): Promise<StartReads<Cart, FirstScreen>> {
  const stored = startedNow(reads.storedCheckoutOpen);
  const firstScreen = startedNow(reads.firstScreen);
  const cart = await reads.cart();
  return {
    cart,
    storedCheckoutOpen: async () => (await stored()) ?? false,
    firstScreen,
  };
}
