// Recommended products (CC-7-025): asked for only when the recommendations context has a host and
// deployment is on (CC-7-026; the API layer answers empty otherwise, without a request). Showing
// them sends viewReco, opening one clickReco (CC-5-024).
import { useEffect } from 'react';
import { activityProduct, recommendationActivity } from '../../../machines/activity/activity-payloads.ts';
import { overviewCards, type OverviewProduct } from '../../../machines/catalogue/related-products.ts';
import type { ProductCard } from '../../../machines/catalogue/search-results.ts';
import { readRecommendations } from '../../api/adapters/product.ts';
import { useActivityTracking } from '../../analytics/tracking.ts';
import { useApi, useApplicationContext } from '../../app/store/parts.tsx';
import { productLabels } from '../../labels/catalogue.ts';
import { useResource } from '../../components/layout/useResource.ts';
import { RelatedProductsUi } from './RelatedProductsUi.tsx';

function tracked(card: ProductCard) {
  return activityProduct({ id: card.id, sku: card.sku, unitPrice: card.unitPrice, listPrice: card.listPrice });
}

export function Recommendations({ productId, idPrefix }: { productId: string; idPrefix: string }) {
  const api = useApi();
  const { locale, requestContext } = useApplicationContext();
  const tracking = useActivityTracking(api);
  const resource = useResource(productId, (id, signal) => readRecommendations(api, id, signal));
  const answer = resource.stale ? undefined : resource.data;
  const products: OverviewProduct[] = answer?.productPage.products ?? [];
  const cards = overviewCards(products);

  useEffect(() => {
    const shown = overviewCards(answer?.productPage.products ?? []);
    if (!answer || shown.length === 0) return;
    tracking.track(recommendationActivity('viewReco', { recommenderName: answer.recommenderName, uuid: answer.uuid, products: shown.map(tracked) }));
  }, [answer, tracking]);

  if (!answer) return null;
  return (
    <RelatedProductsUi
      idPrefix={`${idPrefix}-reco`}
      heading={productLabels.recommendations}
      cards={cards}
      currencyIsoCode={requestContext.currencyIsoCode ?? 'USD'}
      locale={locale}
      onOpen={(card) => tracking.track(recommendationActivity('clickReco', { recommenderName: answer.recommenderName, uuid: answer.uuid, products: [tracked(card)] }))}
    />
  );
}
