// PX-20-008: the review step's gift choice as one checkout change. isGift follows the choice (a wrap,
// a message or a recipient makes the delivery a gift), a blank text is sent as null (it clears it), and
// a choice the checkout already holds is not sent again. PX-31-003: with several deliveries each group
// has its own choice, and the changed ones go out together as one change (deliveryGroupGifts).
import type { Wire } from '../wire.ts';
import type { GiftOptions } from './gift-options.ts';

export interface GiftChoice {
  wrapProductId: string | null;
  message: string;
  /** PX-31-001: the recipient's name (CartDeliveryGroup.GiftToName). */
  toName: string;
}

type Held = Pick<Wire['CheckoutDeliveryGroup'], 'isGift' | 'giftMessage' | 'giftWrap' | 'giftToName'>;
export type GiftChange = Required<Pick<Wire['CheckoutUpdateInput'], 'isGift' | 'giftMessage' | 'giftWrapProductId' | 'giftToName'>>;
export type DeliveryGiftChange = Wire['DeliveryGroupGiftInput'];

/** What a delivery group of the checkout holds, as a choice. */
export function heldGiftChoice(held: Held | undefined): GiftChoice {
  return { wrapProductId: held?.giftWrap?.productId ?? null, message: held?.giftMessage ?? '', toName: held?.giftToName ?? '' };
}

const textOrNull = (text: string | null | undefined) => text?.trim() || null;

/**
 * The change to send for one delivery group, or null when nothing differs. `options` says which parts
 * the store offers, so nothing of a part that is off is ever sent (the server refuses it, PX-20-003).
 */
export function giftChange(choice: GiftChoice, held: Held | undefined, options: GiftOptions): Partial<GiftChange> | null {
  const message = options.message ? textOrNull(choice.message) : null;
  const wrap = options.wrap ? choice.wrapProductId : null;
  const toName = options.recipient ? textOrNull(choice.toName) : null;
  const isGift = message !== null || wrap !== null || toName !== null;
  const before = heldGiftChoice(held);
  const same = (held?.isGift ?? false) === isGift && textOrNull(before.message) === message && before.wrapProductId === wrap && textOrNull(before.toName) === toName;
  if (same) return null;
  return {
    isGift,
    ...(options.message ? { giftMessage: message } : {}),
    ...(options.wrap ? { giftWrapProductId: wrap } : {}),
    ...(options.recipient ? { giftToName: toName } : {}),
  };
}

/** PX-31-003: every delivery group's change that differs from what it holds, each naming its group; null when none does. */
export function deliveryGiftChanges(
  deliveries: ReadonlyArray<{ groupId: string; choice: GiftChoice; held: Held | undefined }>,
  options: GiftOptions,
): DeliveryGiftChange[] | null {
  const changes = deliveries.flatMap(({ groupId, choice, held }) => {
    const change = giftChange(choice, held, options);
    return change ? [{ deliveryGroupId: groupId, ...change }] : [];
  });
  return changes.length > 0 ? changes : null;
}
