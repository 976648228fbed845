// @vitest-environment jsdom
// PX-76-004 (issue 25, minor): after each action that re-renders part of a page, focus goes somewhere
// sensible, never to the document's start: a declined card, the orders filters, approve and decline
// (in approvals.test.tsx), standing-order changes, a list created, an account switch and a quick-order add.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_AVAILABILITY } from '../../machines/catalogue/availability.ts';
import { parseQuantityRule } from '../../machines/pricing/quantity-rule.ts';
import { emptyRow } from '../../machines/quick-order/rows.ts';
import type { LookedUpProduct } from '../../machines/quick-order/sku-lookup.ts';
import { CheckoutUi } from '../../src/checkout/CheckoutUi.tsx';
import type { CheckoutController } from '../../src/checkout/useCheckout.ts';
import { AccountSwitcher } from '../../src/components/profile-menu/AccountSwitcher.tsx';
import { filterActionOf } from '../../src/orders/ListPartsUi.tsx';
import { OrdersUi, type OrdersUiProps } from '../../src/orders/OrdersUi.tsx';
import { QuickOrderUi, type QuickOrderUiProps } from '../../src/quick-order/QuickOrderUi.tsx';
import { StandingOrderUi, type StandingOrder, type StandingOrderUiProps } from '../../src/standing-orders/StandingOrderUi.tsx';
import { renderCatalogue } from './catalogue-harness.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH } from './preview-store.tsx';

afterEach(cleanup);

const GROUND = { id: '2Dm000000000001', name: 'Ground', shippingFee: '18.00', currencyIsoCode: 'USD' as const };

