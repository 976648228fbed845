// The product page's rules: availability, variations, breadcrumbs, tax line, the purchase machine,
// the price cache, guest access, the standing-order form and the cart page view.
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CART_ADD_FAILED_MESSAGE, CART_ADD_SUCCESS_MESSAGE, CART_ADDED_LABEL } from '../machines/constants/cart-checkout.ts';
import { availabilityByProduct, availabilityOf, canOrder } from '../machines/catalogue/availability.ts';
import { breadcrumbs, categoryHref, slugOf } from '../machines/catalogue/breadcrumbs.ts';
import { cartAddedToast, cartAddFailedToast } from '../machines/cart/cart-toasts.ts';
import { cartBlock } from '../machines/catalogue/cart-feedback.ts';
import { mayUseCart, mustSignInToBrowse } from '../machines/catalogue/guest-access.ts';
import { loadProductDetail, loadProductPart, partData, partState, shownStatuses, type ProductPart, type ProductApis } from '../machines/catalogue/product-loader.ts';
import { availabilityProductIds, galleryImages, isStandingOrderEligible, selectionOf, specifications, taxLine, variationModel, type ProductDetailData, type VariationInfo } from '../machines/catalogue/product-detail.ts';
import { productPurchaseMachine, type PurchaseInput } from '../machines/catalogue/product-purchase.machine.ts';
import { defaultForm, standingOrderRequest, validateStandingOrder } from '../machines/catalogue/standing-order-setup.machine.ts';
import { createPriceCache } from '../machines/pricing/price-cache.ts';
import { isValidQuantity, parseQuantityRule } from '../machines/pricing/quantity-rule.ts';
import { priceForQuantity, priceSchedule, type RawProductPrice } from '../machines/pricing/tier-pricing.ts';
import { normalizeToast } from '../machines/toast/toast-config.ts';

const CORTEXA_PRICE: RawProductPrice = {
  unitPrice: '172.00',
  listPrice: '189.00',
  priceAdjustment: {
    adjustmentMethod: 'Range',
    priceAdjustmentTiers: [
      { lowerBound: '1', upperBound: '9', tierUnitPrice: '172.00' },
      { lowerBound: '10', upperBound: '49', tierUnitPrice: '161.00' },
      { lowerBound: '50', upperBound: null, tierUnitPrice: '149.00' },
    ],
  },
};

const CAP_INFO: VariationInfo = {
  variationAttributeInfo: { Size__c: { apiName: 'Size__c', label: 'Size', sequence: 0, availableValues: ['Small', 'Medium'] } },
  attributesToProductMappings: [
    { canonicalKey: 'Small', productId: '01t000000000003', selectedAttributes: [{ apiName: 'Size__c', value: 'Small' }] },
    { canonicalKey: 'Medium', productId: '01t000000000004', selectedAttributes: [{ apiName: 'Size__c', value: 'Medium' }] },
  ],
};

