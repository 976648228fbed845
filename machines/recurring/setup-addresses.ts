// The addresses the standing-order set-up popup (SH-2-013) offers: shipping ones to ship to, billing
// ones to bill a card to (PX-23-002). A file of its own so the adapter that reads them does not carry
// the popup's machine.
import type { Wire } from '../wire.ts';

type Address = Wire['AccountAddress'];

export interface SetupAddresses {
  shipping: Address[];
  billing: Address[];
  /** The address a card's token is billed to; undefined when the account has no address at all. */
  billTo: Address | undefined;
}

const defaultFirst = (addresses: readonly Address[]) => [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/**
 * PX-58-003: each type's default address first, the others as listed, so the ship-to preselected is the
 * default shipping address; a card is billed to the default billing address, else the first shipping one.
 */
export function setupAddresses(shipping: readonly Address[], billing: readonly Address[]): SetupAddresses {
  const sorted = { shipping: defaultFirst(shipping), billing: defaultFirst(billing) };
  return { ...sorted, billTo: sorted.billing[0] ?? sorted.shipping[0] };
}