describe('a declined card', () => {
  const controller = (stepError: CheckoutController['stepError']) =>
    ({
      phase: 'ready',
      checkout: {
        checkoutId: '2z9000000000001',
        cartSummary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Checkout', totalProductCount: '2', uniqueProductCount: 1, totalProductAmount: '344.00', totalProductAmountAfterAdjustments: '344.00', totalChargeAmount: '18.00', grandTotalAmount: '362.00', taxType: 'Gross' },
        deliveryGroups: { count: 1, items: [{ id: '0a7000000000001', isDefault: true, availableDeliveryMethods: [GROUND], selectedDeliveryMethod: GROUND }] },
      },
      flow: { current: 'payment', completed: [] },
      actions: {},
      busy: undefined,
      stepError,
      paymentMethods: ['CreditCard'],
      purchaseOrderFileRequired: false,
      lines: [],
      groups: [],
      coupons: [],
      taxType: 'Gross',
      billingAddresses: [],
      addresses: [],
      countries: [],
      shippingCountries: [],
    }) as unknown as CheckoutController;

  it('[PX-76-004] the decline takes focus (the busy Continue button had dropped it)', () => {
    const gifting = { wrap: false, message: false, recipient: false, wraps: { status: 'off' as const } };
    const view = render(
      <MemoryRouter>
        <CheckoutUi controller={controller(undefined)} locale="en-US" now={new Date('2026-12-07T12:00:00Z')} gifting={gifting} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(
      <MemoryRouter>
        <CheckoutUi controller={controller({ step: 'payment', message: 'The card was declined. Check the details or use another card.' })} locale="en-US" now={new Date('2026-12-07T12:00:00Z')} gifting={gifting} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByText('The card was declined. Check the details or use another card.'));
  });
});

describe('the orders filters', () => {
  const props = (focus?: OrdersUiProps['focus']): OrdersUiProps => ({
    filters: { text: 'PO-LNA', status: '', from: '', to: '', page: '' },
    statuses: [],
    orders: [],
    filtered: true,
    status: 'ready',
    locale: 'en-US',
    onFilter: vi.fn(),
    onClear: vi.fn(),
    onRetry: vi.fn(),
    focus,
  });

  it('[PX-76-004] the list re-read by Apply or Clear shows its new form with focus on the button pressed; a plain visit keeps the page\'s focus', () => {
    const view = render(
      <MemoryRouter>
        <OrdersUi {...props(filterActionOf({ filterAction: 'apply' }))} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply filters' }));
    view.unmount();
    const cleared = render(
      <MemoryRouter>
        <OrdersUi {...props(filterActionOf({ filterAction: 'clear' }))} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear filters' }));
    cleared.unmount();
    render(
      <MemoryRouter>
        <OrdersUi {...props(filterActionOf(null))} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
    expect(filterActionOf({ filterAction: 'other' })).toBeUndefined();
  });
});

describe('standing-order changes', () => {
  const ORDER: StandingOrder = {
    recurringOrderId: 'a0R000000000001', status: 'Active', accountId: '001000000000001', currencyIsoCode: 'USD', startDate: '2026-06-02', endDate: '2027-06-07',
    frequency: { interval: 4, unit: 'Weeks' }, firstShipmentDate: '2026-06-09', nextOrderDate: '2026-12-28', ownerName: 'Dana Okafor', scheduledBy: 'Dana Okafor',
    createdDate: '2026-06-02T15:40:08.000Z', numberOfScheduledProducts: 1, numberOfShipments: 13, totalQuantity: '130.0', quantityShipped: '20.0', quantityCancelled: '0.0',
    quantityToBeShipped: '110.0', estimatedShippingDate: '2026-12-29', estimatedTax: '1308.13', annualTotal: '22238.13', unitOfMeasure: 'Pack',
    items: [{ productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', quantity: '10.0', unitOfMeasure: 'Pack', unitPrice: '161.00' }],
    scheduledShipments: [{ shipmentDate: '2026-12-28', quantity: '10.0', status: 'Scheduled' }],
    shipTo: { addressId: '8lW000000000001', name: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: '+13125550142' },
    billTo: { addressId: '8lW000000000001', name: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: '+13125550142' },
    billing: { paymentMethod: { type: 'PurchaseOrder' }, poNumber: 'PO-LNA-4480' },
  };
  const props = (change: Partial<StandingOrderUiProps>): StandingOrderUiProps => ({
    order: ORDER, locale: 'en-US', form: null, problems: {}, confirming: null, delayedTo: null, busy: false, message: null, failure: null,
    onEdit: vi.fn(), onField: vi.fn(), onSave: vi.fn(), onDiscard: vi.fn(), onDelay: vi.fn(), onCancel: vi.fn(), onConfirm: vi.fn(), onDismiss: vi.fn(),
    ...change,
  });

  it('[PX-76-004] a confirmed change\'s outcome takes focus from the confirmation that went away, and so does a failure', () => {
    const view = render(
      <MemoryRouter>
        <StandingOrderUi {...props({ confirming: 'delay', delayedTo: '2027-01-04' })} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, go ahead' }));
    view.rerender(
      <MemoryRouter>
        <StandingOrderUi {...props({ message: 'The next order moves to Jan 4, 2027.' })} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByText('The next order moves to Jan 4, 2027.'));
    view.rerender(
      <MemoryRouter>
        <StandingOrderUi {...props({ failure: 'The standing order could not be changed.' })} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByText('The standing order could not be changed.'));
  });
});

describe('a list created', () => {
  it('[PX-76-004] the new list\'s heading takes focus once the lists are read again', async () => {
    const user = userEvent.setup();
    renderCatalogue('/mylists', { signedInAs: 'buyer@demo.test' });
    await user.type(await screen.findByLabelText('List name'), 'Sleep lab restock');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Sleep lab restock' })));
  });
});

describe('an account switch', () => {
  it('[PX-76-004] the chosen account keeps focus while the store reloads at Home (it is marked busy, never disabled)', async () => {
    const setEffectiveAccount = vi.fn();
    const { store } = previewStore({
      session: rileySession,
      setEffectiveAccount,
      routes: {
        [`GET ${WEBSTORE_PATH}/external-managed-accounts`]: () => ({
          externalManagedAccounts: [
            { accountId: '001000000000002', accountName: 'Pacific Crest Health System', isMyAccount: true },
            { accountId: '001000000000003', accountName: 'Pacific Crest Neuro Clinic – Portland', isMyAccount: false },
          ],
        }),
      },
    });
    const controls = { close: vi.fn(), setBusy: vi.fn() };
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/">
        <AccountSwitcher controls={controls as never} />
      </PreviewFrame>,
    );
    const portland = await screen.findByRole('button', { name: /Pacific Crest Neuro Clinic – Portland/ });
    await userEvent.setup().click(portland);
    expect(setEffectiveAccount).toHaveBeenCalledWith({ id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' });
    expect(document.activeElement).toBe(portland);
    expect(portland.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('a quick-order add', () => {
  const product: LookedUpProduct = { productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', name: 'Cortexa Disposable EEG Cup Electrodes', unitPrice: '172.00', orderable: true, rule: parseQuantityRule(null), availability: UNKNOWN_AVAILABILITY };
  const props = (change: Partial<QuickOrderUiProps>): QuickOrderUiProps => ({
    rows: [{ row: { ...emptyRow(1), sku: 'KRM-NEU-EEG-1001', quantity: '2' }, state: { kind: 'ready', product, quantity: 2 } }],
    problems: [], truncated: null, outcome: null, lookupFailed: false, adding: false, addFailed: false, locale: 'en-US', currencyIsoCode: 'USD',
    onSku: vi.fn(), onQuantity: vi.fn(), onRemove: vi.fn(), onMoreRows: vi.fn(), onList: vi.fn(), onRetryLookup: vi.fn(), onAdd: vi.fn(),
    ...change,
  });
  const ui = (change: Partial<QuickOrderUiProps>) => (
    <MemoryRouter>
      <QuickOrderUi {...props(change)} />
    </MemoryRouter>
  );
  const rerenderWith = (view: ReturnType<typeof render>, change: Partial<QuickOrderUiProps>) => act(() => view.rerender(ui(change)));

  it('[PX-76-004] a full success leaves focus on the first SKU field, ready for the next order', () => {
    const view = render(ui({}));
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    rerenderWith(view, { adding: true });
    rerenderWith(view, { adding: false, rows: [{ row: emptyRow(2), state: { kind: 'empty' } }], outcome: { added: [{ sku: 'KRM-NEU-EEG-1001', productId: '01t000000000001', quantity: 2 }], failed: [] } });
    expect(document.activeElement).toBe(document.querySelector('.quick-order__rows .quick-order__sku'));
  });

  it('[PX-76-004] what was not added, or the failure, takes focus', () => {
    const view = render(ui({}));
    rerenderWith(view, { adding: true });
    rerenderWith(view, { adding: false, outcome: { added: [], failed: [{ sku: 'KRM-NEU-EEG-1001', message: 'Out of stock' }] } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '1 product could not be added' }));
    rerenderWith(view, { adding: true, outcome: null });
    rerenderWith(view, { adding: false, addFailed: true });
    expect(document.activeElement).toBe(within(document.querySelector('.quick-order__outcome')!).getByRole('alert'));
  });
});
