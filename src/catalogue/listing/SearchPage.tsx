// The standard search page (CC-2-001, CC-2-002): the listing of the term in the address, with the
// 'search' analytics event and the viewSearch activity when results show, and the click events
// when a product is opened.
import { useLocation } from 'react-router';
import { activityProduct, clickSearchActivity, viewSearchActivity } from '../../../machines/activity/activity-payloads.ts';
import { decodeListing } from '../../../machines/catalogue/url-state.ts';
import { currentSearchCorrelation, dispatchInteraction, startSearchCorrelation } from '../../analytics/dispatch.ts';
import { catalogObject, catalogObjectClickInteraction, searchInteraction } from '../../analytics/payloads.ts';
import { useActivityTracking } from '../../analytics/tracking.ts';
import { useApi } from '../../app/store/parts.tsx';
import { CatalogueGate } from '../CatalogueGate.tsx';
import { Listing } from './Listing.tsx';
import { listingLabels } from '../../labels/catalogue.ts';
import { usePageTitle } from '../../components/layout/usePageTitle.ts';
import '../catalogue-pages.css';

export function SearchPage() {
  const api = useApi();
  const location = useLocation();
  const tracking = useActivityTracking(api);
  const { term } = decodeListing(location.search);
  const heading = term ? listingLabels.searchHeading(term) : listingLabels.searchHeadingNoTerm;
  usePageTitle(heading);

  return (
    <div className="page-container catalogue-page">
      <header className="catalogue-page__header">
        <h1>{heading}</h1>
      </header>
      {term === '' ? (
        <p className="catalogue-page__hint">{listingLabels.searchPrompt}</p>
      ) : (
        <CatalogueGate>
          <Listing
            resultsHeading={listingLabels.resultsFor(term)}
            onResults={({ state, items, total }) => {
              const correlationId = startSearchCorrelation();
              const products = items.map((item) => activityProduct({ id: item.id, sku: item.sku, unitPrice: item.unitPrice, listPrice: item.listPrice }));
              dispatchInteraction(
                searchInteraction({
                  state,
                  total,
                  correlationId,
                  products: items.map((item) => catalogObject({ id: item.id, sku: item.sku, name: item.name, unitPrice: item.unitPrice, listPrice: item.listPrice })),
                }),
              );
              tracking.track(viewSearchActivity({ searchText: state.term, products, sortRuleId: state.sortRuleId, correlationId }));
            }}
            onOpen={(card, position, state) => {
              const product = catalogObject({ id: card.id, sku: card.sku, name: card.name, unitPrice: card.unitPrice, listPrice: card.listPrice });
              dispatchInteraction(catalogObjectClickInteraction(product, { position, searchTerm: state.term, correlationId: currentSearchCorrelation() }));
              tracking.track(clickSearchActivity(state.term, activityProduct({ id: card.id, sku: card.sku, unitPrice: card.unitPrice, listPrice: card.listPrice })));
            }}
          />
        </CatalogueGate>
      )}
    </div>
  );
}
