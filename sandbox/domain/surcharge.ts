// The tariff surcharge the promo banner announces (PX-08-002): 2.3% of the products after
// adjustments, for accounts of the buyer groups the banner names. It is its own line of the cart
// summary and of the order, and part of the grand total.
import type { Queryable } from '../db/index.ts';
import { buyerGroupsOf } from './accounts.ts';

const TARIFF_SURCHARGE_GROUPS: readonly string[] = ['Neuro Global USA Buyers', 'Neuro USA Market'];
/** 2.3% in tenths of a percent, so the sum stays in whole numbers. */
const TARIFF_PER_MILLE = 23;

export async function paysTariffSurcharge(q: Queryable, accountId: string | null): Promise<boolean> {
  if (!accountId) return false;
  return (await buyerGroupsOf(q, accountId)).some((group) => TARIFF_SURCHARGE_GROUPS.includes(group.name));
}

/** The surcharge on an amount, in cents, rounded half up. */
export function tariffSurchargeCents(amountCents: number): number {
  return Math.round((amountCents * TARIFF_PER_MILLE) / 1000);
}
