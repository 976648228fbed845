// A category page (CC-2-005..CC-2-008): the header from the category (name, description, image,
// breadcrumbs from its path, subcategories) and the same listing as search, limited to the category.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { categoryActivity } from '../../../machines/activity/activity-payloads.ts';
import { categoryImageInfo, loadCategoryPage, type CategoryPageData } from '../../../machines/catalogue/category-loader.ts';
import { dispatchInteraction } from '../../analytics/dispatch.ts';
import { catalogObject, catalogObjectClickInteraction, categorySearchInteraction } from '../../analytics/payloads.ts';
import { useActivityTracking } from '../../analytics/tracking.ts';
import { useApi } from '../../app/store/parts.tsx';
import { categoryApis } from '../../api/adapters/catalogue.ts';
import { CatalogueGate } from '../CatalogueGate.tsx';
import { CategoryHeaderUi } from './CategoryHeaderUi.tsx';
import { Listing } from './Listing.tsx';
import { useImage } from '../useImage.ts';
import { useResource } from '../../components/layout/useResource.ts';
import { PageLoading } from '../../components/layout/Layout.tsx';
import { listingLabels } from '../../labels/catalogue.ts';
import { usePageTitle } from '../../components/layout/usePageTitle.ts';
import '../catalogue-pages.css';

function CategoryContent({ categoryId }: { categoryId: string }) {
  const api = useApi();
  const tracking = useActivityTracking(api);
  const resource = useResource(categoryId, (id, signal) => loadCategoryPage(categoryApis(api), id, signal));
  const category: CategoryPageData | undefined = resource.data;
  // The header image comes through content delivery by its content key (CC-1-011).
  const imageInfo = useMemo(() => categoryImageInfo(category?.image), [category]);
  const image = useImage(imageInfo);
  usePageTitle(category?.name ?? (resource.status === 'failed' ? listingLabels.categoryNotFound : undefined));

  if (resource.status === 'loading') return <PageLoading />;
  if (resource.status === 'failed' || !category) {
    const status = (resource.error as { status?: number } | undefined)?.status;
    return (
      <div className="catalogue-page__message" role="alert">
        <h1>{status === 404 ? listingLabels.categoryNotFound : listingLabels.errorTitle}</h1>
        {status !== 404 && (
          <button type="button" className="button" onClick={resource.retry}>
            {listingLabels.retry}
          </button>
        )}
      </div>
    );
  }

  return (
    <>
      <CategoryHeaderUi category={category} image={image} onSubcategory={(childId) => tracking.track(categoryActivity('clickCategory', childId))} />
      <Listing
        categoryId={categoryId}
        resultsHeading={listingLabels.categoryResults(category.name)}
        onResults={({ state, items, total }) => {
          dispatchInteraction(
            categorySearchInteraction({
              categoryId,
              categoryName: category.name,
              state,
              total,
              products: items.map((item) => catalogObject({ id: item.id, sku: item.sku, name: item.name, unitPrice: item.unitPrice, listPrice: item.listPrice })),
            }),
          );
          tracking.track(categoryActivity('viewCategory', categoryId));
        }}
        onOpen={(card, position) => {
          const product = catalogObject({ id: card.id, sku: card.sku, name: card.name, unitPrice: card.unitPrice, listPrice: card.listPrice });
          dispatchInteraction(catalogObjectClickInteraction(product, { position, categoryId }));
        }}
      />
    </>
  );
}

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  return (
    <div className="page-container catalogue-page">
      <CatalogueGate>
        <CategoryContent categoryId={categoryId} />
      </CatalogueGate>
    </div>
  );
}
