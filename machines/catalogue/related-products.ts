// Featured (CC-7-010) and recommended (CC-7-025) products as product cards.
import { productHref, type ProductCard } from './search-results.ts';

export interface OverviewProduct {
  id: string;
  name?: string | null;
  sku?: string | null;
  fields?: Record<string, string | null | undefined>;
  defaultImage?: { url?: string | null; alternateText?: string | null } | null;
  prices?: { listPrice?: string | null; unitPrice?: string | null } | null;
  productClass?: string | null;
  success?: boolean;
  /** The platform sends `{}` on a successful item and `{ errorCode, message }` on a failed one (PX-09-007). */
  error?: { errorCode?: string; message?: string } | null;
}

/** A product the platform could not return: success false, or an error that names a code or message. */
export function failedOverview(product: OverviewProduct): boolean {
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
