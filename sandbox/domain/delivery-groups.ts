// Delivery groups of a cart: where each line ships. Every function runs inside a cart change
// (carts.changeCart), so the cart row is locked.
import type { Queryable } from '../db/index.ts';
import { nextId } from './ids.ts';
import { deliveryAddressFrom } from './carts/delivery-address.ts';
import { wholeQuantity } from './carts/quantity-rules.ts';
import type { CartRow, GroupRow, ItemRow } from './carts/cart-rows.ts';
import type { Core } from './core.ts';
import { conflict, notFound, unprocessable } from './errors.ts';

export interface GroupInput {
  name?: string;
  deliveryAddress?: unknown;
  desiredDeliveryDate?: string;
  shippingInstructions?: string;
}

export interface Arrangement {
  deliveryGroupId: string;
  cartItemIds?: string[];
  items?: Array<{ cartItemId: string; quantity: string }>;
}

export async function findGroup(q: Queryable, cart: CartRow, id: string): Promise<GroupRow> {
  const group = await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE id = $1 AND cart_id = $2', [id, cart.id]);
  if (!group) throw notFound(`Delivery group ${id} was not found.`);
  return group;
}

export async function createGroup(q: Queryable, core: Core, cart: CartRow, input: GroupInput): Promise<string> {
  const id = await nextId(q, '0a7');
  const address = input.deliveryAddress ? await deliveryAddressFrom(q, cart.account_id, input.deliveryAddress) : null;
  await q.query('INSERT INTO delivery_groups (id, cart_id, name, is_default, address, desired_delivery_date, shipping_instructions, delivery_method_id) VALUES ($1, $2, $3, false, $4, $5, $6, $7)', [
    id, cart.id, input.name ?? null, address ? JSON.stringify(address) : null, input.desiredDeliveryDate ?? null, input.shippingInstructions ?? null, core.store.deliveryMethods.find((m) => m.isDefault)?.id ?? null,
  ]);
  return id;
}

export async function updateGroup(q: Queryable, cart: CartRow, groupId: string, input: GroupInput): Promise<void> {
  const group = await findGroup(q, cart, groupId);
  const address = input.deliveryAddress ? await deliveryAddressFrom(q, cart.account_id, input.deliveryAddress) : group.address;
  await q.query('UPDATE delivery_groups SET name = $2, address = $3, desired_delivery_date = $4, shipping_instructions = $5 WHERE id = $1', [
    group.id, input.name ?? group.name, address ? JSON.stringify(address) : null, input.desiredDeliveryDate ?? group.desired_delivery_date, input.shippingInstructions ?? group.shipping_instructions,
  ]);
}

/** Moves a line into a group, merging with the product's line there. */
async function moveQuantity(q: Queryable, cart: CartRow, item: ItemRow, groupId: string, quantity: number): Promise<void> {
  await q.query(`INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity, created_at) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT (cart_id, delivery_group_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
    [await nextId(q, '0a9'), cart.id, groupId, item.product_id, quantity, item.created_at]);
}

/** Deletes a group; its lines move to the default group. */
export async function deleteGroup(q: Queryable, cart: CartRow, groupId: string): Promise<void> {
  const group = await findGroup(q, cart, groupId);
  if (group.is_default) throw conflict('The default delivery group cannot be deleted.');
  const target = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cart.id]))!;
  for (const item of await q.query<ItemRow>('SELECT * FROM cart_items WHERE delivery_group_id = $1', [group.id])) {
    await q.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
    await moveQuantity(q, cart, item, target.id, item.quantity);
  }
  await q.query('DELETE FROM delivery_groups WHERE id = $1', [group.id]);
}

/** Splits and moves lines between groups; each line's arranged quantities must add up to its quantity. */
export async function arrangeItems(q: Queryable, cart: CartRow, arrangements: Arrangement[], deleteEmptyGroups: boolean): Promise<void> {
  const wanted = new Map<string, Array<{ groupId: string; quantity: number | null }>>();
  for (const a of arrangements) {
    await findGroup(q, cart, a.deliveryGroupId);
    for (const id of a.cartItemIds ?? []) wanted.set(id, [...(wanted.get(id) ?? []), { groupId: a.deliveryGroupId, quantity: null }]);
    for (const i of a.items ?? []) wanted.set(i.cartItemId, [...(wanted.get(i.cartItemId) ?? []), { groupId: a.deliveryGroupId, quantity: wholeQuantity(i.quantity) }]);
  }
  for (const [itemId, targets] of wanted) {
    const item = await q.one<ItemRow>('SELECT * FROM cart_items WHERE id = $1 AND cart_id = $2', [itemId, cart.id]);
    if (!item) throw notFound(`Cart item ${itemId} was not found.`);
    const total = targets.reduce((s, t) => s + (t.quantity ?? item.quantity), 0);
    if (total !== item.quantity) throw unprocessable(`The arranged quantities of ${itemId} add up to ${total}, not ${item.quantity}.`);
    // The line keeps its id where it can: in its own group, else in the first group without a line of that product.
    let keeper = targets.find((t) => t.groupId === item.delivery_group_id);
    if (!keeper) {
      for (const t of targets) {
        if (!(await q.one('SELECT id FROM cart_items WHERE cart_id = $1 AND delivery_group_id = $2 AND product_id = $3', [cart.id, t.groupId, item.product_id]))) {
          keeper = t;
          break;
        }
      }
    }
    if (keeper) await q.query('UPDATE cart_items SET delivery_group_id = $2, quantity = $3 WHERE id = $1', [item.id, keeper.groupId, keeper.quantity ?? item.quantity]);
    else await q.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
    for (const t of targets) if (t !== keeper) await moveQuantity(q, cart, item, t.groupId, t.quantity ?? item.quantity);
  }
  if (deleteEmptyGroups) {
    await q.query('DELETE FROM delivery_groups g WHERE cart_id = $1 AND NOT is_default AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.delivery_group_id = g.id)', [cart.id]);
  }
}
