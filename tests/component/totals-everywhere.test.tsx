// @vitest-environment jsdom
// PX-74-001, PX-74-003, PX-74-004, PX-74-005: the pages that show totals all show the one totals
// component's rows: the cart, the checkout's summary, the review step, the confirmation, the order
// details and the approver's page; the discounts by kind with the coupon named, and the parts adding
// up to the total (the sums here are written out from the fixtures, in cents).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartUi } from '../../src/cart/CartUi.tsx';
import type { CartController } from '../../src/cart/useCartPage.ts';
import { CheckoutUi } from '../../src/checkout/CheckoutUi.tsx';
import type { CheckoutController, Checkout } from '../../src/checkout/useCheckout.ts';
import { ReviewStepUi, type ReviewStepProps } from '../../src/checkout/steps/ReviewStepUi.tsx';
import { ConfirmationUi, type OrderDetail } from '../../src/checkout/ConfirmationUi.tsx';
import { OrderUi } from '../../src/orders/OrderUi.tsx';
import { ApprovalUi } from '../../src/approvals/ApprovalUi.tsx';

afterEach(cleanup);

/** The rows of the totals list with this test id, as label → shown value. */
function rowsOf(testId: string): Array<[string, string]> {
  return [...within(screen.getByTestId(testId)).getAllByRole('definition')].map((dd) => [dd.previousElementSibling!.textContent!, dd.textContent!]);
}
const cents = (value: string) => {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(value);
  return match ? (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3])) : null;
};
/** The shown total, and the sum of the shown parts that are added (not the total, not 'included', not words). */
function addsUp(rows: Array<[string, string]>) {
  const total = cents(rows.find(([label]) => label === 'Total')![1])!;
  const parts = rows.filter(([label, value]) => label !== 'Total' && !/included/i.test(value)).reduce((sum, [, value]) => sum + (cents(value) ?? 0), 0);
  expect(parts).toBe(total);
  return total;
}

