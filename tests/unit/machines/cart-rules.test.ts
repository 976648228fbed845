import { arrangeItemsStatus, deliveryGroupItemsQuery, normaliseDeliveryGroups } from '../../../machines/cart/delivery-groups.ts';
import {
  cartInventoryFailure,
  isCartInventoryIntegrationError,
  normaliseCartErrors,
  normaliseErrors,
} from '../../../machines/cart/errors.ts';
import { cartItemsPage, inventoryReservationSeconds } from '../../../machines/cart/queries.ts';
import {
  CART_ADD_FAILED_MESSAGE,
  CART_ADD_SUCCESS_MESSAGE,
  CART_ADDED_LABEL,
  CART_PAGE_NUMBER,
  CART_PAGE_SIZE,
  DEFAULT_CART_NAME,
  DEFAULT_INVENTORY_RESERVATION_SECONDS,
  DELIVERY_GROUP_LIMIT,
  INSUFFICIENT_INVENTORY,
} from '../../../machines/constants/cart-checkout.ts';

describe('cart constants', () => {
  it('[CC-8-030][SH-8-002] a failed add says "Sorry! Failed to add Items to the cart."', () => {
    expect(CART_ADD_FAILED_MESSAGE).toBe('Sorry! Failed to add Items to the cart.');
  });

  it('[CC-8-031][CC-8-032][SH-8-009][SH-8-010] a successful add says "Items has been added to the cart Successfully." and "Added to cart"', () => {
    expect(CART_ADD_SUCCESS_MESSAGE).toBe('Items has been added to the cart Successfully.');
    expect(CART_ADDED_LABEL).toBe('Added to cart');
  });

  it('[CC-4-040] the default cart name is current', () => {
    expect(DEFAULT_CART_NAME).toBe('current');
  });

  it('[CC-9-001][CC-9-002][CC-9-003][CC-9-004] page size 25, page 1, delivery-group limit 20, reservation 14400 s', () => {
    expect(CART_PAGE_SIZE).toBe(25);
    expect(CART_PAGE_NUMBER).toBe(1);
    expect(DELIVERY_GROUP_LIMIT).toBe(20);
    expect(DEFAULT_INVENTORY_RESERVATION_SECONDS).toBe(14400);
  });
});

describe('cart queries', () => {
  it('[CC-9-001][CC-9-002][CC-4-040] cart items default to page 1 of 25 on the current cart', () => {
    expect(cartItemsPage()).toEqual({ cartId: 'current', pageNumber: 1, pageSize: 25 });
    expect(cartItemsPage({ cartId: '0a6000000000001', pageNumber: 3, pageSize: 10 })).toEqual({
      cartId: '0a6000000000001',
      pageNumber: 3,
      pageSize: 10,
    });
  });

  it('[CC-9-004] the inventory reservation lasts 14400 s by default', () => {
    expect(inventoryReservationSeconds()).toBe(14400);
    expect(inventoryReservationSeconds(null)).toBe(14400);
  });

  it('[CC-9-005] a configured source value overrides the reservation duration', () => {
    expect(inventoryReservationSeconds(600)).toBe(600);
    expect(inventoryReservationSeconds(0)).toBe(0);
  });
});

