// Quantity rules of a cart line: whole quantities, the product's purchase rule, what may be bought.
import type { Product } from '../../../fixtures/types.ts';
import type { Core } from '../core.ts';
import { invalidInput, notFound } from '../errors.ts';
import { parseQuantity } from '../../lib/money.ts';
import { cartValidation } from './cart-rows.ts';

/** A line holds at most this many units (PX-12-003): far above any order, far below the integer column's limit. */
const MAX_LINE_QUANTITY = 1_000_000;

/** A quantity as the API sends it (a decimal string) that must be whole. */
export function wholeQuantity(sent: string | number): number {
  // A number too, as the platform's clients also send it (PX-09-014).
  const text = String(sent);
  const n = parseQuantity(text);
  if (Number.isNaN(n)) throw invalidInput(`Quantity ${text} must be a whole number.`);
  return n;
}

export function quantityProblem(p: Product, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return `${p.name}: enter a whole quantity greater than 0.`;
  if (quantity > MAX_LINE_QUANTITY) return `${p.name}: enter a quantity of ${MAX_LINE_QUANTITY} or less.`;
  const rule = p.purchaseQuantityRule;
  if (!rule) return null;
  const min = Number(rule.minimum);
  const max = Number(rule.maximum);
  const increment = Number(rule.increment);
  if (quantity < min) return `${p.name}: enter a quantity of at least ${min}.`;
  if (quantity > max) return `${p.name}: enter a quantity of ${max} or less.`;
  if ((quantity - min) % increment !== 0) return `${p.name}: enter a quantity in increments of ${increment}.`;
  return null;
}

export function purchasableOr422(core: Core, productId: string, currency: string): Product {
  const p = core.catalogue.product(productId);
  if (!p) throw notFound(`Product ${productId} was not found or is not available to you.`);
  if (!core.catalogue.isPurchasable(p)) throw cartValidation(`${p.name}: choose a variation before adding it to the cart.`);
  if (!core.catalogue.price(p.id, currency)) throw cartValidation(`${p.name} has no price in ${currency}.`);
  return p;
}
