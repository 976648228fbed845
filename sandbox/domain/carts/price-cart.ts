// Pricing a cart: tiers, coupons, surcharge, delivery, gift wraps and tax, with each line's wire view.
import type { Product } from '../../../fixtures/types.ts';
import type { Queryable } from '../../db/index.ts';
import type { Core } from '../core.ts';
import { money, qty } from '../../lib/money.ts';
import { isTaxExempt } from '../accounts.ts';
import { availableStock } from '../inventory.ts';
import { paysTariffSurcharge, tariffSurchargeCents } from '../surcharge.ts';
import type { Wire } from '../wire.ts';
import type { CartRow, Coupon, GroupRow, ItemRow } from './cart-rows.ts';

export interface PricedItem {
  row: ItemRow;
  product: Product;
  view: Wire['CartItem'];
  cents: { list: number; sales: number; adjusted: number; discount: number; total: number };
}

export interface PricedCart {
  cart: CartRow;
  items: PricedItem[];
  groups: GroupRow[];
  coupons: Coupon[];
  /** The tariff surcharge (PX-08-002); 0 for accounts that do not pay it. */
  surchargeCents: number;
  // The sandbox always sends the currency and count that the platform may leave out (PX-67-002).
  summary: Wire['CartSummary'] & Required<Pick<Wire['CartSummary'], 'currencyIsoCode' | 'totalProductCount'>> & { messagesSummary: Wire['CartMessagesSummary'] };
}

/** One line priced: tiers by the product's whole quantity in the cart (whatever the delivery group), coupons, and its view. */
function pricedItem(core: Core, cart: CartRow, row: ItemRow, productQuantity: number, coupons: Coupon[]): PricedItem {
  const { catalogue } = core;
  const product = catalogue.product(row.product_id)!;
  const price = catalogue.price(product.id, cart.currency);
  const list = price ? Math.round(Number(price.listPrice) * 100) : 0;
  const sales = price ? Math.round(Number(price.unitPrice) * 100) : 0;
  const adjusted = price ? catalogue.unitCents(product.id, cart.currency, productQuantity) : 0;
  const percent = coupons.filter((c) => !c.category_id || catalogue.isInCategory(product, c.category_id)).reduce((sum, c) => sum + c.percent_off, 0);
  // PX-87-001: the coupon is taken off each unit, rounded to the cent there, so the line is a whole
  // number of its price each and an order's lines multiply out.
  const discount = Math.round((adjusted * percent) / 100) * row.quantity;
  const total = adjusted * row.quantity - discount;
  const media = catalogue.media(product);
  return {
    row, product, cents: { list, sales, adjusted, discount, total },
    view: {
      cartId: cart.id, cartItemId: row.id, productId: product.id, name: product.name, type: 'Product', quantity: qty(row.quantity), currencyIsoCode: cart.currency,
      listPrice: money(list), salesPrice: money(sales), totalAmount: money(total), totalListPrice: money(list * row.quantity), totalPrice: money(sales * row.quantity),
      totalTax: '0.00', totalAdjustmentAmount: money(total - sales * row.quantity), unitAdjustedPrice: money(adjusted),
      unitAdjustedPriceWithItemAdj: money(total / row.quantity), unitAdjustmentAmount: money(adjusted - sales),
      productSellingModelId: row.product_selling_model_id, subscriptionTerm: row.subscription_term,
      productDetails: {
        productId: product.id, name: product.name, sku: product.sku,
        fields: { StockKeepingUnit: product.sku, QuantityUnitOfMeasure: product.unitOfMeasure },
        purchaseQuantityRule: product.purchaseQuantityRule,
        thumbnailImage: media ? { alternateText: media.alternateText, mediaType: 'Image', title: media.title, url: media.url } : null,
        variationAttributes: Object.fromEntries(Object.entries(product.variationAttributes ?? {}).map(([name, value], i) => [`${name}__c`, { apiName: `${name}__c`, label: name, sequence: i, value }])),
      },
    },
  };
}

const CART_COUPONS_SQL = 'SELECT c.* FROM cart_coupons cc JOIN coupons c ON c.code = cc.code WHERE cc.cart_id = $1';

/**
 * The view of one line, priced as priceCart prices it, from that line's product rows and the cart's
 * coupons only: an add or a quantity change answers its line without pricing the whole cart, so the
 * answer does not grow with the cart (a 200-line cart).
 */
export async function pricedItemView(q: Queryable, core: Core, cart: CartRow, itemId: string): Promise<Wire['CartItem'] | undefined> {
  const rows = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 AND product_id = (SELECT product_id FROM cart_items WHERE id = $2 AND cart_id = $1)', [cart.id, itemId]);
  const row = rows.find((candidate) => candidate.id === itemId);
  if (!row) return undefined;
  const coupons = await q.query<Coupon>(CART_COUPONS_SQL, [cart.id]);
  return pricedItem(core, cart, row, rows.reduce((sum, r) => sum + r.quantity, 0), coupons).view;
}

