// The delivery groups of an order (PX-21-001): where each part of the order ships, by which method,
// when it is expected, and which lines it carries. A split shipment places one order with two of them.
import { addBusinessDays, format } from 'date-fns';
import type { AddressSnapshot } from '../../fixtures/types.ts';
import type { Core } from './core.ts';

type Method = Core['store']['deliveryMethods'][number];

/** A copy of the address as it was when the order was placed (later address-book edits do not alter it). */
export type OrderAddressSnapshot = AddressSnapshot;

export interface OrderDeliveryGroupDoc {
  id: string;
  deliveryMethodId: string;
  addressId: string | null;
  address: OrderAddressSnapshot;
  /** Order date plus the method's longest transit time in business days, as the shipments reckon it (PX-70-001). */
  expectedDeliveryDate: string;
  shippingInstructions: string | null;
  lines: Array<{ orderItemId: string; quantity: string }>;
  /** PX-31-003: this delivery's gift (absent when it is none). */
  gift?: { isGift: boolean; giftMessage: string | null; giftToName: string | null; giftWrap: { productId: string; name: string; amount: string } | null };
}

/** The fields the views need of an order, whether placed by a checkout, a standing order or seeded. */
interface OrderLike {
  id: string;
  orderedDate: string;
  deliveryMethodId: string;
  shipToAddressId: string | null;
  shipToAddress: OrderAddressSnapshot;
  shippingInstructions: string | null;
  items: Array<{ id: string; sku: string; name: string; quantity: string }>;
  deliveryGroups?: OrderDeliveryGroupDoc[];
  /** PX-20-006: an order placed before deliveries kept their own gift has it here. */
  isGift?: boolean;
  giftMessage?: string | null;
  giftWrap?: { productId: string; name: string; amount: string } | null;
}

export const snapshotAddress = (a: any): OrderAddressSnapshot => ({
  name: a.companyName ?? a.name ?? '', street: a.street, city: a.city, region: a.region ?? null, postalCode: a.postalCode, country: a.country, phoneNumber: a.phoneNumber ?? null,
});

export const methodOf = (core: Core, id: string): Method => core.store.deliveryMethods.find((m) => m.id === id) ?? core.store.deliveryMethods[0]!;

/**
 * PX-70-001: the day a delivery is expected, the method's longest transit counted in business days
 * (Saturdays and Sundays skipped) from the UTC day it starts, as 'Ground (3–5 business days)' promises.
 * date-fns counts business days in local time, so the UTC day is carried over as a local one.
 */
export function expectedDate(method: Pick<Method, 'transitDaysMax'>, fromMs: number): string {
  const from = new Date(fromMs);
  const day = new Date(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return format(addBusinessDays(day, method.transitDaysMax), 'yyyy-MM-dd');
}

/**
 * PX-21-001: an order stored before delivery groups were kept (the seeded history, standing orders'
 * first orders) reads as one delivery group of its ship-to address, method and every line; its id is
 * derived from the order's so that reads agree.
 */
export function deliveryGroupsOf(core: Core, order: OrderLike): OrderDeliveryGroupDoc[] {
  const groups: OrderDeliveryGroupDoc[] = order.deliveryGroups && order.deliveryGroups.length > 0 ? order.deliveryGroups : [{
    id: `0ag${order.id.slice(3)}`, deliveryMethodId: order.deliveryMethodId, addressId: order.shipToAddressId ?? null, address: order.shipToAddress,
    expectedDeliveryDate: expectedDate(methodOf(core, order.deliveryMethodId), new Date(order.orderedDate).getTime()),
    shippingInstructions: order.shippingInstructions, lines: order.items.map((item) => ({ orderItemId: item.id, quantity: item.quantity })),
  }];
  // PX-31-003: an order placed before each delivery kept its gift had the default delivery's gift on the order.
  const legacyGift = !groups.some((group) => group.gift) && (order.isGift || order.giftMessage || order.giftWrap);
  if (!legacyGift) return groups;
  const gift = { isGift: order.isGift ?? false, giftMessage: order.giftMessage ?? null, giftToName: null, giftWrap: order.giftWrap ?? null };
  return groups.map((group, index) => (index === 0 ? { ...group, gift } : group));
}

/** PX-31-003: a delivery's gift fields as the read shows them (a delivery without a wrap has no `giftWrap`). */
function giftView(gift: OrderDeliveryGroupDoc['gift']) {
  if (!gift) return {};
  const { giftWrap, ...fields } = gift;
  return { ...fields, ...(giftWrap ? { giftWrap } : {}) };
}

/** The order read's `deliveryGroups` (OrderDeliveryGroupSummary of openapi/components/ext-orders.yaml), first delivery first. */
export function deliveryGroupsView(core: Core, order: OrderLike) {
  return deliveryGroupsOf(core, order).map((group) => {
    const method = methodOf(core, group.deliveryMethodId);
    return {
      orderDeliveryGroupSummaryId: group.id,
      deliverToAddress: { addressId: group.addressId, ...group.address },
      deliveryMethod: { id: method.id, name: method.name, description: method.description, carrier: method.carrier, classOfService: method.classOfService },
      expectedDeliveryDate: group.expectedDeliveryDate,
      shippingInstructions: group.shippingInstructions,
      ...giftView(group.gift),
      lineItems: group.lines.map((line) => {
        const item = order.items.find((candidate) => candidate.id === line.orderItemId);
        return { orderItemSummaryId: line.orderItemId, sku: item?.sku ?? '', description: item?.name ?? '', quantity: line.quantity };
      }),
      fields: { 'OrderDeliveryMethod.Name': `${method.name} (${method.description})` },
    };
  });
}