describe('availability and variations', () => {
  it('[CC-7-027][PX-06-007] availability: in stock above zero with the whole quantity, out of stock at zero or below, unknown without a level; levels add up', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ productId: fc.constantFrom('a', 'b'), availableToOrder: fc.oneof(fc.integer({ min: -5, max: 2000 }).map((n) => `${n}.0`), fc.constant(null)) }), { maxLength: 5 }), (levels) => {
        const byProduct = availabilityByProduct(levels);
        for (const id of ['a', 'b']) {
          const numbers = levels.filter((l) => l.productId === id && l.availableToOrder !== null).map((l) => Number(l.availableToOrder));
          const expected = numbers.length === 0 ? undefined : availabilityOf({ productId: id, availableToOrder: numbers.reduce((s, n) => s + n, 0) });
          expect(byProduct[id]).toEqual(expected);
        }
        expect(availabilityOf(undefined)).toEqual({ status: 'unknown' });
      }),
    );
  });

  it('[PX-06-017] every attribute value leads to the combination with the other attributes kept, with its availability; a complete selection names its product', () => {
    const info: VariationInfo = {
      variationAttributeInfo: {
        Size__c: { apiName: 'Size__c', label: 'Size', sequence: 0, availableValues: ['S', 'M', 'L'] },
        Colour__c: { apiName: 'Colour__c', label: 'Colour', sequence: 1, availableValues: ['Blue', 'Grey'] },
      },
      attributesToProductMappings: [],
    };
    const combos = fc.subarray(['S', 'M', 'L'].flatMap((size) => ['Blue', 'Grey'].map((colour) => ({ size, colour }))), { minLength: 1 });
    fc.assert(
      fc.property(combos, fc.constantFrom('S', 'M', 'L'), fc.constantFrom('Blue', 'Grey'), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }), (present, size, colour, stock) => {
        const mapped: VariationInfo = {
          ...info,
          attributesToProductMappings: present.map((combo, index) => ({ canonicalKey: `${combo.size}_${combo.colour}`, productId: `p${index}`, selectedAttributes: [{ apiName: 'Size__c', value: combo.size }, { apiName: 'Colour__c', value: combo.colour }] })),
        };
        const availability = Object.fromEntries(present.map((_, index) => [`p${index}`, availabilityOf({ productId: `p${index}`, availableToOrder: stock[index] })]));
        const model = variationModel(mapped, { Size__c: size, Colour__c: colour }, availability)!;
        expect(model.attributes.map((a) => a.label)).toEqual(['Size', 'Colour']);
        const selectedIndex = present.findIndex((c) => c.size === size && c.colour === colour);
        expect(model.selectedProductId).toBe(selectedIndex >= 0 ? `p${selectedIndex}` : null);
        for (const option of model.attributes[0]!.options) {
          const index = present.findIndex((c) => c.size === option.value && c.colour === colour);
          expect(option.productId).toBe(index >= 0 ? `p${index}` : null);
          expect(option.availability).toEqual(index >= 0 ? availability[`p${index}`] : { status: 'unknown' });
          expect(option.selected).toBe(option.value === size);
        }
        expect(model.combinations).toHaveLength(present.length);
      }),
    );
  });

  it('[PX-06-017] the anchor cap: Small in stock, Medium out of stock; the parent needs a choice, a variation knows its own', () => {
    const availability = availabilityByProduct([
      { productId: '01t000000000003', availableToOrder: '35.0' },
      { productId: '01t000000000004', availableToOrder: '0.0' },
    ]);
    const parent = { id: '01t000000000002', productClass: 'VariationParent', fields: {}, variationInfo: CAP_INFO } satisfies ProductDetailData;
    const small: ProductDetailData = { ...parent, id: '01t000000000003', productClass: 'Variation' };
    expect(availabilityProductIds(parent)).toEqual(['01t000000000003', '01t000000000004']);
    expect(availabilityProductIds(small)).toEqual(['01t000000000003', '01t000000000004']);
    const model = variationModel(CAP_INFO, selectionOf(parent), availability)!;
    expect(model.selectedProductId).toBeNull();
    expect(model.attributes[0]!.options.map((o) => o.availability.status)).toEqual(['inStock', 'outOfStock']);
    expect(variationModel(CAP_INFO, selectionOf(small), availability)!.selectedProductId).toBe('01t000000000003');
  });
});

