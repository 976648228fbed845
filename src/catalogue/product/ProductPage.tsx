// The product page (/product/:productId): the product detail, which the page renders at once
// (PX-06-042); the price, taxes, availability and featured products follow as each answers, then
// the buying behaviour of ProductDetail.
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { loadProductDetail } from '../../../machines/catalogue/product-loader.ts';
import { productName, type ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { VARIANT_PARAM } from '../../../machines/catalogue/search-results.ts';
import { useApi, useApplicationContext } from '../../app/store/parts.tsx';
import { CatalogueGate } from '../CatalogueGate.tsx';
import { useTransitionResource } from '../../components/layout/useResource.ts';
import { PageLoading } from '../../components/layout/Layout.tsx';
import { ProductDetail } from './ProductDetail.tsx';
import { productApis } from '../../api/adapters/catalogue.ts';
import { listingLabels, productLabels } from '../../labels/catalogue.ts';
import { usePageTitle } from '../../components/layout/usePageTitle.ts';
import '../catalogue-pages.css';

function ProductContent({ productId }: { productId: string }) {
  const api = useApi();
  const { requestContext } = useApplicationContext();
  const idPrefix = `product${useId().replace(/:/g, '')}`;
  // Who asks decides what the detail holds (prices and entitlements follow the effective account).
  const key = { productId, currencyIsoCode: requestContext.currencyIsoCode ?? null, effectiveAccountId: requestContext.effectiveAccountId ?? null };
  const resource = useTransitionResource(key, (current, signal) => loadProductDetail(productApis(api), current.productId, signal));
  const detail: ProductDetailData | undefined = resource.data;
  const status = (resource.error as { status?: number } | undefined)?.status;
  usePageTitle(detail ? productName(detail) : resource.status === 'failed' ? (status === 404 ? productLabels.notFoundTitle : productLabels.errorTitle) : undefined);

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
  if (!detail) return <PageLoading />;
  return <ProductDetail idPrefix={idPrefix} detail={detail} stale={resource.stale} />;
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
