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
