// PX-20-001: which gift options the review step offers, from the application context's giftingConfig.
// Each part needs the store-wide switch as well as its own (the demo store has all three off).
export interface GiftingConfig {
  isGiftingEnabled?: boolean;
  isGiftMessageEnabled?: boolean;
  isGiftWrapEnabled?: boolean;
}

export interface GiftOptions {
  wrap: boolean;
  message: boolean;
}

export function giftOptions(config: GiftingConfig | null | undefined): GiftOptions {
  const on = config?.isGiftingEnabled === true;
  return { wrap: on && config?.isGiftWrapEnabled === true, message: on && config?.isGiftMessageEnabled === true };
}
