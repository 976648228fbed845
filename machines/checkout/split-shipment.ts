// Split shipment (PX-14-002..PX-14-004): when the store allows it, a buyer sends some lines to a
// second address. Whole lines move between the default delivery group and one more group through
// arrange-items; the groups the storefront shows are normalised as CC §5 says.
import { SPLIT_NEEDS_BOTH } from '../constants/checkout-flow.ts';

export type Destination = 'first' | 'second';

export interface SplitPlan {
  enabled: boolean;
  /** Where each line goes, by cart item id; a line not named goes to the first address. */
  destinations: Readonly<Record<string, Destination>>;
}

export interface GroupWithItems {
  id: string;
  isDefault: boolean;
  cartItems?: ReadonlyArray<{ cartItemId: string }>;
}

/** PX-14-003: where each line goes now (after a reload or Back): a line of a group other than the default goes to the second address. */
export function destinationsOf(groups: readonly GroupWithItems[]): Record<string, Destination> {
  const destinations: Record<string, Destination> = {};
  for (const group of groups) for (const item of group.cartItems ?? []) destinations[item.cartItemId] = group.isDefault ? 'first' : 'second';
  return destinations;
}

/** PX-14-002: a split sends at least one line to each address; otherwise the buyer is told so. */
export function splitProblem(plan: SplitPlan, lineIds: readonly string[]): string | undefined {
  if (!plan.enabled) return undefined;
  const second = lineIds.filter((id) => plan.destinations[id] === 'second').length;
  return second === 0 || second === lineIds.length ? SPLIT_NEEDS_BOTH : undefined;
}

/**
 * PX-14-004: the arrange-items arrangements for a plan: each whole line to its group; with the split
 * off, every line back to the default group (the emptied group is deleted by the call).
 */
export function splitArrangements(plan: SplitPlan, lineIds: readonly string[], defaultGroupId: string, secondGroupId: string | undefined): Array<{ deliveryGroupId: string; cartItemIds: string[] }> {
  const toSecond = plan.enabled && secondGroupId ? lineIds.filter((id) => plan.destinations[id] === 'second') : [];
  const toFirst = lineIds.filter((id) => !toSecond.includes(id));
  return [
    ...(toFirst.length > 0 ? [{ deliveryGroupId: defaultGroupId, cartItemIds: toFirst }] : []),
    ...(toSecond.length > 0 && secondGroupId ? [{ deliveryGroupId: secondGroupId, cartItemIds: toSecond }] : []),
  ];
}

/** Enough of an address (from the book or typed) to name it. */
export interface NamedAddress {
  name?: string | null;
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  street?: string | null;
}

/**
 * PX-75-001: a split's line chooser names each destination by its address, the address's name and
 * street ('Lakeshore Neurology Associates, 1420 Harbor View Drive'), not by its place in the form; an
 * address not typed yet is named by the fallback.
 */
export function destinationName(address: NamedAddress | null | undefined, fallback: string): string {
  const person = [address?.firstName, address?.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  const name = address?.name?.trim() || address?.companyName?.trim() || person;
  const parts = [name, address?.street?.trim() ?? ''].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : fallback;
}

/** PX-75-002: shipping is charged per delivery: a method's fee once for each delivery it carries. */
export function perDeliveryCharge(feeCents: number, deliveries: number): number {
  return feeCents * Math.max(1, deliveries);
}
