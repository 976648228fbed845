// Personalisation calls (CC §7): product recommendations and activity tracking. De-duplication and
// batching of activities (CC-7-033, CC-7-034) belong to the tracking helper that calls trackActivity.
import { isValidRecommender, recommendationsAvailable } from '../../machines/api/request-rules.ts';
import { requireOption } from '../../machines/api/validation.ts';
import { RECOMMENDER_REQUIRED_WARNING } from '../../machines/constants/api.ts';
import type { components } from './generated/schema.ts';
import { currencyQuery, dataOf, readContext, type AreaOptions, type BodyOf, type QueryOptions, WEBSTORE_PATH } from './request.ts';

type Schemas = components['schemas'];

function emptyRecommendations(recommender: unknown): Schemas['RecommendationCollection'] {
  return { productPage: { products: [] }, uuid: '', recommenderName: typeof recommender === 'string' ? recommender : '' };
}

export function createPersonalisationApi({ client, webstoreId, context }: AreaOptions) {
  const base = WEBSTORE_PATH;

  return {
    /**
     * CC-7-025, CC-7-026: requested only with a recommendations host and deployment; CC-5-015,
     * CC-5-016: an empty or non-string recommender warns and yields an empty result without a request.
     */
    async recommendations(options: QueryOptions<'getRecommendations'>, signal?: AbortSignal): Promise<Schemas['RecommendationCollection']> {
      const ctx = readContext(context);
      if (!recommendationsAvailable(ctx.recommendations)) return emptyRecommendations(options.recommender);
      if (!isValidRecommender(options.recommender)) {
        console.warn(RECOMMENDER_REQUIRED_WARNING);
        return emptyRecommendations(options.recommender);
      }
      return dataOf(
        client.GET(`${base}/ai/recommendations`, { params: { path: { webstoreId }, query: { ...options, ...currencyQuery(ctx) } }, signal }),
        { signal },
      );
    },

    /** CC-7-032, CC-7-035; PX-02-005: the personalisation siteId is required. */
    async trackActivity(siteId: string, activityName: Schemas['ActivityName'], body: BodyOf<'trackActivity'>, signal?: AbortSignal) {
      const site = requireOption('siteId', siteId);
      return dataOf(
        client.POST(`${base}/activities/{siteId}/{activityName}`, { params: { path: { webstoreId, siteId: site, activityName } }, body, signal }),
        { signal },
      );
    },
  };
}