/**
 * Prices the cart; at checkout with its delivery charges, the chosen gift wraps with their tax
 * (PX-20-005, PX-31-005: the tax is inside a Gross store's wrap price and added on top in a Net store)
 * and the products' tax, each delivery group's lines at its own address (PX-43-003; none before the
 * checkout knows an address).
 */
export async function priceCart(q: Queryable, core: Core, cart: CartRow, deliveryChargeCents = 0, taxedWrap = { cents: 0, taxCents: 0 }, taxedProductCents = 0): Promise<PricedCart> {
  // PX-75-004: a tax-exempt account's cart has no tax, on its products or its wraps, at any address.
  const taxExempt = await isTaxExempt(q, cart.account_id);
  const giftWrap = taxExempt ? { ...taxedWrap, taxCents: 0 } : taxedWrap;
  const productTaxCents = taxExempt ? 0 : taxedProductCents;
  // PX-87-002: a Gross store's prices contain the tax an exempt account does not pay: it is taken off.
  const exemptionCents = taxExempt && core.settings.taxType === 'Gross' ? -(taxedWrap.taxCents + taxedProductCents) : 0;
  const giftWrapCents = giftWrap.cents;
  const addedTax = core.settings.taxType === 'Net' ? giftWrap.taxCents + productTaxCents : 0;
  const rows = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 ORDER BY created_at DESC, id DESC', [cart.id]);
  const groups = await q.query<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 ORDER BY is_default DESC, created_at, id', [cart.id]);
  const coupons = await q.query<Coupon>(CART_COUPONS_SQL, [cart.id]);
  const couponIds = await q.query<{ id: string; code: string }>('SELECT id, code FROM cart_coupons WHERE cart_id = $1', [cart.id]);
  const stock = await availableStock(q, core.clock.now(), [...new Set(rows.map((r) => r.product_id))], cart.id);
  const quantityByProduct = new Map<string, number>();
  for (const r of rows) quantityByProduct.set(r.product_id, (quantityByProduct.get(r.product_id) ?? 0) + r.quantity);
  const messages: Wire['CartMessagesSummary']['limitedMessages'] = [];
  const items = rows.map((row): PricedItem => {
    const item = pricedItem(core, cart, row, quantityByProduct.get(row.product_id)!, coupons);
    const available = stock.get(item.product.id)?.available ?? 0;
    if (quantityByProduct.get(item.product.id)! > available && !messages.some((m) => m.message.startsWith(`${item.product.name}:`))) {
      messages.push({ message: `${item.product.name}: only ${available} are available.`, severity: 'Error', type: 'Inventory' });
    }
    return item;
  });
  const sum = (f: (i: PricedItem) => number) => items.reduce((s, i) => s + f(i), 0);
  const afterAdjustments = sum((i) => i.cents.total);
  const surcharge = (await paysTariffSurcharge(q, cart.account_id)) ? tariffSurchargeCents(afterAdjustments) : null;
  const summary: PricedCart['summary'] = {
    accountId: cart.account_id ?? '000000000000000', cartId: cart.id, webstoreId: core.store.webstore.id, ownerId: cart.owner_id ?? '005000000000099',
    name: cart.name, purchaseOrderNumber: cart.purchase_order_number, currencyIsoCode: cart.currency, type: 'Cart', status: cart.status,
    asyncOperationStatus: 'Completed', taxType: core.settings.taxType, isSecondary: cart.is_secondary,
    grandTotalAmount: money(afterAdjustments + (surcharge ?? 0) + deliveryChargeCents + giftWrapCents + addedTax + exemptionCents), totalChargeAmount: money(deliveryChargeCents),
    totalListPrice: money(sum((i) => i.cents.list * i.row.quantity)), totalProductAmount: money(sum((i) => i.cents.sales * i.row.quantity)),
    totalProductAmountAfterAdjustments: money(afterAdjustments), totalPromotionalAdjustmentAmount: money(-sum((i) => i.cents.discount)),
    totalTaxAmount: money(productTaxCents), ...(taxExempt ? { taxExempt: true } : {}), ...(exemptionCents !== 0 ? { taxExemptionAmount: money(exemptionCents) } : {}), ...(surcharge === null ? {} : { tariffSurchargeAmount: money(surcharge) }), ...(giftWrapCents > 0 ? { giftWrapAmount: money(giftWrapCents), giftWrapTaxAmount: money(giftWrap.taxCents) } : {}), totalProductCount: qty(sum((i) => i.row.quantity)), uniqueProductCount: new Set(items.map((i) => i.product.id)).size,
    messagesSummary: { errorCount: messages.length, hasErrors: messages.length > 0, limitedMessages: messages.slice(0, 5), totalLineItemsWithErrors: messages.length },
  };
  return { cart, items, groups, surchargeCents: surcharge ?? 0, coupons: couponIds.map((c) => ({ ...coupons.find((x) => x.code === c.code)!, id: c.id })), summary };
}