describe('page content', () => {
  it('[CC-3-013][CC-2-005][CC-2-006][CC-2-007][CC-2-008][PX-06-025] breadcrumbs are record-page references by urlPath when known, else recordId, with state categoryPath', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.stringMatching(/^0ZG\d{12}$/), name: fc.string({ minLength: 1, maxLength: 20 }), urlName: fc.option(fc.stringMatching(/^[a-z-]{1,12}$/), { nil: null }) }), { maxLength: 4 }), (path) => {
        const crumbs = breadcrumbs(path);
        expect(crumbs.map((c) => c.label)).toEqual(path.map((p) => p.name));
        crumbs.forEach((crumb, index) => {
          const entry = path[index]!;
          expect(crumb.pageReference.type).toBe('standard__recordPage');
          expect(crumb.pageReference.state).toEqual({ categoryPath: 'ProductCategory' });
          expect(crumb.pageReference.attributes).toEqual(
            entry.urlName ? { objectApiName: 'ProductCategory', actionName: 'view', urlPath: entry.urlName } : { objectApiName: 'ProductCategory', actionName: 'view', recordId: entry.id },
          );
          expect(crumb.href).toBe(`/category/${encodeURIComponent(entry.urlName ?? slugOf(entry.name))}/${entry.id}`);
        });
      }),
    );
    expect(slugOf('EEG Electrodes & Caps')).toBe('eeg-electrodes-caps');
    expect(categoryHref({ type: 'standard__recordPage', attributes: { objectApiName: 'ProductCategory', actionName: 'view', recordId: '0ZG000000000211' }, state: { categoryPath: 'ProductCategory' } }, '0ZG000000000211', 'Tympanometry Supplies')).toBe(
      '/category/tympanometry-supplies/0ZG000000000211',
    );
  });

  it('[CC-5-014][PX-06-018] a Gross store shows the summed tax rate with its names; Net shows none', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ taxRatePercentage: fc.integer({ min: 0, max: 2500 }).map((n) => n / 100), taxTreatmentName: fc.constantFrom('US Sales Tax', null) }), { maxLength: 3 }), fc.constantFrom('Gross', 'Net'), (list, taxType) => {
        const line = taxLine({ taxLocaleType: taxType, taxesInfo: { p: { taxesInfoList: list } } }, 'p', taxType);
        if (taxType === 'Net' || list.length === 0) expect(line).toBeNull();
        else {
          expect(line!.ratePercentage).toBeCloseTo(list.reduce((s, p) => s + p.taxRatePercentage, 0), 2);
          expect(line!.names).toEqual(list.map((p) => p.taxTreatmentName).filter(Boolean));
        }
      }),
    );
  });

  it('[PX-06-040] the specification list leaves out the fields shown elsewhere; the gallery prefers detail images; eligibility reads the field', () => {
    const detail: ProductDetailData = {
      id: '01t000000000001',
      productClass: 'Simple',
      fields: { Name: 'Cortexa', StockKeepingUnit: 'KRM-NEU-EEG-1001', Description: 'd', QuantityUnitOfMeasure: 'Pack', Latex_Free__c: 'true', Lead_Length__c: '1.0 m', Empty__c: ' ', Standing_Order_Eligible__c: 'true' },
      defaultImage: { url: '/assets/default.svg' },
      mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [{ url: '/assets/b.svg', sortOrder: 1 }, { url: '/assets/a.svg', sortOrder: 0 }, { url: '/assets/a.svg', sortOrder: 2 }] }],
    };
    expect(specifications(detail).map((s) => [s.label, s.value])).toEqual([
      ['Latex Free', 'true'],
      ['Lead Length', '1.0 m'],
    ]);
    expect(galleryImages(detail).map((m) => m.url)).toEqual(['/assets/a.svg', '/assets/b.svg']);
    expect(galleryImages({ ...detail, mediaGroups: [] }).map((m) => m.url)).toEqual(['/assets/default.svg']);
    expect(isStandingOrderEligible(detail)).toBe(true);
    expect(isStandingOrderEligible({ ...detail, fields: { ...detail.fields, Standing_Order_Eligible__c: 'false' } })).toBe(false);
    expect(isStandingOrderEligible({ ...detail, productClass: 'VariationParent' })).toBe(false);
  });
});

function purchaseInput(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return {
    productId: '01t000000000001',
    rule: parseQuantityRule({ minimum: '1', maximum: '500', increment: '1' }),
    schedule: priceSchedule(CORTEXA_PRICE),
    priceStatus: 'ready',
    availability: { status: 'inStock', available: 1240 },
    cartAllowed: true,
    isSignedIn: true,
    ...overrides,
  };
}

