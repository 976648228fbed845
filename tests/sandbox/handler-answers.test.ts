// PX-25-001: a handler's answer is typed by its operation in the generated schema. The wrong answers
// below are each marked @ts-expect-error, so `npm run typecheck` fails if the types ever accept one
// (an unused @ts-expect-error is itself an error); the runtime checks keep the good answers honest.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { accepted, noContent, ok, type Ctx, type Handler, type OperationId, type ReplyOf } from '../../sandbox/http/context.ts';
import { handlers } from '../../sandbox/handlers/index.ts';

const summary = { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Active', totalProductCount: '1.0', uniqueProductCount: 1 } as const;

describe('[PX-25-001] sandbox handler answers are typed by the contract', () => {
  it('accepts a listed status with its body and rejects an enum value, a field type, a missing field or a status the contract does not list', () => {
    const good: ReplyOf<'getCartSummary'> = ok(summary);
    const processing: ReplyOf<'getCartSummary'> = accepted(1);
    // @ts-expect-error 'Open' is not one of the contract's cart statuses
    const wrongEnum: ReplyOf<'getCartSummary'> = ok({ ...summary, status: 'Open' as const });
    // @ts-expect-error uniqueProductCount is an integer in the schema, not a decimal string
    const wrongField: ReplyOf<'getCartSummary'> = ok({ ...summary, uniqueProductCount: '1' });
    // @ts-expect-error cartId is required
    const missing: ReplyOf<'getCartSummary'> = ok({ currencyIsoCode: 'USD' as const, status: 'Active' as const, totalProductCount: '1.0', uniqueProductCount: 1 });
    // @ts-expect-error the operation lists no 201
    const wrongStatus: ReplyOf<'getCartSummary'> = ok(summary, 201);
    // @ts-expect-error a delete answers 204 without a body, not a cart
    const bodyOnDelete: ReplyOf<'deleteCart'> = ok(summary);
    const deleted: ReplyOf<'deleteCart'> = noContent();
    expect([good.status, processing.status, deleted.status]).toEqual([200, 202, 204]);
    expect([wrongEnum.status, wrongField.status, missing.status, wrongStatus.status, bodyOnDelete.status]).toEqual([200, 200, 200, 201, 200]);
  });

  it('rejects a handler whose answer does not match when it is filed under its operation', async () => {
    // A literal in an answer the handler does not type widens to string, which the contract's enum refuses.
    const loose = async (_ctx: Ctx<'getCartSummary'>) => ok({ ...summary, status: String(summary.status) });
    const typed = async (_ctx: Ctx<'getCartSummary'>) => ok(summary);
    // @ts-expect-error status: string is not a cart status
    const table: { [K in OperationId]?: Handler<K> } = { getCartSummary: loose };
    const fine: { [K in OperationId]?: Handler<K> } = { getCartSummary: typed };
    expect(Object.keys(table)).toEqual(Object.keys(fine));
    expectTypeOf(handlers.getCartSummary).toEqualTypeOf<Handler<'getCartSummary'> | undefined>();
    expectTypeOf(handlers.placeOrder).toEqualTypeOf<Handler<'placeOrder'> | undefined>();
  });
});
