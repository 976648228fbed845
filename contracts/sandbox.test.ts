// The contract suite against the stateful sandbox: every operation of openapi/ is called through the
// typed client with a request built from the document's examples, as a signed-in caller of the
// right kind (buyer, approver or reviewer) with the CSRF header, and every answer must have a
// documented status and a schema-valid body. Operations run in an order that lets the examples'
// anchor ids exist (the checkout is started before it is read; deletions come last).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/app.ts';
import { signedIn, type Client } from '../tests/sandbox/client.ts';
import { callOperation } from './live-contract.ts';
import { loadOpenApi, createValidator, listOperations, type Operation } from './openapi.ts';
import { EXPECTED_FAILURE } from './sandbox-expected.ts';

const doc = loadOpenApi();
const { validate } = createValidator(doc);

/** Runs before the rest: it creates the checkout 2z9000000000001 the examples read. */
const FIRST = new Set(['startCheckout']);
/** Changes state the other examples rely on, so runs after them (in this order). */
const LAST = ['cloneCart', 'placeOrder', 'runOrderActions', 'approvePurchaseOrder', 'declinePurchaseOrder', 'approveRegistration', 'declineRegistration', 'cancelRecurringOrder', 'deleteCheckoutCoupon', 'deleteCartCoupon', 'deleteCartItem', 'deleteDeliveryGroup', 'deleteCheckout', 'deleteCart', 'deleteWishlistItem', 'deleteWishlist', 'deleteAddress', 'signOut', 'webruntimeLogout'];
const rank = (op: Operation) => (FIRST.has(op.operationId) ? -1 : LAST.includes(op.operationId) ? LAST.indexOf(op.operationId) + 1 : 0);
const operations = listOperations(doc).sort((a, b) => rank(a) - rank(b));


let sandbox: Sandbox;
const clients: Record<string, Client> = {};

const APPROVER_OPS = new Set(['listPurchaseOrderApprovals', 'getPurchaseOrderApproval', 'approvePurchaseOrder', 'declinePurchaseOrder']);
const REVIEWER_OPS = new Set(['listRegistrations', 'getRegistration', 'approveRegistration', 'declineRegistration', 'getRegistrationDocument']);

beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
  clients.buyer = await signedIn(sandbox.url, 'buyer');
  clients.approver = await signedIn(sandbox.url, 'approver');
  clients.reviewer = await signedIn(sandbox.url, 'reviewer');
  clients.leaving = await signedIn(sandbox.url, 'multi');
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
});

function callerOf(op: Operation): Client {
  if (APPROVER_OPS.has(op.operationId)) return clients.approver!;
  if (REVIEWER_OPS.has(op.operationId)) return clients.reviewer!;
  if (op.operationId === 'getEffectiveAccount') return clients.leaving!;
  if (op.operationId === 'signOut' || op.operationId === 'webruntimeLogout') return clients.leaving!;
  return clients.buyer!;
}

describe('sandbox server against openapi/ (contract)', () => {
  it.each(operations.map((op) => [`[PX-01-005]${(op.operation['x-rule-ids'] ?? []).map((id: string) => `[${id}]`).join('')}`, op.operationId, op] as const))(
    '%s %s answers with a documented, schema-valid response',
    async (_ids, operationId, op) => {
      const client = callerOf(op);
      const result = await callOperation(doc, validate, sandbox.url, op, { headers: { Cookie: client.cookieHeader(), 'csrf-token': client.csrfToken ?? '' } });
      expect(result.violations).toEqual([]);
      const expected = EXPECTED_FAILURE[operationId];
      if (expected) expect(result.status).toBe(expected.status);
      else expect(result.status).toBeLessThan(400);
    },
  );
});
