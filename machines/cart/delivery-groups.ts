import {
  ARRANGE_ITEMS_ACCEPTED_STATUS,
  ARRANGE_ITEMS_COMPLETED,
  ARRANGE_ITEMS_PROCESSING,
  DELIVERY_GROUP_ID_REQUIRED,
  DELIVERY_GROUP_LIMIT,
} from '../constants/cart-checkout.ts';
import type { Wire } from '../wire.ts';

/** What the list rules read of a cart delivery group (the contract's DeliveryGroup); a group without a count is kept (CC-5-050). */
export type DeliveryGroup = Pick<Wire['DeliveryGroup'], 'id' | 'isDefault'> & Partial<Pick<Wire['DeliveryGroup'], 'totalCartItemCount'>>;

/**
 * CC-5-050..CC-5-052: groups with zero items are dropped, the first becomes default when none is,
 * and the list is reversed. The input is left untouched.
 */
export function normaliseDeliveryGroups<T extends DeliveryGroup>(groups: readonly T[]): T[] {
  const withItems = groups.filter((group) => group.totalCartItemCount !== 0);
  const hasDefault = withItems.some((group) => group.isDefault);
  const defaulted = withItems.map((group, index) => (!hasDefault && index === 0 ? { ...group, isDefault: true } : group));
  return defaulted.reverse();
}

export type ArrangeItemsStatus = typeof ARRANGE_ITEMS_PROCESSING | typeof ARRANGE_ITEMS_COMPLETED;

/** CC-4-037, CC-4-038: an arrange-items 202 means Processing, any other answer Completed. */
export function arrangeItemsStatus(httpStatus: number): ArrangeItemsStatus {
  return httpStatus === ARRANGE_ITEMS_ACCEPTED_STATUS ? ARRANGE_ITEMS_PROCESSING : ARRANGE_ITEMS_COMPLETED;
}

/** CC-5-037, CC-5-038, CC-9-003: the query for a delivery group's items; the id is required. */
export function deliveryGroupItemsQuery(deliveryGroupId: string | undefined | null): {
  deliveryGroupId: string;
  limit: number;
} {
  if (!deliveryGroupId) throw new Error(DELIVERY_GROUP_ID_REQUIRED);
  return { deliveryGroupId, limit: DELIVERY_GROUP_LIMIT };
}
