// The product page (/product/:productId): the product, its price (cached per product, CC-7-014),
// taxes, availability and featured products, then the buying behaviour of ProductDetail.
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { loadProductPage, type ProductApis, type ProductPageData, type ProductPrice } from '../../../machines/catalogue/product-loader.ts';
import { productName } from '../../../machines/catalogue/product-detail.ts';
import { VARIANT_PARAM } from '../../../machines/catalogue/search-results.ts';
import { createPriceCache } from '../../../machines/pricing/price-cache.ts';
import { useStore } from '../../app/StoreProvider.tsx';
import { CatalogueGate } from '../../components/catalogue/CatalogueGate.tsx';
import { useResource } from '../../components/catalogue/useResource.ts';
import { PageLoading } from '../../components/layout/Layout.tsx';
import { ProductDetail } from '../../components/product/ProductDetail.tsx';
import { listingLabels, productLabels } from '../../labels/catalogue.ts';
import { usePageTitle } from './usePageTitle.ts';
import './catalogue-pages.css';

/** Prices stay for the store cache lifetime across product pages of this visit. */
const priceCache = createPriceCache<ProductPrice>({ now: () => Date.now() });

function productApis(api: ReturnType<typeof useStore>['api']): ProductApis {
  return {
    product: async (productId, signal) => (await api.catalogue.product(productId, {}, signal)) as unknown as Awaited<ReturnType<ProductApis['product']>>,
    productPrice: (productId, signal) => api.catalogue.productPrice(productId, {}, signal) as Promise<ProductPrice>,
    productTaxes: (productId, signal) => api.catalogue.productTaxes(productId, signal),
    inventoryLevels: (productIds, signal) => api.catalogue.inventoryLevels(productIds, {}, signal),
    featuredProducts: async (productId, signal) =>
      (await api.catalogue.featuredProducts(productId, { includePurchaseQuantityRules: true }, signal)) as unknown as Awaited<ReturnType<ProductApis['featuredProducts']>>,
  };
}

function ProductContent({ productId }: { productId: string }) {
  const { api, requestContext } = useStore();
  const idPrefix = `product${useId().replace(/:/g, '')}`;
  const key = { productId, currencyIsoCode: requestContext.currencyIsoCode ?? null, effectiveAccountId: requestContext.effectiveAccountId ?? null };
  const resource = useResource(key, (current, signal) =>
    loadProductPage(productApis(api), current.productId, {
      priceCache,
      priceKey: { currencyIsoCode: current.currencyIsoCode, effectiveAccountId: current.effectiveAccountId },
      signal,
    }),
  );
  const data: ProductPageData | undefined = resource.data;
  const status = (resource.error as { status?: number } | undefined)?.status;
  usePageTitle(data ? productName(data.detail) : resource.status === 'failed' ? (status === 404 ? productLabels.notFoundTitle : productLabels.errorTitle) : undefined);

  if (resource.status === 'failed') {
    return (
      <div className="catalogue-page__message" role="alert">
        <h1>{status === 404 ? productLabels.notFoundTitle : productLabels.errorTitle}</h1>
        {status === 404 ? (
          <p>{productLabels.notFoundText}</p>
        ) : (
          <button type="button" className="button" onClick={resource.retry}>
            {listingLabels.retry}
          </button>
        )}
      </div>
    );
  }
  if (!data) return <PageLoading />;
  return <ProductDetail idPrefix={idPrefix} data={data} stale={resource.stale} />;
}

export function ProductPage() {
  const { productId: pathId = '' } = useParams();
  const [params] = useSearchParams();
  const productId = params.get(VARIANT_PARAM) || pathId;
  return (
    <div className="page-container catalogue-page">
      <CatalogueGate>
        <ProductContent productId={productId} />
      </CatalogueGate>
    </div>
  );
}
