// @vitest-environment jsdom
// The standing-order set-up popup (SH-2-013, SH-3-024..SH-3-026): its own messages once the buyer tries
// to save, the next order date computed, the address and purchase order sent with the schedule; paid by
// card (PX-23-002) with the checkout's card rules and only the card's token sent with the standing order;
// opened from the cart for its eligible lines (PX-23-001), all of them in ONE standing order created
// once (PX-32-005, PX-23-003).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_CVV_INVALID, CARD_EXPIRY_REQUIRED, CARD_NAME_REQUIRED, CARD_NUMBER_INVALID } from '../../machines/constants/checkout-flow.ts';
import { SETUP_MESSAGES } from '../../machines/recurring/setup-popup.machine.ts';
import { CartStandingOrder } from '../../src/cart/CartStandingOrder.tsx';
import type { CartLine } from '../../src/cart/useCartPage.ts';
import SetupPopup from '../../src/standing-orders/SetupPopup.tsx';
import { localToday } from '../../src/standing-orders/StandingOrderPage.tsx';
import { guestSession, PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const address = (addressId: string, addressType: 'Shipping' | 'Billing', street: string, isDefault: boolean) => ({
  addressId, addressType, isDefault, name: 'Pacific Crest', street, city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US',
});
const plusDays = (days: number) => {
  const d = new Date(`${localToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The account's address book (by addressType) and a recorder of the create and card-token calls. */
function popupRoutes(answers: { create?: (count: number) => Response } = {}) {
  const created: unknown[] = [];
  const keys: Array<string | null> = [];
  const tokenized: unknown[] = [];
  const routes: Record<string, RouteHandler> = {
    [`GET ${WEBSTORE_PATH}/accounts/current/addresses`]: (request) =>
      new URL(request.url).searchParams.get('addressType') === 'Billing'
        ? { count: 1, items: [address('8lW000000000005', 'Billing', '1 Billing Way', true)] }
        : { count: 2, items: [address('8lW000000000009', 'Shipping', '9 Side Street', false), address('8lW000000000004', 'Shipping', '500 Pine Street', true)] },
    [`POST ${WEBSTORE_PATH}/recurring-orders`]: async (request) => {
      created.push(await request.json());
      keys.push(request.headers.get('Idempotency-Key'));
      return answers.create?.(created.length) ?? json({ recurringOrderId: `a0R00000000009${created.length}` }, 201);
    },
    [`POST ${WEBSTORE_PATH}/payments/token`]: async (request) => {
      tokenized.push(await request.json());
      return json({ token: 'tok_standing_1', cardType: 'Visa', lastFour: '1111', expiryMonth: 12, expiryYear: 2099 });
    },
  };
  return { routes, created, keys, tokenized };
}

function renderPopup(routes: Record<string, RouteHandler>, lines: Parameters<typeof SetupPopup>[0]['lines']) {
  const { store } = previewStore({ session: rileySession, routes });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()}>
      <SetupPopup lines={lines} />
    </PreviewFrame>,
  );
}

describe('standing-order set-up popup', () => {
  it('[SH-2-013][SH-3-024][SH-3-025][SH-3-026] shows its own messages, computes the next order date and sends the chosen address and purchase order', async () => {
    const { routes, created } = popupRoutes();
    renderPopup(routes, [{ productId: '01t000000000007', quantity: 2, unitOfMeasure: 'Each' }]);
    const user = userEvent.setup();
    // The default address comes first.
    expect(((await screen.findByLabelText('Ship to')) as HTMLSelectElement).value).toBe('8lW000000000004');
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), plusDays(1));
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(screen.getByText(SETUP_MESSAGES.endNotAfterFirstShipment)).toBeTruthy();
    expect(screen.getByText(SETUP_MESSAGES.poNumber)).toBeTruthy();
    expect(created).toEqual([]);
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), plusDays(90));
    await user.clear(screen.getByLabelText('First shipment date'));
    await user.type(screen.getByLabelText('First shipment date'), plusDays(7));
    expect(screen.getByTestId('so-setup-next').textContent).not.toBe('Shown once the dates are valid');
    await user.type(screen.getByLabelText('Purchase order number'), 'PO-PCH-77');
    await user.selectOptions(screen.getByLabelText('Ship to'), '8lW000000000009');
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(await screen.findByText('Standing order scheduled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the new standing order' }).getAttribute('href')).toBe('/standing-orders/a0R000000000091');
    expect(created).toEqual([
      {
        productId: '01t000000000007', quantity: '2', unitOfMeasure: 'Each', frequency: { interval: 4, unit: 'Weeks' }, startDate: plusDays(1), firstShipmentDate: plusDays(7),
        endDate: plusDays(90), shipToAddressId: '8lW000000000009', paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-PCH-77' },
      },
    ]);
  });

  it('[PX-23-002][PX-08-010][PX-08-011] pays by card: the checkout card rules first, then only the card token goes with the standing order and nothing of the card is stored', async () => {
    const { routes, created, tokenized } = popupRoutes();
    renderPopup(routes, [{ productId: '01t000000000007', quantity: 3, unitOfMeasure: 'Each' }]);
    const user = userEvent.setup();
    await screen.findByLabelText('Ship to');
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(screen.queryByLabelText('Purchase order number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    for (const message of [CARD_NAME_REQUIRED, CARD_NUMBER_INVALID, CARD_CVV_INVALID, CARD_EXPIRY_REQUIRED]) expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(tokenized).toEqual([]);

    await user.type(screen.getByLabelText('Name on card'), 'Riley Chen');
    // Fails the Luhn checksum: still refused before any call.
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.selectOptions(screen.getByLabelText('Expiry month'), '12');
    const year = (screen.getByLabelText('Expiry year') as HTMLSelectElement).options[2]!.value;
    await user.selectOptions(screen.getByLabelText('Expiry year'), year);
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(screen.getByText(CARD_NUMBER_INVALID)).toBeTruthy();
    expect(tokenized).toEqual([]);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(await screen.findByText('Standing order scheduled')).toBeTruthy();
    // The card goes to the card-token call only, billed to the account's default billing address.
    expect(tokenized).toEqual([
      {
        billingAddress: { name: 'Pacific Crest', street: '1 Billing Way', city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US' },
        cardPaymentMethod: { cardHolderName: 'Riley Chen', cardNumber: '4111111111111111', cvv: '123', expiryMonth: 12, expiryYear: Number(year), cardType: 'Visa' },
      },
    ]);
    expect(created).toHaveLength(1);
    expect((created[0] as { paymentMethod: unknown }).paymentMethod).toEqual({ type: 'CreditCard', paymentToken: 'tok_standing_1' });
    expect(JSON.stringify(created)).not.toMatch(/4111|Riley Chen/);
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toMatch(/4111|123"/);
  });

  it('[PX-32-005][PX-23-003][PX-23-002] several lines make one standing order; after a failure the retry sends the same Idempotency-Key and card token', async () => {
    const { routes, created, keys, tokenized } = popupRoutes({ create: (count) => (count === 1 ? json([{ errorCode: 'SERVER_ERROR', message: 'The server could not save it.' }], 500) : json({ recurringOrderId: 'a0R000000000091' }, 201)) });
    renderPopup(routes, [
      { productId: '01t000000000019', quantity: 2, unitOfMeasure: 'Box', name: 'Ground Electrodes' },
      { productId: '01t000000000021', quantity: 5, unitOfMeasure: 'Pack', name: 'Skin Prep Pads' },
    ]);
    const user = userEvent.setup();
    await screen.findByLabelText('Ship to');
    expect((screen.getByLabelText('Quantity of Ground Electrodes (Box)') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Quantity of Skin Prep Pads (Pack)') as HTMLInputElement).value).toBe('5');
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.type(screen.getByLabelText('Name on card'), 'Riley Chen');
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.selectOptions(screen.getByLabelText('Expiry month'), '12');
    await user.selectOptions(screen.getByLabelText('Expiry year'), (screen.getByLabelText('Expiry year') as HTMLSelectElement).options[2]!.value);
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(await screen.findByText('The server could not save it.')).toBeTruthy();
    // Nothing the buyer entered is lost.
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Riley Chen');
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(await screen.findByText('Standing order scheduled')).toBeTruthy();
    const items = [
      { productId: '01t000000000019', quantity: '2', unitOfMeasure: 'Box' },
      { productId: '01t000000000021', quantity: '5', unitOfMeasure: 'Pack' },
    ];
    expect(created).toEqual([expect.objectContaining({ items }), expect.objectContaining({ items })]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(tokenized).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View the new standing order' }).getAttribute('href')).toBe('/standing-orders/a0R000000000091');
  });
});

describe('the quantity in the set-up', () => {
  it('[PX-70-015] each product\'s quantity is asked, the page\'s to start with; a bad one is marked and nothing is sent; the one typed is sent', async () => {
    const { routes, created } = popupRoutes();
    renderPopup(routes, [{ productId: '01t000000000019', quantity: 2, unitOfMeasure: 'Box' }]);
    const user = userEvent.setup();
    const quantity = (await screen.findByLabelText('Quantity (Box)')) as HTMLInputElement;
    expect(quantity.value).toBe('2');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.type(screen.getByLabelText('Purchase order number'), 'PO-QTY-1');
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(await screen.findByText('Enter a whole quantity of at least 1.')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(created).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(screen.getByRole('button', { name: 'Set up standing order' }));
    expect(await screen.findByText('Standing order scheduled')).toBeTruthy();
    expect(created).toEqual([expect.objectContaining({ productId: '01t000000000019', quantity: '12', unitOfMeasure: 'Box' })]);
  });
});

const cartLine = (productId: string, name: string, quantity: string, fields: Record<string, string>): CartLine => ({
  cartId: '0a6000000000001', cartItemId: `0a9${productId.slice(3)}`, productId, name, type: 'Product', quantity,
  productDetails: { productId, name, fields: { QuantityUnitOfMeasure: 'Box', ProductClass: 'Simple', ...fields } },
});

describe('standing-order offer in the cart', () => {
  const lines = [
    cartLine('01t000000000019', 'Ground Electrodes', '2', { Standing_Order_Eligible__c: 'true' }),
    cartLine('01t000000000005', 'Probe Tips', '4', { Standing_Order_Eligible__c: 'false' }),
    cartLine('01t000000000021', 'Skin Prep Pads', '5', { Standing_Order_Eligible__c: 'true', QuantityUnitOfMeasure: 'Pack' }),
  ];

  it('[PX-23-001][PX-32-005] opens the set-up popup for the eligible lines at their quantities and sets them up as one standing order; Escape closes it and focus returns to the button', async () => {
    const { routes, created } = popupRoutes();
    const { store } = previewStore({ session: rileySession, routes });
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()}>
        <CartStandingOrder lines={lines} />
      </PreviewFrame>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('2 products in your cart can be ordered on a schedule.')).toBeTruthy();
    const opener = screen.getByRole('button', { name: 'Set up a standing order' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Set up a standing order' });
    await within(dialog).findByLabelText('Ship to');
    expect(within(dialog).getAllByRole('textbox', { name: /^Quantity of/ }).map((field) => [field.id, (field as HTMLInputElement).value])).toEqual([
      ['so-setup-quantity.01t000000000019', '2'],
      ['so-setup-quantity.01t000000000021', '5'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);

    await user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Set up a standing order' });
    await user.type(await within(again).findByLabelText('Purchase order number'), 'PO-CART-1');
    await user.click(within(again).getByRole('button', { name: 'Set up standing order' }));
    expect(await within(again).findByText('Standing order scheduled')).toBeTruthy();
    expect(created).toHaveLength(1);
    expect((created[0] as { items: unknown }).items).toEqual([
      { productId: '01t000000000019', quantity: '2', unitOfMeasure: 'Box' },
      { productId: '01t000000000021', quantity: '5', unitOfMeasure: 'Pack' },
    ]);
  });

  it('[PX-23-001] shows nothing without eligible lines and asks guests to sign in', () => {
    const { store: buyer } = previewStore({ session: rileySession });
    const { unmount } = render(
      <PreviewFrame store={buyer} environment={recordingEnvironment()}>
        <CartStandingOrder lines={[lines[1]!]} />
      </PreviewFrame>,
    );
    expect(screen.queryByRole('button', { name: 'Set up a standing order' })).toBeNull();
    unmount();
    const { store: guest } = previewStore({ session: guestSession });
    render(
      <PreviewFrame store={guest} environment={recordingEnvironment()}>
        <CartStandingOrder lines={lines} />
      </PreviewFrame>,
    );
    expect(screen.queryByRole('button', { name: 'Set up a standing order' })).toBeNull();
    expect(screen.getByText('Sign in to order these products on a schedule.')).toBeTruthy();
  });
});
