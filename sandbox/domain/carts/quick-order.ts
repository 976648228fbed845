// Quick order: adding lines by SKU, each answered Added, NotFound or Invalid.
import type { Queryable } from '../../db/index.ts';
import type { Core } from '../core.ts';
import { availableStock } from '../inventory.ts';
import type { CartRow } from './cart-rows.ts';
import { quantityProblem, wholeQuantity } from './quantity-rules.ts';
import { addManyToCart } from './add-cart-item.ts';

export type QuickOrderResult =
  | { sku: string; status: 'NotFound'; message: string }
  | { sku: string; productId: string; status: 'Invalid'; message: string }
  | { sku: string; productId: string; cartItemId: string; status: 'Added' };

/** Adds lines by SKU; each line answers Added, NotFound or Invalid with the reason. */
export async function quickOrder(q: Queryable, core: Core, cart: CartRow, lines: Array<{ sku: string; quantity: string | number }>): Promise<QuickOrderResult[]> {
  const { catalogue } = core;
  const stock = await availableStock(q, core.clock.now(), [...catalogue.products.keys()].filter((id) => lines.some((l) => catalogue.product(id)!.sku.toLowerCase() === l.sku.trim().toLowerCase())), cart.id);
  // A null is a line that passed the checks here; they go into the cart together, in their order.
  const results: Array<QuickOrderResult | null> = [];
  const pending: Array<{ at: number; sku: string; productId: string; quantity: number }> = [];
  for (const line of lines) {
    const product = catalogue.bySku.get(line.sku.trim().toLowerCase());
    const quantity = wholeQuantity(line.quantity);
    if (!product || !catalogue.price(product.id, cart.currency)) {
      results.push({ sku: line.sku, status: 'NotFound', message: `No product found for SKU ${line.sku}.` });
      continue;
    }
    const rule = product.purchaseQuantityRule;
    const invalid = product.productClass === 'VariationParent'
      ? `Choose a variation: ${product.sku} has ${product.variationAttributeSet?.map((a) => `${a.name.toLowerCase()}s`).join(' and ') ?? 'variations'}.`
      : (stock.get(product.id)?.available ?? 0) <= 0
        ? 'This product is out of stock.'
        : quantityProblem(product, quantity) && rule
          ? `Enter a quantity from ${rule.minimum} to ${rule.maximum} in steps of ${rule.increment}.`
          : null;
    if (invalid) {
      results.push({ sku: line.sku, productId: product.id, status: 'Invalid', message: invalid });
      continue;
    }
    pending.push({ at: results.length, sku: line.sku, productId: product.id, quantity });
    results.push(null);
  }
  const added = await addManyToCart(q, core, cart, pending);
  pending.forEach((line, index) => {
    const outcome = added[index]!;
    results[line.at] = 'error' in outcome
      ? { sku: line.sku, productId: line.productId, status: 'Invalid', message: outcome.error.problems[0]!.message }
      : { sku: line.sku, productId: line.productId, cartItemId: outcome.itemId, status: 'Added' };
  });
  return results.filter((result): result is QuickOrderResult => result !== null);
}
