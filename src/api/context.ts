// Store and session context calls (SH §7): application context, session context, personalisation
// configuration, shopper-agent context and the country list of the picker.
import { maxAgeSeconds, stateCountryCodes } from '../../machines/api/request-rules.ts';
import { GUEST_INIT, accountQuery, answer, dataOf, readContext, type AreaOptions, WEBSTORE_PATH } from './request.ts';

export function createContextApi({ client, webstoreId, context }: AreaOptions) {
  const path = { webstoreId };

  async function readApplicationContext(signal?: AbortSignal) {
    // SH-7-004: always as a guest, whoever is signed in.
    const { data, headers } = await answer(
      client.GET(`${WEBSTORE_PATH}/application-context`, {
        params: { path },
        ...GUEST_INIT,
        signal,
      }),
      { signal },
    );
    return { data, maxAgeSeconds: maxAgeSeconds(headers.get('Cache-Control')) };
  }

  return {
    /** SH-7-003, SH-7-004, SH-7-005: the context with the max-age its cache may keep it. */
    readApplicationContext,

    async applicationContext(signal?: AbortSignal) {
      return (await readApplicationContext(signal)).data;
    },

    /** SH-7-006. */
    async sessionContext(signal?: AbortSignal) {
      return dataOf(
        client.GET(`${WEBSTORE_PATH}/session-context`, {
          params: { path, query: accountQuery(readContext(context)) },
          signal,
        }),
        { signal },
      );
    },

    /** SH-7-007. */
    async aiConfiguration(signal?: AbortSignal) {
      return dataOf(client.GET(`${WEBSTORE_PATH}/ai/configuration`, { params: { path }, signal }), { signal });
    },

    /** SH-7-008. */
    async shopperAgentContext(signal?: AbortSignal) {
      return dataOf(
        client.GET(`${WEBSTORE_PATH}/shopperAgent/context`, {
          params: { path, query: accountQuery(readContext(context)) },
          signal,
        }),
        { signal },
      );
    },

    /** SH-7-012 to SH-7-015: the picker asks with exclude set (each code prefixed with !). */
    async addressCountries(options: { locale: string; countries?: readonly string[]; exclude?: boolean }, signal?: AbortSignal) {
      const countries = options.countries?.length ? stateCountryCodes(options.countries, options.exclude === true) : undefined;
      const data = await dataOf(
        client.GET('/services/data/v64.0/connect/i18n/statecountry', {
          params: { query: { locale: options.locale, countries } },
          signal,
        }),
        { signal },
      );
      return data.addressCountries;
    },
  };
}
