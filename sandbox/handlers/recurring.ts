// Standing orders: set up, list, read, edit, delay and cancel.
import { MSG_SCHEDULED_ORDER_CANCELLED } from '../../machines/constants/session-locale.ts';
import { actingAccount, actingAccountId, idempotencyKeyOf, ok, requireUser, type Ctx, type Reply } from '../http/context.ts';
import {
  cancelStandingOrder, createStandingOrder, delayStandingOrder, detailView, findStandingOrder, listStandingOrders, summaryView, updateStandingOrder, type StandingOrderRow,
} from '../domain/standing-orders.ts';
import type { Core } from '../domain/core.ts';

const detail = (core: Core, row: StandingOrderRow) => detailView(core, core.db, row.status, row.doc);

export async function listRecurringOrders(ctx: Ctx<'listRecurringOrders'>): Reply<'listRecurringOrders'> {
  const accountId = actingAccountId(ctx);
  const { query } = ctx;
  const rows = await listStandingOrders(ctx.core.db, accountId);
  const views = rows.map((r) => summaryView(ctx.core, r.status, r.doc)).filter((v) => !query.status || v.status === query.status);
  views.sort((a, b) => (a.nextOrderDate ?? '9999').localeCompare(b.nextOrderDate ?? '9999') || a.recurringOrderId.localeCompare(b.recurringOrderId));
  const size = query.pageSize ?? 25;
  const start = Number(query.pageToken ?? 0) || 0;
  const items = views.slice(start, start + size);
  return ok({ count: items.length, items, nextPageToken: start + size < views.length ? String(start + size) : null });
}

export async function getRecurringOrder(ctx: Ctx<'getRecurringOrder'>): Reply<'getRecurringOrder'> {
  return ok(await detail(ctx.core, await findStandingOrder(ctx.core.db, requireUser(ctx), ctx.params.recurringOrderId)));
}

export async function createRecurringOrder(ctx: Ctx<'createRecurringOrder'>): Reply<'createRecurringOrder'> {
  const user = requireUser(ctx);
  const account = await actingAccount(ctx);
  return ok(await detail(ctx.core, await createStandingOrder(ctx.core, user, account, ctx.session.id, ctx.body, idempotencyKeyOf(ctx), ctx.query.language)), 201);
}

export async function updateRecurringOrder(ctx: Ctx<'updateRecurringOrder'>): Reply<'updateRecurringOrder'> {
  return ok(await detail(ctx.core, await updateStandingOrder(ctx.core, requireUser(ctx), ctx.params.recurringOrderId, ctx.body)));
}

export async function delayRecurringOrder(ctx: Ctx<'delayRecurringOrder'>): Reply<'delayRecurringOrder'> {
  return ok(await detail(ctx.core, await delayStandingOrder(ctx.core, requireUser(ctx), ctx.params.recurringOrderId, ctx.body)));
}

export async function cancelRecurringOrder(ctx: Ctx<'cancelRecurringOrder'>): Reply<'cancelRecurringOrder'> {
  await cancelStandingOrder(ctx.core, requireUser(ctx), ctx.params.recurringOrderId);
  return ok({ recurringOrderId: ctx.params.recurringOrderId, status: 'Cancelled', message: MSG_SCHEDULED_ORDER_CANCELLED } as const);
}