// Ten packs at the 10–49 tier ($161.00 instead of $172.00: -$110.00), NEURO10 taking 10% of $1,610.00 (-$161.00).
const SUMMARY = {
  cartId: '0a6000000000001', currencyIsoCode: 'USD' as const, status: 'Active' as const, totalProductCount: '10', uniqueProductCount: 1,
  totalProductAmount: '1720.00', totalProductAmountAfterAdjustments: '1449.00', totalPromotionalAdjustmentAmount: '-161.00', totalChargeAmount: '0.00', totalTaxAmount: '0.00', grandTotalAmount: '1449.00', taxType: 'Gross' as const,
};
const COUPON = { cartCouponId: '0cC000000000009', couponCode: 'NEURO10' };
const noop = async () => undefined;
const LINE = {
  cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000001', name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', type: 'Product', quantity: '10', currencyIsoCode: 'USD',
  salesPrice: '172.00', unitAdjustedPrice: '161.00', listPrice: '189.00', totalAmount: '1449.00', totalPrice: '1720.00',
  productDetails: { productId: '01t000000000001', name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', sku: 'KRM-NEU-EEG-1001', purchaseQuantityRule: { minimum: '1', maximum: '500', increment: '1' } },
};

describe('the one totals component on every page', () => {
  it('[PX-74-001][PX-74-003] the cart: subtotal, automatic discounts, the coupon named, shipping calculated at checkout, tax included, total', () => {
    const cart = {
      allowed: true, settled: true, status: 'ready', lines: [LINE], summary: SUMMARY, coupons: [COUPON], messages: [], hasErrors: false, hasMore: false, busy: false, answeredProcessing: false, notice: undefined, taxType: 'Gross',
      actions: { retry: () => undefined, showMore: noop, changeQuantity: async (_line: unknown, quantity: number) => quantity, remove: noop, clear: noop, applyCoupon: noop, removeCoupon: noop },
    } as unknown as CartController;
    render(<MemoryRouter><CartUi cart={cart} locale="en-US" outOfStock={false} onClear={() => undefined} /></MemoryRouter>);
    expect(rowsOf('totals')).toEqual([
      ['Subtotal', '$1,720.00'], ['Automatic discounts', '-$110.00'], ['Coupon NEURO10', '-$161.00'], ['Shipping', 'Calculated at checkout'], ['Tax', 'Included in prices'], ['Total', '$1,449.00'],
    ]);
    expect(addsUp(rowsOf('totals'))).toBe(144900);
  });

  it('[PX-74-006] a cart line whose coupon leaves no whole-cent unit price shows its unit price and the line\'s discount, which make its total', () => {
    // 10 % off 3 × $222.95 ($668.85) is $66.885, rounded $66.89: $601.96; '$200.65 each' would make $601.95.
    const odd = { ...LINE, cartItemId: '0a9000000000002', productId: '01t000000000007', name: 'Nightridge SpO2 Sensors', quantity: '3', salesPrice: '222.95', unitAdjustedPrice: '222.95', listPrice: '257.00', totalAmount: '601.96', totalPrice: '668.85', unitAdjustedPriceWithItemAdj: '200.65' };
    const cart = {
      allowed: true, settled: true, status: 'ready', lines: [odd], summary: { ...SUMMARY, totalProductAmount: '668.85', totalProductAmountAfterAdjustments: '601.96', totalPromotionalAdjustmentAmount: '-66.89', grandTotalAmount: '601.96' }, coupons: [COUPON],
      messages: [], hasErrors: false, hasMore: false, busy: false, answeredProcessing: false, notice: undefined, taxType: 'Gross',
      actions: { retry: () => undefined, showMore: noop, changeQuantity: async (_line: unknown, quantity: number) => quantity, remove: noop, clear: noop, applyCoupon: noop, removeCoupon: noop },
    } as unknown as CartController;
    render(<MemoryRouter><CartUi cart={cart} locale="en-US" outOfStock={false} onClear={() => undefined} /></MemoryRouter>);
    const row = screen.getByTestId('cart-line-0a9000000000002');
    expect(within(row).getByText('$222.95')).toBeTruthy();
    expect(within(row).getByText('Discounts on this line -$66.89')).toBeTruthy();
    expect(within(row).queryByText(/each after discounts/)).toBeNull();
    // 3 × 222.95 − 66.89 = 601.96, the line's total.
    expect(within(row).getByText('$601.96')).toBeTruthy();
    expect(rowsOf('totals')).toContainEqual(['Coupon NEURO10', '-$66.89']);
  });

  const atCheckout: Checkout = {
    checkoutId: '2z9000000000001',
    cartSummary: { ...SUMMARY, status: 'Checkout', totalChargeAmount: '18.00', totalTaxAmount: '38.30', grandTotalAmount: '1505.30', taxType: 'Net' },
    contactInfo: { firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550142' },
    paymentSummary: { type: 'PurchaseOrder', purchaseOrderNumber: 'PO-LNA-7001', purchaseOrderFile: null },
    deliveryGroups: { count: 1, items: [{ id: '0a7000000000001', isDefault: true, availableDeliveryMethods: [], selectedDeliveryMethod: null, deliveryAddress: { id: '8lW000000000001', name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' } }] },
  } as Checkout;
  const NET_ROWS = [
    ['Subtotal', '$1,720.00'], ['Automatic discounts', '-$110.00'], ['Coupon NEURO10', '-$161.00'], ['Shipping', '$18.00'], ['Estimated tax', '$38.30'], ['Total', '$1,505.30'],
  ];

  it('[PX-74-001][PX-74-003] the review step: the same rows, with shipping and a Net tax added', () => {
    const props: ReviewStepProps = {
      checkout: atCheckout, lines: [], coupons: [COUPON], locale: 'en-US', taxType: 'Net', busy: false, error: undefined,
      gifting: { wrap: false, message: false, recipient: false, wraps: { status: 'off' } }, groups: [],
      onApplyCoupon: vi.fn(noop), onRemoveCoupon: vi.fn(noop), onPlace: vi.fn(), onSaveGift: vi.fn(noop),
    };
    render(<MemoryRouter><ReviewStepUi {...props} /></MemoryRouter>);
    expect(rowsOf('totals')).toEqual(NET_ROWS);
    expect(addsUp(rowsOf('totals'))).toBe(150530);
  });

  it('[PX-74-001][PX-74-003] the checkout page\'s summary beside the steps: the same rows', () => {
    const controller = {
      phase: 'ready', checkout: atCheckout, flow: { current: 'review', completed: ['shippingAddress', 'shippingOptions', 'contactInfo', 'billingAddress', 'payment'] },
      actions: {}, busy: undefined, stepError: undefined, coupons: [COUPON], taxType: 'Net', addresses: [], countries: [], shippingCountries: [], groups: [], lines: [], billing: { sameAsShipping: true }, billingAddresses: [],
      draft: {}, isSignedIn: true, splitEnabled: false,
    } as unknown as CheckoutController;
    render(<MemoryRouter><CheckoutUi controller={controller} locale="en-US" now={new Date('2026-12-07T12:00:00Z')} gifting={{ wrap: false, message: false, recipient: false, wraps: { status: 'off' } }} /></MemoryRouter>);
    const summary = screen.getByRole('complementary');
    expect([...within(summary).getAllByRole('definition')].map((dd) => [dd.previousElementSibling!.textContent, dd.textContent])).toEqual(NET_ROWS);
  });

  // The order placed from that cart: its subtotal is after the discounts; the wire names them by kind (PX-74-004).
  const ADDRESS = { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: null };
  const ORDER: OrderDetail = {
    orderSummaryId: '1Os000000000101', orderNumber: 'KRM-100101', status: 'PendingApproval', ownerId: '005000000000001', accountId: '001000000000001', currencyIsoCode: 'USD',
    createdDate: '2026-11-26T00:00:00.000Z', orderedDate: '2026-11-26T00:00:00.000Z', poNumber: 'PO-LNA-7001', paymentMethod: { type: 'PurchaseOrder', purchaseOrderFileName: 'PO-LNA-7001.pdf' },
    subtotal: '1449.00', discounts: [{ kind: 'Automatic', amount: '-110.00' }, { kind: 'Coupon', amount: '-161.00', couponCode: 'NEURO10' }],
    tariffSurcharge: '33.33', freight: '18.00', tax: '132.00', totalAmount: '1500.33',
    billTo: ADDRESS, shipTo: ADDRESS,
    items: [{ orderItemSummaryId: '10u000000000001', productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa Disposable EEG Cup Electrodes', quantity: '10.0', unitPrice: '172.00', priceEach: '144.90', totalPrice: '1449.00', unitOfMeasure: 'Pack' }],
  };
  const ORDER_ROWS = [
    ['Subtotal', '$1,720.00'], ['Automatic discounts', '-$110.00'], ['Coupon NEURO10', '-$161.00'], ['Tariff surcharge (2.3%)', '$33.33'], ['Shipping', '$18.00'], ['Tax', '$132.00 (included in prices)'], ['Total', '$1,500.33'],
  ];

  it('[PX-74-005][PX-74-004][PX-74-001] the confirmation names the coupon with what it took off, and its rows add up', () => {
    render(<MemoryRouter><ConfirmationUi order={ORDER} shipments={[]} locale="en-US" taxType="Gross" /></MemoryRouter>);
    expect(rowsOf('confirmation-totals')).toEqual(ORDER_ROWS);
    expect(addsUp(rowsOf('confirmation-totals'))).toBe(150033);
  });

  it('[PX-74-004][PX-74-001] the order details and the approver\'s page show the same rows', () => {
    const { unmount } = render(
      <MemoryRouter>
        <OrderUi order={ORDER} shipments={[]} invoices={[]} locale="en-US" taxType="Gross" reorder={{ state: 'idle', outcome: undefined }} onReorder={() => undefined} onPoFile={() => undefined} poFileFailed={false} onInvoice={() => undefined} failedInvoice={undefined} />
      </MemoryRouter>,
    );
    expect(rowsOf('order-totals')).toEqual(ORDER_ROWS);
    unmount();
    const approval = {
      approvalId: 'a0P000000000009', orderSummaryId: ORDER.orderSummaryId, orderNumber: ORDER.orderNumber, poNumber: 'PO-LNA-7001', requestedBy: { userId: '005000000000001', name: 'Dana Okafor' },
      accountId: '001000000000001', totalAmount: '1500.33', currencyIsoCode: 'USD', submittedDate: '2026-11-26T00:00:00.000Z', status: 'Pending', purchaseOrderFile: { name: 'PO-LNA-7001.pdf', contentType: 'application/pdf', size: 900, url: '/sandbox/files/069000000000009' }, decision: null,
    };
    render(
      <MemoryRouter>
        <ApprovalUi view={{ approval, order: ORDER } as never} locale="en-US" taxType="Gross" comment="" problem={null} failure={null} busy={false} onComment={() => undefined} onApprove={() => undefined} onDecline={() => undefined} />
      </MemoryRouter>,
    );
    expect(rowsOf('approval-totals')).toEqual(ORDER_ROWS);
  });

  it('[PX-74-004] an order placed before the store kept its discounts shows its subtotal as the lines, and still adds up', () => {
    const { discounts: _none, ...before } = ORDER;
    render(<MemoryRouter><ConfirmationUi order={before} shipments={[]} locale="en-US" taxType="Gross" /></MemoryRouter>);
    expect(rowsOf('confirmation-totals')[0]).toEqual(['Subtotal', '$1,449.00']);
    expect(rowsOf('confirmation-totals').some(([label]) => /discount|coupon/i.test(label))).toBe(false);
    addsUp(rowsOf('confirmation-totals'));
  });
});