describe('purchase machine', () => {
  it('[CC-7-015][PX-06-011][PX-06-013] typing and stepping keep the price following the last valid quantity', () => {
    const command = fc.oneof(
      fc.oneof(fc.integer({ min: -3, max: 600 }).map(String), fc.constantFrom('', 'ten', '4.5', ' 12 ')).map((text) => ({ type: 'quantity.input' as const, text })),
      fc.constantFrom<1 | -1>(1, -1).map((direction) => ({ type: 'quantity.step' as const, direction })),
    );
    fc.assert(
      fc.property(fc.constantFrom(['1', '500', '1'], ['2', '200', '2']), fc.array(command, { maxLength: 25 }), ([minimum, maximum, increment], commands) => {
        const input = purchaseInput({ rule: parseQuantityRule({ minimum, maximum, increment }) });
        const actor = createActor(productPurchaseMachine, { input });
        actor.start();
        expect(actor.getSnapshot().context.quantity).toBe(input.rule.minimum);
        for (const event of commands) {
          actor.send(event);
          const context = actor.getSnapshot().context;
          expect(isValidQuantity(context.quantity, context.rule)).toBe(true);
          if (context.check.ok) expect(context.quantity).toBe(Number(context.quantityText.trim()));
          expect(context.price).toEqual(priceForQuantity(context.schedule, context.quantity));
          if (event.type === 'quantity.step') expect(context.check.ok).toBe(true);
        }
        actor.stop();
      }),
    );
  });

  it('[PX-06-013] crossing the 10 and 50 tiers changes the unit price of the anchor electrodes', () => {
    const actor = createActor(productPurchaseMachine, { input: purchaseInput() });
    actor.start();
    const unit = (text: string) => {
      actor.send({ type: 'quantity.input', text });
      return actor.getSnapshot().context.price?.unitPrice;
    };
    expect([unit('9'), unit('10'), unit('49'), unit('50'), unit('500')]).toEqual(['172.00', '161.00', '161.00', '149.00', '149.00']);
  });

  it('[CC-8-030][CC-8-031][CC-8-032][PX-06-014] add to cart goes ahead only when nothing blocks it, and reports success or failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          purchasable: fc.boolean(),
          stock: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 30 })),
          text: fc.constantFrom('1', '10', '40', 'x'),
          cartAllowed: fc.boolean(),
          fails: fc.boolean(),
        }),
        async ({ purchasable, stock, text, cartAllowed, fails }) => {
          const requests: unknown[] = [];
          const emitted: string[] = [];
          const actor = createActor(
            productPurchaseMachine.provide({
              actors: {
                addToCart: fromPromise(async ({ input }) => {
                  requests.push(input);
                  if (fails) throw new Error('no');
                  return { cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000001', type: 'Product' as const, quantity: '1.0' };
                }),
              },
            }),
            {
              input: purchaseInput({
                productId: purchasable ? '01t000000000001' : null,
                availability: stock === null ? { status: 'unknown' } : availabilityOf({ productId: 'p', availableToOrder: stock }),
                cartAllowed,
              }),
            },
          );
          for (const type of ['cart.added', 'cart.failed', 'cart.signInRequired'] as const) actor.on(type, () => emitted.push(type));
          actor.start();
          actor.send({ type: 'quantity.input', text });
          const blocked = cartBlock(actor.getSnapshot().context);
          actor.send({ type: 'cart.add' });
          await waitFor(actor, (snapshot) => snapshot.matches({ cart: 'idle' }));
          if (!cartAllowed) {
            expect(emitted).toEqual(['cart.signInRequired']);
            expect(requests).toEqual([]);
          } else if (blocked !== null) {
            expect(requests).toEqual([]);
            expect(emitted).toEqual([]);
            const quantity = Number(text);
            if (!purchasable) expect(blocked).toBe('chooseVariation');
            else if (stock === 0) expect(blocked).toBe('outOfStock');
            else if (Number.isNaN(quantity)) expect(blocked).toBe('invalidQuantity');
            else expect(canOrder(availabilityOf({ productId: 'p', availableToOrder: stock }), quantity)).toBe(false);
          } else {
            expect(requests).toEqual([{ productId: '01t000000000001', quantity: Number(text) }]);
            expect(emitted).toEqual([fails ? 'cart.failed' : 'cart.added']);
          }
          actor.stop();
        },
      ),
    );
  });

  it('[CC-8-030][CC-8-031][CC-8-032][CC-9-013][CC-9-014] the cart toasts: success with the specification texts closes by itself, failure stays', () => {
    const success = normalizeToast(cartAddedToast());
    expect(success).toMatchObject({ label: CART_ADDED_LABEL, message: CART_ADD_SUCCESS_MESSAGE, variant: 'success', mode: 'dismissible' });
    const failure = normalizeToast(cartAddFailedToast({ errors: [{ type: 'CART_VALIDATION_ERROR', message: 'Quantity must be a multiple of 2.' }] }));
    expect(failure).toMatchObject({ label: CART_ADD_FAILED_MESSAGE, variant: 'error', mode: 'sticky', message: 'Quantity must be a multiple of 2.' });
    expect(normalizeToast(cartAddFailedToast(new Error('x'))).message).toBe('');
  });

  it('[PX-06-015] the wishlist asks guests to sign in and adds once for buyers; another variation resets it', async () => {
    const guest = createActor(productPurchaseMachine, { input: purchaseInput({ isSignedIn: false }) });
    const prompts: string[] = [];
    guest.on('wishlist.signInRequired', () => prompts.push('sign in'));
    guest.start();
    guest.send({ type: 'wishlist.add' });
    expect(prompts).toEqual(['sign in']);
    const added: string[] = [];
    const buyer = createActor(productPurchaseMachine.provide({ actors: { addToWishlist: fromPromise(async ({ input }) => {
      added.push(input.productId);
      return '0YC000000000001';
    }) } }), { input: purchaseInput() });
    buyer.start();
    buyer.send({ type: 'wishlist.add' });
    await waitFor(buyer, (snapshot) => snapshot.matches({ wishlist: 'added' }));
    buyer.send({ type: 'wishlist.add' });
    expect(added).toEqual(['01t000000000001']);
    buyer.send({ type: 'quantity.input', text: '12' });
    buyer.send({ type: 'product.changed', input: purchaseInput({ productId: '01t000000000003', rule: parseQuantityRule({ minimum: '1', maximum: '20', increment: '1' }) }) });
    expect(buyer.getSnapshot().matches({ wishlist: 'idle' })).toBe(true);
    expect(buyer.getSnapshot().context.productId).toBe('01t000000000003');
    expect(buyer.getSnapshot().context.quantity).toBe(12);
  });
});

