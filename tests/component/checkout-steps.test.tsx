// @vitest-environment jsdom
// Each checkout step's form on its own: labelled fields, errors announced and focused, nothing sent
// until valid, and the card never written to browser storage.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShippingAddressStepUi } from '../../src/checkout/steps/ShippingAddressStepUi.tsx';
import { DeliveryStepUi } from '../../src/checkout/steps/DeliveryStepUi.tsx';
import { ContactStepUi } from '../../src/checkout/steps/ContactStepUi.tsx';
import { BillingStepUi } from '../../src/checkout/steps/BillingStepUi.tsx';
import { PaymentStepUi } from '../../src/checkout/steps/PaymentStepUi.tsx';
import { ReviewStepUi } from '../../src/checkout/steps/ReviewStepUi.tsx';
import type { AccountAddress, AddressCountry, Checkout } from '../../src/checkout/useCheckout.ts';

afterEach(cleanup);

const COUNTRIES: AddressCountry[] = [
  { isoCode: 'US', label: 'United States', states: [{ isoCode: 'IL', label: 'Illinois' }, { isoCode: 'NY', label: 'New York' }] },
  { isoCode: 'FR', label: 'France', states: [] },
];
const BOOK: AccountAddress[] = [
  { addressId: '8lW000000000002', addressType: 'Shipping', name: 'Warehouse', street: '9 Dock Rd', city: 'Gary', region: 'IN', postalCode: '46402', country: 'US', isDefault: false },
  { addressId: '8lW000000000001', addressType: 'Shipping', name: 'Lakeshore Neurology', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', isDefault: true },
];
const NOW = new Date(2026, 10, 25);

const CHECKOUT: Checkout = {
  checkoutId: '2z9000000000001',
  cartSummary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Checkout', totalProductCount: '2', uniqueProductCount: 1, totalProductAmount: '100.00', totalProductAmountAfterAdjustments: '90.00', tariffSurchargeAmount: '2.07', totalChargeAmount: '18.00', grandTotalAmount: '110.07', taxType: 'Gross' },
  deliveryGroups: {
    count: 1,
    items: [
      {
        id: '0a7000000000001',
        isDefault: true,
        deliveryAddress: { id: null, name: 'Sam Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', phoneNumber: '+13125550100' },
        availableDeliveryMethods: [
          { id: '2Dm000000000001', name: 'Ground', shippingFee: '18.00', currencyIsoCode: 'USD', carrier: 'Ridgeline Parcel', classOfService: '3–5 business days' },
          { id: '2Dm000000000002', name: 'Express', shippingFee: '42.00', currencyIsoCode: 'USD', carrier: 'SwiftWing Express', classOfService: '1–2 business days' },
        ],
        selectedDeliveryMethod: null,
      },
    ],
  },
  paymentSummary: { type: 'CreditCard', cardType: 'Visa', lastFour: '1111' },
};

describe('shipping address step', () => {
  it('[PX-08-013][CC-7-078] offers the address book, and a new address is checked field by field before anything is sent', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ShippingAddressStepUi addresses={BOOK} countries={COUNTRIES} shippingCountries={['US', 'FR']} canSave selectedId={undefined} busy={false} onSave={onSave} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe('There are 6 problems to fix.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toBe('shipping-firstName-error');
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Street address'), '500 W Madison St');
    await user.type(screen.getByLabelText('City'), 'Chicago');
    await user.type(screen.getByLabelText('Postal code'), '60661');
    await user.selectOptions(screen.getByLabelText('State, province or territory'), 'IL');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to the address book' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith({ form: expect.objectContaining({ firstName: 'Sam', region: 'IL', country: 'US' }), save: true });
  });

  it('[PX-08-013] a country without regions asks for an optional text region', async () => {
    const user = userEvent.setup();
    render(<ShippingAddressStepUi addresses={[]} countries={COUNTRIES} shippingCountries={['US', 'FR']} canSave={false} selectedId={undefined} busy={false} onSave={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByLabelText('Region (optional)').tagName).toBe('INPUT');
    expect(screen.queryByRole('checkbox', { name: /address book/ })).toBeNull();
  });

  it('[CC-7-078] the chosen book address sends only its id', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ShippingAddressStepUi addresses={BOOK} countries={COUNTRIES} shippingCountries={['US']} canSave selectedId="8lW000000000001" busy={false} onSave={onSave} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Lakeshore Neurology/ }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith({ addressId: '8lW000000000001' });
  });
});

