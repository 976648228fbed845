// Content delivery (CC §7 "Content delivery"): a site (0DM) or a channel (0ap) serves managed
// content; failures are rethrown with the status text (CC-8-026).
import { requireOption, resolveContentSource } from '../../machines/api/validation.ts';
import { dataOf, type AnswerOptions, type AreaOptions, type QueryOptions } from './request.ts';

export function createContentApi({ client }: AreaOptions) {
  const statusText = (signal?: AbortSignal): AnswerOptions => ({ signal, mapError: (error) => error.withMessage(error.statusText) });

  return {
    /** CC-5-017 to CC-5-020, CC-7-029, CC-7-030. */
    async contents(channelOrSiteId: string, options: QueryOptions<'getSiteContents'> = {}, signal?: AbortSignal) {
      const source = resolveContentSource(channelOrSiteId);
      const pending =
        source.kind === 'site'
          ? client.GET('/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents', {
              params: { path: { siteId: source.siteId }, query: options },
              signal,
            })
          : client.GET('/services/data/v64.0/connect/cms/delivery/channels/{channelId}/contents', {
              params: { path: { channelId: source.channelId }, query: options },
              signal,
            });
      return dataOf(pending, statusText(signal));
    },

    /** CC-5-017 to CC-5-020, CC-7-031. */
    async content(channelOrSiteId: string, contentKeyOrId: string, options: QueryOptions<'getSiteContent'> = {}, signal?: AbortSignal) {
      const source = resolveContentSource(channelOrSiteId);
      const key = requireOption('contentKeyOrId', contentKeyOrId);
      const pending =
        source.kind === 'site'
          ? client.GET('/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents/{contentKeyOrId}', {
              params: { path: { siteId: source.siteId, contentKeyOrId: key }, query: options },
              signal,
            })
          : client.GET('/services/data/v64.0/connect/cms/delivery/channels/{channelId}/contents/{contentKeyOrId}', {
              params: { path: { channelId: source.channelId, contentKeyOrId: key }, query: options },
              signal,
            });
      return dataOf(pending, statusText(signal));
    },
  };
}
