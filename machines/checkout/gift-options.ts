// PX-20-001: which gift options the review step offers, from the application context's giftingConfig.
// Each part needs the store-wide switch as well as its own (the demo store has all three off).
// PX-31-001: the recipient's name has no switch of its own: it is asked whenever gifting is on.
import type { Wire } from '../wire.ts';

/** The application context's giftingConfig, as the contract has it. */
export type GiftingConfig = Wire['GiftingConfig'];

export interface GiftOptions {
  wrap: boolean;
  message: boolean;
  recipient: boolean;
}

export function giftOptions(config: GiftingConfig | null | undefined): GiftOptions {
  const on = config?.isGiftingEnabled === true;
  return { wrap: on && config?.isGiftWrapEnabled === true, message: on && config?.isGiftMessageEnabled === true, recipient: on };
}

/**
 * PX-43-001: whether the review step shows a set of gift options at all. The recipient alone is
 * enough: with gifting on but wrap and message off, a delivery can still go as a gift to a named
 * person (the order pages and the e-mail say whom it is for; the sandbox takes giftToName whenever
 * gifting is on), so hiding the field would leave GiftToName unreachable in such a store.
 */
export function offersGiftOptions(options: GiftOptions): boolean {
  return options.wrap || options.message || options.recipient;
}
