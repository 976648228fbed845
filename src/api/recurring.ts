// Extension: recurring (standing) orders of the effective account.
import { requireOption } from '../../machines/api/validation.ts';
import { accountQuery, dataOf, mailLanguageQuery, readContext, type AreaOptions, type BodyOf, type QueryOptions, WEBSTORE_PATH } from './request.ts';

export function createRecurringApi({ client, webstoreId, context }: AreaOptions) {
  const base = `${WEBSTORE_PATH}/recurring-orders` as const;
  const account = () => accountQuery(readContext(context));
  const byId = (recurringOrderId: string) => ({
    path: { webstoreId, recurringOrderId: requireOption('recurringOrderId', recurringOrderId) },
    query: account(),
  });

  return {
    async list(query: QueryOptions<'listRecurringOrders'> = {}, signal?: AbortSignal) {
      return dataOf(client.GET(base, { params: { path: { webstoreId }, query: { ...query, ...account() } }, signal }), { signal });
    },
    /** PX-32-005: the set-up's Idempotency-Key makes a repeat answer the standing order the first created. */
    async create(body: BodyOf<'createRecurringOrder'>, signal?: AbortSignal, idempotencyKey?: string) {
      const header = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
      // PX-86-002: the standing order keeps the page's locale; the orders it places are confirmed in that language.
      return dataOf(client.POST(base, { params: { path: { webstoreId }, query: { ...account(), ...mailLanguageQuery(readContext(context)) }, header }, body, signal }), { signal });
    },
    async get(recurringOrderId: string, signal?: AbortSignal) {
      return dataOf(client.GET(`${base}/{recurringOrderId}`, { params: byId(recurringOrderId), signal }), { signal });
    },
    async update(recurringOrderId: string, body: BodyOf<'updateRecurringOrder'>, signal?: AbortSignal) {
      return dataOf(client.PATCH(`${base}/{recurringOrderId}`, { params: byId(recurringOrderId), body, signal }), { signal });
    },
    async delay(recurringOrderId: string, body: BodyOf<'delayRecurringOrder'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${base}/{recurringOrderId}/actions/delay`, { params: byId(recurringOrderId), body, signal }), { signal });
    },
    async cancel(recurringOrderId: string, body: BodyOf<'cancelRecurringOrder'> = {}, signal?: AbortSignal) {
      return dataOf(client.POST(`${base}/{recurringOrderId}/actions/cancel`, { params: byId(recurringOrderId), body, signal }), { signal });
    },
  };
}
