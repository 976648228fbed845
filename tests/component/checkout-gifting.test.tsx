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
    gifting: { wrap: true, message: true, recipient: true, wraps: WRAPS },
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
  it('[PX-20-001][PX-31-001] nothing of gifting is shown (no recipient either) and the gift-wrap call is never made', () => {
    const load = vi.fn(async () => ({ products: [] }));
    const { result } = renderHook(() => useGiftWraps(false, load));
    expect(result.current).toEqual({ status: 'off' });
    expect(load).not.toHaveBeenCalled();
    renderReview({ gifting: { wrap: false, message: false, recipient: false, wraps: result.current } });
    expect(screen.queryByRole('heading', { name: 'Gift options' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText(/Gift message/)).toBeNull();
    expect(screen.queryByLabelText(/Recipient/)).toBeNull();
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
    await waitFor(() => expect(props.onSaveGift).toHaveBeenCalledWith([{ deliveryGroupId: '0a7000000000001', isGift: true, giftMessage: null, giftWrapProductId: '01t000000009002', giftToName: null }]));
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
    expect(props.onSaveGift).toHaveBeenCalledWith([{ deliveryGroupId: '0a7000000000001', isGift: true, giftMessage: 'With thanks, Dana', giftWrapProductId: null, giftToName: null }]);
  });

  it('[PX-20-007][CC-8-002] a failed gift-wrap call shows its message and the order can still be placed', async () => {
    const load = vi.fn(async () => {
      throw new ApiError('/products/gift-wrap', 503, 'Service Unavailable', []).withMessage('Failed to fetch gift wrap details: 503');
    });
    const { result } = renderHook(() => useGiftWraps(true, load));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', message: 'Failed to fetch gift wrap details: 503' }));
    expect(load).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    const props = renderReview({ gifting: { wrap: true, message: true, recipient: true, wraps: result.current } });
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

describe('recipient and several deliveries', () => {
  const second = {
    id: '0a7000000000002', isDefault: false, totalCartItemCount: 1,
    deliveryAddress: { id: null, name: 'Lakeshore Sleep Lab', street: '777 N Van Buren St', city: 'Milwaukee', region: 'WI', postalCode: '53202', country: 'US', phoneNumber: null },
    availableDeliveryMethods: [], selectedDeliveryMethod: null, isGift: false, giftMessage: null, giftToName: null, giftWrap: null,
  };
  const split = (first: Parameters<typeof group>[0] = {}): Checkout => ({ ...checkoutWith(), deliveryGroups: { count: 2, items: [{ ...group(first), totalCartItemCount: 1 }, second] } });

  it('[PX-31-001][PX-31-002] the recipient is asked with a live count, saved trimmed on leaving the field, and shown again after a reload', async () => {
    const user = userEvent.setup();
    const props = renderReview({});
    const name = screen.getByLabelText('Recipient\'s name (optional)');
    await user.type(name, '  Dr. Amara Lind ');
    expect(document.getElementById('gift-to-name-count')!.textContent).toContain('14 of 255 characters');
    expect(name.getAttribute('aria-describedby')).toBe('gift-to-name-count');
    await user.tab();
    await waitFor(() => expect(props.onSaveGift).toHaveBeenCalledWith([{ deliveryGroupId: '0a7000000000001', isGift: true, giftMessage: null, giftWrapProductId: null, giftToName: 'Dr. Amara Lind' }]));
    cleanup();
    renderReview({ checkout: checkoutWith({ isGift: true, giftToName: 'Dr. Amara Lind' } as Parameters<typeof group>[0]) });
    expect((screen.getByLabelText('Recipient\'s name (optional)') as HTMLInputElement).value).toBe('Dr. Amara Lind');
  });

  it('[PX-43-001] with gifting on but wrap and message off, the recipient alone is offered and saved; the delivery becomes a gift', async () => {
    const user = userEvent.setup();
    const props = renderReview({ gifting: { wrap: false, message: false, recipient: true, wraps: { status: 'off' } } });
    expect(screen.getByRole('heading', { name: 'Gift options' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText(/Gift message/)).toBeNull();
    await user.type(screen.getByLabelText('Recipient\'s name (optional)'), 'Sam Ortiz');
    await user.tab();
    await waitFor(() => expect(props.onSaveGift).toHaveBeenCalledWith([{ deliveryGroupId: '0a7000000000001', isGift: true, giftToName: 'Sam Ortiz' }]));
  });

  it('[PX-31-001] a name over 255 characters is announced on leaving the field, blocks the order and takes focus; nothing is sent', async () => {
    const user = userEvent.setup();
    const props = renderReview({});
    const name = screen.getByLabelText('Recipient\'s name (optional)');
    fireEvent.change(name, { target: { value: 'n'.repeat(256) } });
    fireEvent.blur(name);
    expect(screen.getByRole('alert').textContent).toBe('The recipient\'s name can be at most 255 characters.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('gift-to-name-count gift-to-name-error');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(document.activeElement).toBe(name);
    expect(props.onPlace).not.toHaveBeenCalled();
    expect(props.onSaveGift).not.toHaveBeenCalled();
  });

  it('[PX-31-004][PX-31-003] with two deliveries each has its own gift options under its number and address; a choice saves only its group; placing checks both and focuses the first problem', async () => {
    const user = userEvent.setup();
    const props = renderReview({ checkout: split() });
    const sets = screen.getAllByTestId('gift-options');
    expect(sets.map((set) => within(set).getByRole('heading').textContent)).toEqual([
      'Gift options for delivery 1 (Dana Okafor, 1420 Harbor View Drive, Chicago IL 60611, US)',
      'Gift options for delivery 2 (Lakeshore Sleep Lab, 777 N Van Buren St, Milwaukee WI 53202, US)',
    ]);
    // Each set's radios are their own group: choosing in the second leaves the first as it is.
    await user.click(within(sets[1]!).getByRole('radio', { name: 'Kraft presentation box with ribbon ($6.50)' }));
    await waitFor(() => expect(props.onSaveGift).toHaveBeenCalledWith([{ deliveryGroupId: '0a7000000000002', isGift: true, giftMessage: null, giftWrapProductId: '01t000000009001', giftToName: null }]));
    expect((within(sets[0]!).getByRole('radio', { name: 'No gift wrap' }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(sets[1]!).getByLabelText('Recipient\'s name (optional)'), 'Sam Ortiz');
    fireEvent.change(within(sets[0]!).getByLabelText('Gift message (optional)'), { target: { value: 'x'.repeat(2001) } });
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(document.activeElement).toBe(within(sets[0]!).getByLabelText('Gift message (optional)'));
    expect(props.onPlace).not.toHaveBeenCalled();
    fireEvent.change(within(sets[0]!).getByLabelText('Gift message (optional)'), { target: { value: 'For the EEG team' } });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(props.onPlace).toHaveBeenCalledTimes(1));
    // Both deliveries' unsaved texts go out together, as one change (the wrap saved earlier is not what the checkout holds here, so it goes again).
    expect(props.onSaveGift).toHaveBeenLastCalledWith([
      { deliveryGroupId: '0a7000000000001', isGift: true, giftMessage: 'For the EEG team', giftWrapProductId: null, giftToName: null },
      { deliveryGroupId: '0a7000000000002', isGift: true, giftMessage: null, giftWrapProductId: '01t000000009001', giftToName: 'Sam Ortiz' },
    ]);
  });

  it('[PX-31-005] the wraps\' tax is its own totals line after the wrap', () => {
    const checkout = checkoutWith({ giftWrap: { productId: '01t000000009002', name: 'Thank-you hamper wrap with card', amount: '12.00' } }, '12.00');
    renderReview({ checkout: { ...checkout, cartSummary: { ...checkout.cartSummary!, giftWrapTaxAmount: '1.12' } } });
    expect(within(screen.getByTestId('gift-wrap-tax-line')).getByText('Tax on gift wrap')).toBeTruthy();
    expect(within(screen.getByTestId('gift-wrap-tax-line')).getByText('$1.12 (included in prices)')).toBeTruthy();
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

  it('[PX-31-002][PX-31-003] an order of two gift deliveries shows each under its number with its recipient, wrap and message; the totals add both wraps', () => {
    const delivery = (n: number, gift: object) => ({
      orderDeliveryGroupSummaryId: `0ag00000000010${n}`, deliverToAddress: { addressId: null, name: 'Lakeshore', street: `${n} Main St`, city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
      deliveryMethod: { id: '2Dm000000000001', name: 'Ground' }, expectedDeliveryDate: '2026-12-01', lineItems: [{ orderItemSummaryId: '10u000000000001', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa', quantity: '1' }], ...gift,
    });
    render(
      <MemoryRouter>
        <ConfirmationUi
          order={{
            ...order, isGift: true, giftToName: 'Dr. Amara Lind', giftWrapAmount: '18.50',
            deliveryGroups: [
              delivery(1, { isGift: true, giftToName: 'Dr. Amara Lind', giftMessage: 'For the EEG team', giftWrap: { productId: '01t000000009001', name: 'Kraft presentation box with ribbon', amount: '6.50' } }),
              delivery(2, { isGift: true, giftToName: 'Sam Ortiz', giftMessage: null, giftWrap: { productId: '01t000000009002', name: 'Thank-you hamper wrap with card', amount: '12.00' } }),
            ],
          }}
          shipments={[]}
          locale="en-US"
        />
      </MemoryRouter>,
    );
    const gifts = screen.getAllByTestId('order-gift-delivery');
    expect(gifts.map((gift) => within(gift).getByRole('heading', { level: 3 }).textContent)).toEqual(['Delivery 1', 'Delivery 2']);
    expect(within(gifts[0]!).getByText('Sent as a gift to Dr. Amara Lind')).toBeTruthy();
    expect(within(gifts[0]!).getByText('For the EEG team')).toBeTruthy();
    expect(within(gifts[1]!).getByText('Sent as a gift to Sam Ortiz')).toBeTruthy();
    expect(within(gifts[1]!).getByText('Gift wrap: Thank-you hamper wrap with card ($12.00)')).toBeTruthy();
    expect(within(gifts[1]!).queryByText('For the EEG team')).toBeNull();
    expect(screen.getByText('Gift wrap', { selector: 'dt' }).nextElementSibling!.textContent).toBe('$18.50');
  });
});
