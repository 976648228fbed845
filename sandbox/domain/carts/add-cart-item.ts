// Adding, changing and deleting cart lines.
import type { Queryable } from '../../db/index.ts';
import type { Core } from '../core.ts';
import { DomainError, notFound } from '../errors.ts';
import { nextId, nextIds } from '../ids.ts';
import { cartValidation, type CartRow, type GroupRow, type ItemRow } from './cart-rows.ts';
import { purchasableOr422, quantityProblem, wholeQuantity } from './quantity-rules.ts';

/** Adds quantity to the product's line in the group (a new line when there is none); answers the line id. */
export async function addToCart(q: Queryable, core: Core, cart: CartRow, productId: string, quantity: number, extra: { productSellingModelId?: string; subscriptionTerm?: number } = {}): Promise<string> {
  const p = purchasableOr422(core, productId, cart.currency);
  const group = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cart.id]))!;
  const existing = await q.one<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 AND delivery_group_id = $2 AND product_id = $3', [cart.id, group.id, productId]);
  const total = (existing?.quantity ?? 0) + quantity;
  const problem = quantity > 0 && Number.isInteger(quantity) ? quantityProblem(p, total) : quantityProblem(p, quantity);
  if (problem) throw cartValidation(problem);
  if (existing) {
    await q.query('UPDATE cart_items SET quantity = quantity + $2 WHERE id = $1', [existing.id, quantity]);
    return existing.id;
  }
  const id = await nextId(q, '0a9');
  await q.query('INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity, product_selling_model_id, subscription_term) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id, cart.id, group.id, productId, quantity, extra.productSellingModelId ?? null, extra.subscriptionTerm ?? null,
  ]);
  return id;
}

/**
 * Adds many lines as addToCart would one after another (repeats add up; the quantity rule applies to
 * the line's total), in four statements whatever their number: a 100-line quick order stays fast
 * (PX-18-005). A line that fails is reported with its error, the others still go in.
 */
export async function addManyToCart(q: Queryable, core: Core, cart: CartRow, lines: Array<{ productId: string; quantity: number }>): Promise<Array<{ itemId: string } | { error: DomainError }>> {
  const group = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cart.id]))!;
  const existing = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 AND delivery_group_id = $2', [cart.id, group.id]);
  type Line = { id: string; productId: string; quantity: number; added: number; isNew: boolean };
  const byProduct = new Map<string, Line>(existing.map((row) => [row.product_id, { id: row.id, productId: row.product_id, quantity: Number(row.quantity), added: 0, isNew: false }]));
  const outcomes: Array<Line | DomainError> = [];
  for (const { productId, quantity } of lines) {
    try {
      const p = purchasableOr422(core, productId, cart.currency);
      const line = byProduct.get(p.id);
      const total = (line?.quantity ?? 0) + quantity;
      const problem = quantity > 0 && Number.isInteger(quantity) ? quantityProblem(p, total) : quantityProblem(p, quantity);
      if (problem) throw cartValidation(problem);
      const kept = line ?? { id: '', productId: p.id, quantity: 0, added: 0, isNew: true };
      kept.quantity = total;
      kept.added += quantity;
      byProduct.set(p.id, kept);
      outcomes.push(kept);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push(error);
    }
  }
  const fresh = [...byProduct.values()].filter((line) => line.isNew);
  const ids = await nextIds(q, '0a9', fresh.length);
  fresh.forEach((line, index) => (line.id = ids[index]!));
  if (fresh.length > 0) {
    await q.query(
      `INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity)
       SELECT id, $1, $2, product_id, quantity FROM unnest($3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS line(id, product_id, quantity, at) ORDER BY at`,
      [cart.id, group.id, fresh.map((line) => line.id), fresh.map((line) => line.productId), fresh.map((line) => line.quantity)],
    );
  }
  const raised = [...byProduct.values()].filter((line) => !line.isNew && line.added > 0);
  if (raised.length > 0) {
    await q.query('UPDATE cart_items SET quantity = cart_items.quantity + raise.added FROM unnest($1::text[], $2::int[]) AS raise(id, added) WHERE cart_items.id = raise.id', [
      raised.map((line) => line.id),
      raised.map((line) => line.added),
    ]);
  }
  return outcomes.map((outcome) => (outcome instanceof DomainError ? { error: outcome } : { itemId: outcome.id }));
}

/** Adds each line on its own: a line that fails is reported with its error, the others still go in. */
export async function addEach(q: Queryable, core: Core, cart: CartRow, lines: Array<{ productId: string; quantity: string | number }>): Promise<Array<{ itemId?: string; error?: DomainError }>> {
  const outcomes: Array<{ itemId?: string; error?: DomainError }> = [];
  for (const line of lines) {
    try {
      outcomes.push({ itemId: await addToCart(q, core, cart, line.productId, wholeQuantity(line.quantity)) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ error });
    }
  }
  return outcomes;
}

export async function setQuantity(q: Queryable, core: Core, cart: CartRow, itemId: string, quantity: number): Promise<void> {
  const item = await q.one<ItemRow>('SELECT * FROM cart_items WHERE id = $1 AND cart_id = $2', [itemId, cart.id]);
  if (!item) throw notFound(`Cart item ${itemId} was not found.`);
  const problem = quantityProblem(core.catalogue.product(item.product_id)!, quantity);
  if (problem) throw cartValidation(problem);
  await q.query('UPDATE cart_items SET quantity = $2 WHERE id = $1', [itemId, quantity]);
}

export async function deleteItem(q: Queryable, cart: CartRow, itemId: string): Promise<void> {
  const rows = await q.query('DELETE FROM cart_items WHERE id = $1 AND cart_id = $2 RETURNING id', [itemId, cart.id]);
  if (rows.length === 0) throw notFound(`Cart item ${itemId} was not found.`);
}