describe('price cache, guest access, standing orders, cart page', () => {
  it('[CC-7-014][PX-06-016] a price is loaded once per product, currency and account within the lifetime; failures are not kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ productId: fc.constantFrom('a', 'b'), currencyIsoCode: fc.constantFrom('USD', 'EUR'), advance: fc.integer({ min: 0, max: 200_000 }), fail: fc.boolean() }), { maxLength: 12 }), async (steps) => {
        let now = 0;
        const cache = createPriceCache<string>({ now: () => now });
        const freshUntil = new Map<string, number>();
        for (const step of steps) {
          now += step.advance;
          const id = `${step.productId}|${step.currencyIsoCode}|`;
          const expectedLoad = !(freshUntil.has(id) && now < freshUntil.get(id)!);
          let loaded = false;
          const result = await cache.load({ productId: step.productId, currencyIsoCode: step.currencyIsoCode }, async () => {
            loaded = true;
            if (step.fail) throw new Error('down');
            return id;
          }).catch(() => 'failed');
          expect(loaded).toBe(expectedLoad);
          if (expectedLoad && !step.fail) freshUntil.set(id, now + 300_000);
          expect(result).toBe(expectedLoad && step.fail ? 'failed' : id);
        }
      }),
    );
  });

  it('[PX-06-016] loads of one price at once share one request', async () => {
    const cache = createPriceCache<number>({ now: () => 0 });
    let calls = 0;
    const load = () => cache.load({ productId: 'a' }, async () => ++calls);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
  });

  it('[CC-6-004][CC-6-005][SH-6-003][PX-06-030][PX-06-014] guests browse only with guest browsing and buy only with guest carts; buyers always may', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.boolean(), { nil: undefined }), fc.option(fc.boolean(), { nil: undefined }), (isSignedIn, guestBrowsingEnabled, guestCartEnabled) => {
        expect(mustSignInToBrowse({ isSignedIn, guestBrowsingEnabled })).toBe(!isSignedIn && guestBrowsingEnabled !== true);
        expect(mayUseCart({ isSignedIn, guestCartEnabled })).toBe(isSignedIn || guestCartEnabled === true);
      }),
    );
  });

  it('[PX-06-040] the standing-order form accepts 1 to 52, a date from today and a purchase order number of at most 80 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -2, max: 60 }).map(String), fc.constantFrom('', 'four')), fc.constantFrom('2026-11-20', '2026-11-21', '2026-12-01', '2026-02-30', 'soon'), fc.oneof(fc.constantFrom('', '   ', 'PO-7731'), fc.string({ minLength: 81, maxLength: 90 }).filter((s) => s.trim().length > 80)), (interval, date, po) => {
        const today = '2026-11-21';
        const problems = validateStandingOrder({ interval, unit: 'Weeks', firstShipmentDate: date, poNumber: po }, today);
        const fields = problems.map((p) => p.field);
        expect(fields.includes('interval')).toBe(!(/^\d+$/.test(interval) && Number(interval) >= 1 && Number(interval) <= 52));
        expect(fields.includes('firstShipmentDate')).toBe(!(['2026-11-21', '2026-12-01'].includes(date)));
        expect(fields.includes('poNumber')).toBe(po.trim() === '' || po.trim().length > 80);
      }),
    );
    const form = { ...defaultForm('2026-11-21'), poNumber: ' PO-7731 ' };
    expect(form.firstShipmentDate).toBe('2026-11-22');
    expect(standingOrderRequest(form, { productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack', shipToAddressId: '8lW000000000001' })).toEqual({
      productId: '01t000000000001',
      quantity: '10',
      unitOfMeasure: 'Pack',
      frequency: { interval: 4, unit: 'Weeks' },
      startDate: '2026-11-22',
      firstShipmentDate: '2026-11-22',
      shipToAddressId: '8lW000000000001',
      paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-7731' },
    });
  });

  it('[PX-06-019] only the detail is essential: failed price, taxes, availability and featured reads leave those parts empty', async () => {
    const detail: ProductDetailData = { id: '01t000000000002', productClass: 'VariationParent', fields: { Name: 'Cap' }, variationInfo: CAP_INFO };
    const fail = () => Promise.reject(new Error('500'));
    const asked: string[][] = [];
    const apis: ProductApis = {
      product: async () => detail,
      productPrice: fail,
      productTaxes: fail,
      inventoryLevels: async (ids) => {
        asked.push(ids);
        throw new Error('500');
      },
      featuredProducts: fail,
    };
    expect(await loadProductDetail(apis, '01t000000000002')).toBe(detail);
    for (const part of ['price', 'taxes', 'availability', 'featured'] as ProductPart[]) await expect(loadProductPart(apis, part, detail)).rejects.toThrow('500');
    expect(asked).toEqual([['01t000000000003', '01t000000000004']]);
    await expect(loadProductDetail({ ...apis, product: () => Promise.reject(Object.assign(new Error('Not Found'), { status: 404 })) }, 'x')).rejects.toMatchObject({ status: 404 });
  });

  it('[PX-06-042][PX-06-016][CC-7-014] each part is read on its own after the detail: price through the cache, featured without the product itself, no availability read without products', async () => {
    const detail: ProductDetailData = { id: '01t000000000001', productClass: 'Simple', fields: { Name: 'Cortexa' } };
    const calls: string[] = [];
    const apis: ProductApis = {
      product: async () => detail,
      productPrice: async () => (calls.push('price'), { ...CORTEXA_PRICE, currencyIsoCode: 'USD' }),
      productTaxes: async () => (calls.push('taxes'), { taxLocaleType: 'Gross', taxesInfo: {} }),
      inventoryLevels: async (ids) => (calls.push(`inventory ${ids.join(',')}`), { inventoryLevels: [{ productId: '01t000000000001', availableToOrder: '1240' }] }),
      featuredProducts: async () => (calls.push('featured'), { products: [{ id: '01t000000000001', success: true }, { id: '01t000000000005', success: true }] }),
    };
    const cache = createPriceCache<Awaited<ReturnType<ProductApis['productPrice']>>>({ now: () => 0 });
    const options = { priceCache: cache, priceKey: { currencyIsoCode: 'USD', effectiveAccountId: null } };
    expect((await loadProductPart(apis, 'price', detail, options)).unitPrice).toBe('172.00');
    await loadProductPart(apis, 'price', detail, options);
    expect(await loadProductPart(apis, 'availability', detail)).toEqual({ '01t000000000001': { status: 'inStock', available: 1240 } });
    expect(await loadProductPart(apis, 'featured', detail)).toEqual([{ id: '01t000000000005', success: true }]);
    expect(await loadProductPart(apis, 'availability', { ...detail, productClass: 'VariationParent' })).toEqual({});
    expect(calls).toEqual(['price', 'inventory 01t000000000001', 'featured']);
  });

  it('[PX-06-042][PX-06-019] a part is loading until its own answer: an answer for an earlier product counts as loading, a failure as failed', () => {
    expect(partState({ status: 'loading', data: undefined, stale: false })).toEqual({ status: 'loading' });
    expect(partState({ status: 'loading', data: { unitPrice: '1.00' }, stale: true })).toEqual({ status: 'loading' });
    expect(partState({ status: 'failed', data: undefined, stale: false })).toEqual({ status: 'failed' });
    expect(partState({ status: 'ready', data: { unitPrice: '1.00' }, stale: false })).toEqual({ status: 'ready', data: { unitPrice: '1.00' } });
    expect(partData(partState({ status: 'ready', data: [], stale: false }))).toEqual([]);
    expect(partData(partState({ status: 'failed', data: undefined, stale: false }))).toBeUndefined();
  });

  it('[PX-06-042][CC-5-014][CC-5-010] a part keeps a place only where it will show: no tax under Net, no availability with inventory off or (while loading) for a variation parent', () => {
    const loading = { price: { status: 'loading' }, taxes: { status: 'loading' }, availability: { status: 'loading' }, featured: { status: 'failed' } } as const;
    expect(shownStatuses(loading, { taxType: 'Gross', readsAvailability: true, purchasable: true })).toEqual({ price: 'loading', taxes: 'loading', availability: 'loading', featured: 'failed' });
    expect(shownStatuses(loading, { taxType: 'Net', readsAvailability: false, purchasable: true })).toEqual({ price: 'loading', taxes: 'ready', availability: 'ready', featured: 'failed' });
    expect(shownStatuses(loading, { taxType: 'Gross', readsAvailability: true, purchasable: false }).availability).toBe('ready');
    expect(shownStatuses({ ...loading, availability: { status: 'failed' } }, { taxType: 'Gross', readsAvailability: true, purchasable: false }).availability).toBe('failed');
  });
});
