// Featured (CC-7-010) and recommended (CC-7-025) products as product cards.
import { productHref, type ProductCard } from './search-results.ts';
import type { Wire } from '../wire.ts';

/**
 * A product a card is made from: a featured product (the contract's ProductOverview) or a recommended
 * one (RecommendedProduct). A recommendation is read like an overview, so its class and per-item status
 * count when the platform sends them. The platform sends `error: {}` on a successful item and
 * `{ errorCode, message }` on a failed one (PX-09-007).
 */
export type OverviewProduct = Wire['ProductOverview'] | (Wire['RecommendedProduct'] & Partial<Pick<Wire['ProductOverview'], 'productClass' | 'success' | 'error'>>);

/** A product the platform could not return: success false, or an error that names a code or message. */
function failedOverview(product: OverviewProduct): boolean {
  return product.success === false || Boolean(product.error?.errorCode || product.error?.message);
}

export function overviewCard(product: OverviewProduct): ProductCard {
  const name = product.fields?.Name ?? product.name ?? '';
  return {
    id: product.id,
    key: product.id,
    ariaLabel: name,
    name,
    sku: product.fields?.StockKeepingUnit ?? product.sku ?? '',
    href: productHref(product.id),
    imageUrl: product.defaultImage?.url ?? null,
    imageAlt: product.defaultImage?.alternateText ?? '',
    unitPrice: product.prices?.unitPrice ?? null,
    listPrice: product.prices?.listPrice ?? null,
    unitOfMeasure: product.fields?.QuantityUnitOfMeasure ?? null,
    isVariationParent: (product.productClass ?? product.fields?.ProductClass) === 'VariationParent',
    exactSkuMatch: false,
  };
}

/** Cards of the products returned without an error that have a name to show, once each. */
export function overviewCards(products: readonly OverviewProduct[]): ProductCard[] {
  const seen = new Set<string>();
  return products
    .filter((product) => !failedOverview(product))
    .map(overviewCard)
    .filter((card) => card.name !== '' && (seen.has(card.id) ? false : (seen.add(card.id), true)));
}
