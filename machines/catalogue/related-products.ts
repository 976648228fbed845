// Featured (CC-7-010) and recommended (CC-7-025) products as product cards.
import { productHref, type ProductCard } from './search-results.ts';

export interface OverviewProduct {
  id: string;
  name?: string | null;
  sku?: string | null;
  fields?: Record<string, string | null | undefined>;
  defaultImage?: { url?: string | null; alternateText?: string | null } | null;
  prices?: { listPrice?: string | null; unitPrice?: string | null } | null;
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
    isVariationParent: product.fields?.ProductClass === 'VariationParent',
    exactSkuMatch: false,
  };
}

/** Cards of the products that have a name to show, once each. */
export function overviewCards(products: readonly OverviewProduct[]): ProductCard[] {
  const seen = new Set<string>();
  return products
    .map(overviewCard)
    .filter((card) => card.name !== '' && (seen.has(card.id) ? false : (seen.add(card.id), true)));
}
