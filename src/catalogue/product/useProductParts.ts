// The parts of the product page read after the detail (PX-06-042): price, taxes, availability and
// featured products, each through its own resource, so each shows as it answers, fails on its own
// and is read again on its own.
import { useMemo } from 'react';
import {
  loadProductPart,
  partState,
  type PartState,
  type ProductPart,
  type ProductParts,
  type ProductPrice,
} from '../../../machines/catalogue/product-loader.ts';
import type { ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { createPriceCache } from '../../../machines/pricing/price-cache.ts';
import { useApi, useApplicationContext } from '../../app/store/parts.tsx';
import { productApis } from '../../api/adapters/catalogue.ts';
import { useResource, useTransitionResource } from '../../components/layout/useResource.ts';

/** Prices stay for the store cache lifetime across product pages of this visit. */
const priceCache = createPriceCache<ProductPrice>({ now: () => Date.now() });

type PartStates = { [K in ProductPart]: PartState<ProductParts[K]> };

export interface ProductPartsView {
  states: PartStates;
  retry(part: ProductPart): void;
}

function usePart<P extends ProductPart>(part: P, detail: ProductDetailData, useRead: typeof useResource): { state: PartState<ProductParts[P]>; retry(): void } {
  const api = useApi();
  const { requestContext } = useApplicationContext();
  const key = { part, productId: detail.id, currencyIsoCode: requestContext.currencyIsoCode ?? null, effectiveAccountId: requestContext.effectiveAccountId ?? null };
  const resource = useRead(key, (current, signal) =>
    loadProductPart(productApis(api), part, detail, { priceCache, priceKey: { currencyIsoCode: current.currencyIsoCode, effectiveAccountId: current.effectiveAccountId } }, signal),
  );
  const state = useMemo(() => partState<ProductParts[P]>(resource), [resource]);
  return { state, retry: resource.retry };
}

export function useProductParts(detail: ProductDetailData): ProductPartsView {
  // The price and the availability are the purchase machine's input: each renders as it answers,
  // as the machine takes it. The tax line and the featured products (a row of cards below the
  // buying column) render as transitions, in slices (PX-29-001).
  const price = usePart('price', detail, useResource);
  const taxes = usePart('taxes', detail, useTransitionResource);
  const availability = usePart('availability', detail, useResource);
  const featured = usePart('featured', detail, useTransitionResource);
  const retries = { price: price.retry, taxes: taxes.retry, availability: availability.retry, featured: featured.retry };
  return {
    states: { price: price.state, taxes: taxes.state, availability: availability.state, featured: featured.state },
    retry: (part) => retries[part](),
  };
}
