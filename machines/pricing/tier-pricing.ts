// Tier (volume) pricing applied client side by quantity (CC-7-015): the pricing call returns the
// schedule once per product (CC-3-008) and the page prices any quantity without another request.
import { fromCents, toCents } from './money.ts';
import type { Tolerant, Wire } from '../wire.ts';

// CC-3-008: the tiers come once per product; a null upperBound means open-ended (CC-3-009).
type WirePriceTier = Wire['PriceAdjustmentTier'];

/** A tier as the pricing call sends it (the contract's PriceAdjustmentTier); bounds may also come as numbers. */
export type RawPriceTier = Pick<WirePriceTier, 'tierUnitPrice'> & {
  lowerBound: WirePriceTier['lowerBound'] | number;
  upperBound?: WirePriceTier['upperBound'] | number;
};

/**
 * What a price schedule reads of a product price (the contract's ProductPrice and its PriceAdjustment);
 * any of it may be absent: no schedule is Range pricing without tiers (PX-06-013).
 */
export type RawProductPrice = Tolerant<Pick<Wire['ProductPrice'], 'unitPrice' | 'listPrice'>> & {
  priceAdjustment?: (Tolerant<Pick<Wire['PriceAdjustment'], 'adjustmentMethod'>> & { priceAdjustmentTiers?: readonly RawPriceTier[] | null }) | null;
};

export interface PriceTier {
  lowerBound: number;
  /** Null: every quantity from lowerBound up. */
  upperBound: number | null;
  tierUnitPriceCents: number;
  tierUnitPrice: string;
}

type AdjustmentMethod = 'Range' | 'Slab';

export interface PriceSchedule {
  baseUnitPriceCents: number | undefined;
  listPriceCents: number | undefined;
  method: AdjustmentMethod;
  tiers: PriceTier[];
}

export interface QuantityPrice {
  /** The unit price at this quantity: the tier's for Range, the average of the slabs for Slab. */
  unitPrice: string;
  total: string;
  /** Index of the tier the quantity falls in, or -1 when no tier covers it. */
  tierIndex: number;
}

function toBound(value: string | number | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  return Number.isFinite(number) ? number : undefined;
}

/** Tiers in ascending order; tiers with unreadable bounds or prices, or an upper bound below the lower, are dropped. */
export function parseTiers(raw: readonly RawPriceTier[] | null | undefined): PriceTier[] {
  if (!raw) return [];
  const tiers: PriceTier[] = [];
  for (const tier of raw) {
    const lowerBound = toBound(tier.lowerBound);
    const upperBound = toBound(tier.upperBound);
    const cents = toCents(tier.tierUnitPrice);
    if (lowerBound === null || lowerBound === undefined || upperBound === undefined || cents === undefined) continue;
    if (upperBound !== null && upperBound < lowerBound) continue;
    tiers.push({ lowerBound, upperBound, tierUnitPriceCents: cents, tierUnitPrice: fromCents(cents) });
  }
  return tiers.sort((a, b) => a.lowerBound - b.lowerBound);
}

export function priceSchedule(price: RawProductPrice | null | undefined): PriceSchedule {
  return {
    baseUnitPriceCents: toCents(price?.unitPrice ?? undefined),
    listPriceCents: toCents(price?.listPrice ?? undefined),
    method: price?.priceAdjustment?.adjustmentMethod === 'Slab' ? 'Slab' : 'Range',
    tiers: parseTiers(price?.priceAdjustment?.priceAdjustmentTiers),
  };
}

function tierCovers(tier: PriceTier, quantity: number): boolean {
  return quantity >= tier.lowerBound && (tier.upperBound === null || quantity <= tier.upperBound);
}

/** The first tier covering the quantity, or -1. */
function tierIndexFor(tiers: readonly PriceTier[], quantity: number): number {
  return tiers.findIndex((tier) => tierCovers(tier, quantity));
}

/** How many units of 1..quantity fall in the tier (Slab pricing). */
function unitsInTier(tier: PriceTier, quantity: number): number {
  const upper = tier.upperBound === null ? quantity : Math.min(tier.upperBound, quantity);
  return Math.max(0, upper - Math.max(tier.lowerBound, 1) + 1);
}

/**
 * The price of a whole quantity. Range: the whole quantity at the tier it falls in, the base unit
 * price when no tier covers it. Slab: each unit at the tier covering it, uncovered units at the base.
 */
export function priceForQuantity(schedule: PriceSchedule, quantity: number): QuantityPrice | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return undefined;
  const tierIndex = tierIndexFor(schedule.tiers, quantity);
  // Slab without tiers prices every unit at the base price, as Range does.
  if (schedule.method === 'Slab') {
    let covered = 0;
    let totalCents = 0;
    for (const tier of schedule.tiers) {
      const units = Math.min(unitsInTier(tier, quantity), quantity - covered);
      covered += units;
      totalCents += units * tier.tierUnitPriceCents;
    }
    if (covered < quantity) {
      if (schedule.baseUnitPriceCents === undefined) return undefined;
      totalCents += (quantity - covered) * schedule.baseUnitPriceCents;
    }
    return { unitPrice: fromCents(Math.round(totalCents / quantity)), total: fromCents(totalCents), tierIndex };
  }
  const unitCents = tierIndex >= 0 ? schedule.tiers[tierIndex]!.tierUnitPriceCents : schedule.baseUnitPriceCents;
  if (unitCents === undefined) return undefined;
  return { unitPrice: fromCents(unitCents), total: fromCents(unitCents * quantity), tierIndex };
}

/** A row of the tier table: "1–9", "10–49", "50+" (open-ended upper bound). */
export interface TierRow {
  lowerBound: number;
  upperBound: number | null;
  unitPrice: string;
  openEnded: boolean;
}

export function tierRows(schedule: PriceSchedule): TierRow[] {
  return schedule.tiers.map((tier) => ({
    lowerBound: tier.lowerBound,
    upperBound: tier.upperBound,
    unitPrice: tier.tierUnitPrice,
    openEnded: tier.upperBound === null,
  }));
}

/** The saving against the list price at this unit price, in cents; undefined without a higher list price. */
export function savingCents(schedule: PriceSchedule, unitPrice: string): number | undefined {
  const unit = toCents(unitPrice);
  if (unit === undefined || schedule.listPriceCents === undefined || schedule.listPriceCents <= unit) return undefined;
  return schedule.listPriceCents - unit;
}
