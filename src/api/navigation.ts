// The header navigation menu (CC-7-028, SH-7-017).
import { requireOption } from '../../machines/api/validation.ts';
import { MENU_PUBLISH_STATUS_DEFAULT, MENU_PUBLISH_STATUS_PREVIEW } from '../../machines/constants/search-toast.ts';
import { accountQuery, dataOf, languageQuery, readContext, type AreaOptions, type QueryOptions } from './request.ts';

export function createNavigationApi({ client, context }: AreaOptions) {
  return {
    /** CC-7-028; CC-4-020, CC-4-021: publishStatus is Draft in preview, Live otherwise, unless given; PX-88-001: the page's language. */
    async navigationMenuItems(communityId: string, options: QueryOptions<'getNavigationMenuItems'> = {}, signal?: AbortSignal) {
      const community = requireOption('communityId', communityId);
      const ctx = readContext(context);
      const publishStatus = options.publishStatus ?? (ctx.isPreview ? MENU_PUBLISH_STATUS_PREVIEW : MENU_PUBLISH_STATUS_DEFAULT);
      return dataOf(
        client.GET('/services/data/v64.0/connect/communities/{communityId}/navigation-menu/navigation-menu-items', {
          params: { path: { communityId: community }, query: { ...options, publishStatus, ...accountQuery(ctx), ...languageQuery(ctx) } },
          signal,
        }),
        { signal },
      );
    },
  };
}