describe('split shipment on the shipping address step', () => {
  const split = { lines: [{ cartItemId: '0a9000000000001', name: 'Cortexa Paste' }, { cartItemId: '0a9000000000002', name: 'Probe Tips' }], destinations: {}, secondAddressId: undefined };

  it('[PX-14-002] with the store allowing it, lines go to a second address; a split with every line in one place is refused with the reason', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ShippingAddressStepUi addresses={BOOK} countries={COUNTRIES} shippingCountries={['US']} canSave selectedId="8lW000000000001" busy={false} split={split} onSave={onSave} />);
    await user.click(screen.getByRole('checkbox', { name: 'Send some items to another address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Send at least one item to each address, or ship everything to one address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Address for Cortexa Paste')));
    await user.selectOptions(screen.getByLabelText('Address for Probe Tips'), 'second');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith({
      addressId: '8lW000000000001',
      split: { plan: { enabled: true, destinations: { '0a9000000000002': 'second' } }, second: { addressId: '8lW000000000002' } },
    });
  });

  it('[PX-14-003] a split already made shows again (reload, Back), and turning it off sends the plan off', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <ShippingAddressStepUi
        addresses={BOOK}
        countries={COUNTRIES}
        shippingCountries={['US']}
        canSave
        selectedId="8lW000000000001"
        busy={false}
        split={{ ...split, destinations: { '0a9000000000001': 'first', '0a9000000000002': 'second' }, secondAddressId: '8lW000000000002' }}
        onSave={onSave}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Send some items to another address' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Address for Probe Tips').value).toBe('second');
    await user.click(screen.getByRole('checkbox', { name: 'Send some items to another address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ split: expect.objectContaining({ plan: expect.objectContaining({ enabled: false }) }) }));
  });

  it('[PX-14-002] a new second address is checked like the first', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ShippingAddressStepUi addresses={[]} countries={COUNTRIES} shippingCountries={['US']} canSave={false} selectedId={undefined} busy={false} split={split} onSave={onSave} />);
    await user.click(screen.getByRole('checkbox', { name: 'Send some items to another address' }));
    await user.selectOptions(screen.getByLabelText('Address for Probe Tips'), 'second');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('There are 12 problems to fix.');
    expect(document.getElementById('second-firstName')?.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('split shipment wording', () => {
  const split = { lines: [{ cartItemId: '0a9000000000001', name: 'Cortexa Paste' }, { cartItemId: '0a9000000000002', name: 'Probe Tips' }], destinations: {}, secondAddressId: undefined };

  it('[PX-75-001][PX-75-002] the line choosers name both addresses by name and street, a typed one as typed, and the step says shipping is charged per delivery', async () => {
    const user = userEvent.setup();
    render(<ShippingAddressStepUi addresses={BOOK} countries={COUNTRIES} shippingCountries={['US']} canSave selectedId="8lW000000000001" busy={false} split={split} onSave={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Send some items to another address' }));
    const options = () => Array.from(screen.getByLabelText<HTMLSelectElement>('Address for Probe Tips').options).map((option) => option.textContent);
    // The second delivery starts at the other book address.
    expect(options()).toEqual(['Lakeshore Neurology, 1420 Harbor View Drive', 'Warehouse, 9 Dock Rd']);
    expect(screen.getByText('Each address is a delivery of its own: shipping is charged per delivery.')).toBeTruthy();
    // A new second address: named once typed.
    await user.click(within(screen.getByRole('group', { name: 'Second address' })).getByRole('radio', { name: 'A new address' }));
    expect(options()[1]).toBe('The new address');
    await user.type(document.getElementById('second-companyName')!, 'Evanston Lab');
    await user.type(document.getElementById('second-street')!, '815 Ridge Ave');
    expect(options()).toEqual(['Lakeshore Neurology, 1420 Harbor View Drive', 'Evanston Lab, 815 Ridge Ave']);
  });

  it('[PX-75-002] with two deliveries each method shows its fee per delivery and for both, and the step says it applies to each', () => {
    const group = CHECKOUT.deliveryGroups!.items[0]!;
    const second = { ...group, id: '0a7000000000002', isDefault: false, totalCartItemCount: 1, deliveryAddress: { ...group.deliveryAddress!, street: '9 Dock Rd' } };
    render(<DeliveryStepUi checkout={{ ...CHECKOUT, deliveryGroups: { count: 2, items: [{ ...group, totalCartItemCount: 1 }, second] } }} locale="en-US" busy={false} onSave={vi.fn()} />);
    expect(screen.getByText('The method applies to each of the 2 deliveries, and shipping is charged per delivery.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Ground — \$18\.00 per delivery, \$36\.00 for 2 deliveries/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Express — \$42\.00 per delivery, \$84\.00 for 2 deliveries/ })).toBeTruthy();
  });
});

describe('delivery step', () => {
  it('[CC-2-008] lists each method with fee, carrier and transit time and sends the one chosen', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DeliveryStepUi checkout={CHECKOUT} locale="en-US" busy={false} onSave={onSave} />);
    expect(screen.getByRole('radio', { name: /Express — \$42\.00/ }).parentElement?.textContent).toContain('SwiftWing Express · 1–2 business days');
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith('2Dm000000000002', { shippingInstructions: '', attentionTo: '' });
  });
});

describe('contact step', () => {
  it('[PX-08-014] a guest gives e-mail, names and phone; a signed-in buyer finds them filled in', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ContactStepUi defaults={undefined} busy={false} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('There are 4 problems to fix.');
    cleanup();
    render(<ContactStepUi defaults={{ firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550144' }} busy={false} onSave={onSave} />);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('buyer@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith({ firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550144' });
  });
});

describe('billing step', () => {
  it('[PX-08-013] the same as shipping, or another address checked like a new one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BillingStepUi value={{ sameAsShipping: true }} accountAddresses={[]} countries={COUNTRIES} shippingCountries={['US']} busy={false} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenLastCalledWith({ sameAsShipping: true });
    await user.click(screen.getByRole('radio', { name: 'Another address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toMatch(/problems to fix/);
  });
});

describe('billing step with the account\'s billing addresses', () => {
  const billTo = { addressId: '8lW000000000009', addressType: 'Billing' as const, name: 'Lakeshore Neurology Associates', street: 'PO Box 60611-2290', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', isDefault: true };

  it('[PX-70-013] the account\'s bill-to address is offered, chosen when the choice names it, and sent by its id', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BillingStepUi value={{ sameAsShipping: false, accountAddressId: billTo.addressId }} accountAddresses={[billTo]} countries={COUNTRIES} shippingCountries={['US']} busy={false} onSave={onSave} />);
    const offered = screen.getByRole('radio', { name: 'Lakeshore Neurology Associates, PO Box 60611-2290, Chicago IL 60611, US' });
    expect((offered as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenLastCalledWith({ sameAsShipping: false, accountAddressId: billTo.addressId });
    // The buyer may still bill the shipping address.
    await user.click(screen.getByRole('radio', { name: 'Same as the shipping address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenLastCalledWith({ sameAsShipping: true });
  });
});

describe('payment step', () => {
  const pdf = (bytes: number, name = 'po.pdf', type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

  it('[PX-08-012] a PO document is shown with its name and size and can be removed; other types are refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSave = vi.fn();
    render(<PaymentStepUi methods={['PurchaseOrder', 'CreditCard']} fileRequired={false} busy={false} now={NOW} onRender={vi.fn()} onSave={onSave} />);
    await user.upload(screen.getByLabelText(/Purchase order document/), pdf(0, 'po.txt', 'text/plain'));
    expect(screen.getByText('The purchase order file must be a PDF, PNG or JPEG.')).toBeTruthy();
    await user.upload(screen.getByLabelText(/Purchase order document/), pdf(2048));
    expect(screen.getByText('po.pdf (2.0 KB)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove po.pdf' }));
    expect(screen.queryByText('po.pdf (2.0 KB)')).toBeNull();
    await user.type(screen.getByLabelText('PO number'), 'PO-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ method: 'PurchaseOrder', poNumber: 'PO-1', file: null }));
  });

  it("[PX-08-006] a store that requires the document says 'Please upload a Purchase Order file'", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PaymentStepUi methods={['PurchaseOrder']} fileRequired busy={false} now={NOW} onRender={vi.fn()} onSave={onSave} />);
    await user.type(screen.getByLabelText('PO number'), 'PO-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please upload a Purchase Order file')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('[PX-08-010][PX-08-011][PX-08-021] the card is checked before sending and never written to browser storage', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onRender = vi.fn();
    sessionStorage.clear();
    localStorage.clear();
    render(<PaymentStepUi methods={['PurchaseOrder', 'CreditCard']} fileRequired={false} busy={false} now={NOW} onRender={onRender} onSave={onSave} />);
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(onRender).toHaveBeenLastCalledWith('CreditCard');
    await user.type(screen.getByLabelText('Name on card'), 'Dana Okafor');
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.selectOptions(screen.getByLabelText('Expiry month'), '10');
    await user.selectOptions(screen.getByLabelText('Expiry year'), '2026');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid card number.')).toBeTruthy();
    expect(screen.getByText('The card has expired. Check the expiry month and year.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.selectOptions(screen.getByLabelText('Expiry month'), '11');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ method: 'CreditCard', card: expect.objectContaining({ number: '4111 1111 1111 1111', expiryMonth: 11, expiryYear: 2026 }) }));
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('4111');
  });
});

describe('review step', () => {
  const props = {
    checkout: CHECKOUT,
    lines: [{ cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000003', type: 'Product' as const, quantity: '2', name: 'Cortexa Paste', totalAmount: '90.00' }],
    coupons: [],
    locale: 'en-US',
    taxType: 'Gross',
    busy: false,
    error: undefined,
    groups: [],
    onApplyCoupon: vi.fn(async () => undefined),
    onRemoveCoupon: vi.fn(async () => undefined),
    onSaveGift: vi.fn(async () => undefined),
  };

  it('[PX-08-015][PX-08-002][PX-08-030] the order is placed only with the terms accepted; lines, payment and the tariff line are shown', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(
      <MemoryRouter>
        <ReviewStepUi {...props} gifting={{ wrap: false, message: false, recipient: false, wraps: { status: 'off' } }} onPlace={onPlace} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Visa ending in 1111')).toBeTruthy();
    expect(within(screen.getByTestId('tariff-line')).getByText('$2.07')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onPlace).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Accept the terms and conditions to place the order.');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onPlace).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Gift options' })).toBeNull();
  });

  it("[PX-60-001] shows each line's quantity as a number, not the wire's '4.0'", () => {
    const lines = props.lines.map((line) => ({ ...line, quantity: '4.0' }));
    render(
      <MemoryRouter>
        <ReviewStepUi {...props} lines={lines} gifting={{ wrap: false, message: false, recipient: false, wraps: { status: 'off' } }} onPlace={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Qty 4')).toBeTruthy();
    expect(screen.queryByText('Qty 4.0')).toBeNull();
  });

  it('[CC-7-073] a coupon applies from the review, and gift options show only when the store turns them on', async () => {
    const user = userEvent.setup();
    const onApplyCoupon = vi.fn(async () => "The coupon code NOPE isn't valid.");
    render(
      <MemoryRouter>
        <ReviewStepUi {...props} onApplyCoupon={onApplyCoupon} gifting={{ wrap: true, message: true, recipient: true, wraps: { status: 'ready', products: [{ id: '01t000000009001', name: 'Kraft presentation box with ribbon', prices: { unitPrice: '6.50', success: true }, success: true }] } }} onPlace={vi.fn()} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApplyCoupon).toHaveBeenCalledWith('NOPE');
    expect(await screen.findByText("The coupon code NOPE isn't valid.")).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kraft presentation box with ribbon ($6.50)' })).toBeTruthy();
    expect(screen.getByLabelText('Gift message (optional)')).toBeTruthy();
  });
});
