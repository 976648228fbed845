// @vitest-environment jsdom
// PX-70-004: the review step says, before the order is placed, that it will wait for approval.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewStepUi, type ReviewStepProps } from '../../src/checkout/steps/ReviewStepUi.tsx';
import type { Checkout } from '../../src/checkout/useCheckout.ts';

afterEach(cleanup);

const checkout = (approvalRequired: boolean | undefined): Checkout => ({
  checkoutId: '2z9000000000001',
  cartSummary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Checkout', totalProductCount: '40', uniqueProductCount: 1, totalProductAmount: '6440.00', totalProductAmountAfterAdjustments: '6440.00', totalChargeAmount: '18.00', grandTotalAmount: '6458.00', taxType: 'Gross' },
  deliveryGroups: { count: 1, items: [{ id: '0a7000000000001', isDefault: true, availableDeliveryMethods: [], selectedDeliveryMethod: null }] },
  paymentSummary: { type: 'PurchaseOrder', purchaseOrderNumber: 'PO-LNA-4471', purchaseOrderFile: null },
  ...(approvalRequired === undefined ? {} : { approvalRequired }),
});

function renderReview(approvalRequired: boolean | undefined) {
  const props: ReviewStepProps = {
    checkout: checkout(approvalRequired),
    lines: [],
    coupons: [],
    locale: 'en-US',
    taxType: 'Gross',
    busy: false,
    error: undefined,
    gifting: { wrap: false, message: false, recipient: false, wraps: { status: 'off' } },
    groups: [],
    onApplyCoupon: vi.fn(async () => undefined),
    onRemoveCoupon: vi.fn(async () => undefined),
    onPlace: vi.fn(),
    onSaveGift: vi.fn(async () => undefined),
  };
  render(
    <MemoryRouter>
      <ReviewStepUi {...props} />
    </MemoryRouter>,
  );
}

describe('the review step before an order that waits for approval', () => {
  it('[PX-70-004] says the order will wait for an approver when the checkout says so', () => {
    renderReview(true);
    expect(screen.getByTestId('review-approval').textContent).toMatch(/will wait for approval/);
  });

  it('[PX-70-004] says nothing of approval when the order will not wait, or the server does not say', () => {
    renderReview(false);
    expect(screen.queryByTestId('review-approval')).toBeNull();
    cleanup();
    renderReview(undefined);
    expect(screen.queryByText(/wait for approval/)).toBeNull();
  });
});