describe('error normalisation', () => {
  const errors = [
    { type: 'CART_VALIDATION_ERROR', message: 'Quantity must be a multiple of 2.' },
    { type: 'INVALID_API_INPUT', message: 'Bad input.' },
    { type: 'INSUFFICIENT_INVENTORY', message: '0 available.' },
  ];

  it('[CC-8-019] each error has a code (its type) and a message', () => {
    expect(normaliseErrors(errors)).toEqual([
      { code: 'CART_VALIDATION_ERROR', message: 'Quantity must be a multiple of 2.' },
      { code: 'INVALID_API_INPUT', message: 'Bad input.' },
      { code: 'INSUFFICIENT_INVENTORY', message: '0 available.' },
    ]);
  });

  it('[CC-8-020] for cart calls the message is kept only for CART_VALIDATION_ERROR', () => {
    expect(normaliseCartErrors(errors)).toEqual([
      { code: 'CART_VALIDATION_ERROR', message: 'Quantity must be a multiple of 2.' },
      { code: 'INVALID_API_INPUT', message: '' },
      { code: 'INSUFFICIENT_INVENTORY', message: '' },
    ]);
    expect(normaliseCartErrors([])).toEqual([]);
  });

  it('[CC-5-040][CC-8-013] a cart-inventory integration error fails with INSUFFICIENT_INVENTORY', () => {
    expect(INSUFFICIENT_INVENTORY).toBe('INSUFFICIENT_INVENTORY');
    const inventory = { type: 'Inventory', severity: 'Error', message: 'only 610 are available.' };
    expect(isCartInventoryIntegrationError(inventory)).toBe(true);
    expect(cartInventoryFailure([{ type: 'Pricing', severity: 'Error', message: 'p' }, inventory])).toBe(
      'INSUFFICIENT_INVENTORY',
    );
  });

  it('[CC-5-040] other cart messages are not inventory failures', () => {
    expect(isCartInventoryIntegrationError({ type: 'Inventory', severity: 'Warning', message: 'low' })).toBe(false);
    expect(isCartInventoryIntegrationError({ type: 'Pricing', severity: 'Error', message: 'p' })).toBe(false);
    expect(isCartInventoryIntegrationError({ severity: 'Error', message: 'p' })).toBe(false);
    expect(cartInventoryFailure([{ type: 'Taxes', severity: 'Error', message: 't' }])).toBeUndefined();
    expect(cartInventoryFailure([])).toBeUndefined();
  });
});

describe('delivery groups', () => {
  it('[CC-4-037] an arrange-items 202 means Processing', () => {
    expect(arrangeItemsStatus(202)).toBe('Processing');
  });

  it('[CC-4-038] any other arrange-items answer means Completed', () => {
    for (const status of [200, 201, 204, 400]) expect(arrangeItemsStatus(status)).toBe('Completed');
  });

  it('[CC-5-037][CC-5-038] loading items requires deliveryGroupId, else "deliveryGroupId required"', () => {
    expect(() => deliveryGroupItemsQuery(undefined)).toThrow(new Error('deliveryGroupId required'));
    expect(() => deliveryGroupItemsQuery(null)).toThrow('deliveryGroupId required');
    expect(() => deliveryGroupItemsQuery('')).toThrow('deliveryGroupId required');
  });

  it('[CC-5-037][CC-9-003] the items query carries the group id and the limit of 20', () => {
    expect(deliveryGroupItemsQuery('0a7000000000001')).toEqual({ deliveryGroupId: '0a7000000000001', limit: 20 });
  });

  it('[CC-5-050] groups with zero items are filtered out', () => {
    const groups = [
      { id: 'a', isDefault: true, totalCartItemCount: 2 },
      { id: 'b', isDefault: false, totalCartItemCount: 0 },
    ];
    expect(normaliseDeliveryGroups(groups)).toEqual([{ id: 'a', isDefault: true, totalCartItemCount: 2 }]);
  });

  it('[CC-5-051][CC-5-052] when none is default the first becomes default, then the list is reversed', () => {
    const groups = [
      { id: 'a', isDefault: false, totalCartItemCount: 0 },
      { id: 'b', isDefault: false, totalCartItemCount: 1 },
      { id: 'c', isDefault: false, totalCartItemCount: 3 },
    ];
    expect(normaliseDeliveryGroups(groups)).toEqual([
      { id: 'c', isDefault: false, totalCartItemCount: 3 },
      { id: 'b', isDefault: true, totalCartItemCount: 1 },
    ]);
    expect(groups[1]!.isDefault).toBe(false);
    expect(groups.map((group) => group.id)).toEqual(['a', 'b', 'c']);
  });

  it('[CC-5-051][CC-5-052] an existing default is kept and no other group becomes default', () => {
    const groups = [
      { id: 'a', isDefault: false, totalCartItemCount: 1 },
      { id: 'b', isDefault: true, totalCartItemCount: 1 },
    ];
    expect(normaliseDeliveryGroups(groups)).toEqual([
      { id: 'b', isDefault: true, totalCartItemCount: 1 },
      { id: 'a', isDefault: false, totalCartItemCount: 1 },
    ]);
  });

  it('[CC-5-050][CC-5-052] a group without a count is kept; an empty list stays empty', () => {
    expect(normaliseDeliveryGroups([{ id: 'a', isDefault: true }])).toEqual([{ id: 'a', isDefault: true }]);
    expect(normaliseDeliveryGroups([])).toEqual([]);
  });
});
