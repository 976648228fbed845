// PX-23-001: the cart lines a standing order can be set up for from the cart: product lines whose
// product is eligible by the same rule as the product page (its standing-order field, never a variation
// parent), each at the line's quantity and unit of measure.
import { isEligibleByFields } from '../catalogue/product-detail.ts';
import type { Wire } from '../wire.ts';
import type { SetupLine } from './setup-popup.machine.ts';

type CartLine = Pick<Wire['CartItem'], 'productId' | 'type' | 'quantity' | 'name' | 'productDetails'>;

export function standingOrderLines(lines: readonly CartLine[]): Array<SetupLine & { name: string }> {
  return lines
    .filter((line) => line.type === 'Product' && isEligibleByFields(line.productDetails?.fields?.ProductClass, line.productDetails?.fields))
    .map((line) => ({
      productId: line.productId,
      quantity: Number(line.quantity),
      unitOfMeasure: line.productDetails?.fields?.QuantityUnitOfMeasure ?? '',
      name: line.name ?? line.productDetails?.name ?? line.productId,
    }));
}
