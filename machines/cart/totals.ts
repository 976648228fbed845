// PX-54-001: whether a checkout's tax is known yet. The totals rows themselves are the one totals rule
// (machines/totals/totals-rows.ts, cartTotalsRows).

/** PX-54-001: the checkout's tax is known once one of its delivery groups has an address. */
export function checkoutTaxKnown(deliveryGroups: readonly { deliveryAddress?: unknown }[] | undefined): boolean {
  return (deliveryGroups ?? []).some((group) => group.deliveryAddress != null);
}
