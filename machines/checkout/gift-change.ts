// PX-20-008: the review step's gift choice as one checkout change. isGift follows the choice (a wrap or
// a message makes the delivery a gift), a blank message is sent as null (it clears it), and a choice
// the checkout already holds is not sent again.
import type { Wire } from '../wire.ts';

export interface GiftChoice {
  wrapProductId: string | null;
  message: string;
}

type Held = Pick<Wire['CheckoutDeliveryGroup'], 'isGift' | 'giftMessage' | 'giftWrap'>;
export type GiftChange = Required<Pick<Wire['CheckoutUpdateInput'], 'isGift' | 'giftMessage' | 'giftWrapProductId'>>;

/** What the checkout's default delivery group holds, as a choice. */
export function heldGiftChoice(held: Held | undefined): GiftChoice {
  return { wrapProductId: held?.giftWrap?.productId ?? null, message: held?.giftMessage ?? '' };
}

/**
 * The change to send, or null when nothing differs. `options` says which parts the store offers, so
 * nothing of a part that is off is ever sent (the server refuses it, PX-20-003).
 */
export function giftChange(choice: GiftChoice, held: Held | undefined, options: { wrap: boolean; message: boolean }): Partial<GiftChange> | null {
  const message = options.message ? choice.message.trim() || null : null;
  const wrap = options.wrap ? choice.wrapProductId : null;
  const isGift = message !== null || wrap !== null;
  const before = heldGiftChoice(held);
  const same = (held?.isGift ?? false) === isGift && (before.message.trim() || null) === message && before.wrapProductId === wrap;
  if (same) return null;
  return { isGift, ...(options.message ? { giftMessage: message } : {}), ...(options.wrap ? { giftWrapProductId: wrap } : {}) };
}
