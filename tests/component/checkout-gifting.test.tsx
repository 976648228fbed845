// @vitest-environment jsdom
// The review step's gift options with gifting off (nothing shown, no gift-wrap call) and on (wrap
// choice, message with its limit, a failed gift-wrap call that does not block the order), and the
// gift part of the confirmation.
import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewStepUi, type ReviewStepProps } from '../../src/checkout/steps/ReviewStepUi.tsx';
import { ConfirmationUi, type OrderDetail } from '../../src/checkout/ConfirmationUi.tsx';
import { useGiftWraps, type GiftWraps } from '../../src/checkout/useGiftWraps.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Checkout } from '../../src/checkout/useCheckout.ts';

afterEach(cleanup);

const WRAPS: GiftWraps = {
  status: 'ready',
  products: [
    { id: '01t000000009001', name: 'Kraft presentation box with ribbon', prices: { unitPrice: '6.50', success: true }, success: true },
    { id: '01t000000009002', name: 'Thank-you hamper wrap with card', prices: { unitPrice: '12.00', success: true }, success: true },
  ],
};

const group = (gift: { isGift?: boolean; giftMessage?: string | null; giftWrap?: { productId: string; name: string; amount: string } | null } = {}) => ({
  id: '0a7000000000001',
  isDefault: true,
  deliveryAddress: { id: null, name: 'Dana Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: null },
  availableDeliveryMethods: [],
  selectedDeliveryMethod: null,
  ...gift,
});

const checkoutWith = (gift?: Parameters<typeof group>[0], giftWrapAmount?: string): Checkout => ({
  checkoutId: '2z9000000000001',
  cartSummary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Checkout', totalProductCount: '2', uniqueProductCount: 1, totalProductAmount: '344.00', totalProductAmountAfterAdjustments: '344.00', totalChargeAmount: '18.00', grandTotalAmount: '362.00', taxType: 'Gross', ...(giftWrapAmount ? { giftWrapAmount } : {}) },
  deliveryGroups: { count: 1, items: [group(gift)] },
  paymentSummary: { type: 'CreditCard', cardType: 'Visa', lastFour: '1111' },
});

function renderReview(overrides: Partial<ReviewStepProps>) {
  const props: ReviewStepProps = {
    checkout: checkoutWith(),
    lines: [{ cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000001', type: 'Product', quantity: '2', name: 'Cortexa Disposable EEG Cup Electrodes', totalAmount: '344.00' }],
    coupons: [],
    locale: 'en-US',
    taxType: 'Gross',
    busy: false,
    error: undefined,
    gifting: { wrap: true, message: true, wraps: WRAPS },
    groups: [],
    onApplyCoupon: vi.fn(async () => undefined),
    onRemoveCoupon: vi.fn(async () => undefined),
    onPlace: vi.fn(),
    onSaveGift: vi.fn(async () => undefined),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ReviewStepUi {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('gifting off (the demo store)', () => {
  it('[PX-20-001] nothing of gifting is shown and the gift-wrap call is never made', () => {
    const load = vi.fn(async () => ({ products: [] }));
    const { result } = renderHook(() => useGiftWraps(false, load));
    expect(result.current).toEqual({ status: 'off' });
    expect(load).not.toHaveBeenCalled();
    renderReview({ gifting: { wrap: false, message: false, wraps: result.current } });
    expect(screen.queryByRole('heading', { name: 'Gift options' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText(/Gift message/)).toBeNull();
  });
});

describe('gifting on', () => {
  it('[PX-20-001][PX-20-005][PX-20-008] the wraps are offered with prices, by keyboard too; choosing one saves it at once', async () => {
    const user = userEvent.setup();
    const props = renderReview({});
    const group = screen.getByRole('group', { name: 'Gift wrap' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.parentElement!.textContent!.trim())).toEqual([
      'No gift wrap',
      'Kraft presentation box with ribbon ($6.50)',
      'Thank-you hamper wrap with card ($12.00)',
    ]);
    expect((screen.getByRole('radio', { name: 'No gift wrap' }) as HTMLInputElement).checked).toBe(true);
    screen.getByRole('radio', { name: 'Thank-you hamper wrap with card ($12.00)' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(props.onSaveGift).toHaveBeenCalledWith({ isGift: true, giftMessage: null, giftWrapProductId: '01t000000009002' }));
    expect((screen.getByRole('radio', { name: 'Thank-you hamper wrap with card ($12.00)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('[PX-20-004][PX-20-005] after a reload the saved wrap, message and the wrap\'s totals line are shown from the checkout', () => {
    renderReview({ checkout: checkoutWith({ isGift: true, giftMessage: 'For the sleep lab', giftWrap: { productId: '01t000000009001', name: 'Kraft presentation box with ribbon', amount: '6.50' } }, '6.50') });
    expect((screen.getByRole('radio', { name: 'Kraft presentation box with ribbon ($6.50)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Gift message (optional)') as HTMLTextAreaElement).value).toBe('For the sleep lab');
    expect(within(screen.getByTestId('gift-wrap-line')).getByText('$6.50')).toBeTruthy();
  });

  it('[PX-20-002][PX-20-008] the message shows a live count; over 2,000 characters is announced, blocks the order and takes focus; fixed, it is saved before the order', async () => {
    const user = userEvent.setup();
    const props = renderReview({});
    const message = screen.getByLabelText('Gift message (optional)');
    await user.type(message, 'Thank you!');
    expect(document.getElementById('gift-message-count')!.textContent).toContain('10 of 2,000 characters');
    expect(message.getAttribute('aria-describedby')).toContain('gift-message-count');
    fireEvent.change(message, { target: { value: 'x'.repeat(2001) } });
    expect(document.getElementById('gift-message-count')!.textContent).toContain('2,001 of 2,000 characters');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(props.onPlace).not.toHaveBeenCalled();
    expect(props.onSaveGift).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The gift message can be at most 2,000 characters.');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(message);
    fireEvent.change(message, { target: { value: 'With thanks, Dana' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(props.onPlace).toHaveBeenCalledTimes(1));
    expect(props.onSaveGift).toHaveBeenCalledWith({ isGift: true, giftMessage: 'With thanks, Dana', giftWrapProductId: null });
  });

  it('[PX-20-007][CC-8-002] a failed gift-wrap call shows its message and the order can still be placed', async () => {
    const load = vi.fn(async () => {
      throw new ApiError('/products/gift-wrap', 503, 'Service Unavailable', []).withMessage('Failed to fetch gift wrap details: 503');
    });
    const { result } = renderHook(() => useGiftWraps(true, load));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', message: 'Failed to fetch gift wrap details: 503' }));
    expect(load).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    const props = renderReview({ gifting: { wrap: true, message: true, wraps: result.current } });
    expect(screen.getByTestId('gift-wrap-failure').textContent).toBe('Failed to fetch gift wrap details: 503');
    expect(screen.getByTestId('gift-wrap-failure').getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(props.onPlace).toHaveBeenCalledTimes(1));
    expect(props.onSaveGift).not.toHaveBeenCalled();
  });

  it('[PX-20-008] a gift choice that cannot be saved says so and the order is not placed with a stale choice', async () => {
    const user = userEvent.setup();
    const props = renderReview({ onSaveGift: vi.fn(async () => 'Your gift options could not be saved. Try again, or place the order without them.') });
    await user.type(screen.getByLabelText('Gift message (optional)'), 'Hello');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your gift options could not be saved. Try again, or place the order without them.')).toBeTruthy();
    expect(props.onPlace).not.toHaveBeenCalled();
  });
});

describe('confirmation', () => {
  const order: OrderDetail = {
    orderSummaryId: '1Os000000000101', orderNumber: 'KRM-100101', status: 'Created', ownerId: '005000000000001', accountId: '001000000000001', currencyIsoCode: 'USD',
    createdDate: '2026-11-26T00:00:00.000Z', orderedDate: '2026-11-26T00:00:00.000Z', poNumber: null,
    paymentMethod: { type: 'CreditCard', brand: 'Visa', lastFour: '1111' },
    subtotal: '344.00', freight: '18.00', tax: '0.00', totalAmount: '374.00',
    billTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
    shipTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
    items: [],
  };

  it('[PX-20-006] a gift order shows its wrap with the price and the message; an order that is no gift shows nothing of it', () => {
    render(
      <MemoryRouter>
        <ConfirmationUi order={{ ...order, isGift: true, giftMessage: 'With thanks,\nDana', giftWrap: { productId: '01t000000009002', name: 'Thank-you hamper wrap with card', amount: '12.00' } }} shipments={[]} locale="en-US" />
      </MemoryRouter>,
    );
    const gift = screen.getByTestId('order-gift');
    expect(within(gift).getByText('Gift wrap: Thank-you hamper wrap with card ($12.00)')).toBeTruthy();
    expect(within(gift).getByText(/With thanks,/).textContent).toBe('With thanks,\nDana');
    cleanup();
    render(
      <MemoryRouter>
        <ConfirmationUi order={order} shipments={[]} locale="en-US" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('order-gift')).toBeNull();
  });
});
