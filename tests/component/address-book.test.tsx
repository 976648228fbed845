// @vitest-environment jsdom
// The address book page over a fake store: the default of each type listed first and a new default
// chosen with Make default (the e2e spec leaves defaults alone, since other specs in its shard check
// out with the demo account's default addresses); an edit that the store refuses keeps what was typed.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AddressBookPage from '../../src/account/AddressBookPage.tsx';
import type { Wire } from '../../machines/wire.ts';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH } from './preview-store.tsx';

afterEach(cleanup);

type Address = Wire['AccountAddress'];
const ADDRESSES = `${WEBSTORE_PATH}/accounts/current/addresses`;
const address = (addressId: string, addressType: Address['addressType'], isDefault: boolean, fields: Partial<Address>): Address => ({
  addressId, addressType, isDefault, firstName: 'Riley', lastName: 'Chen', name: 'Riley Chen', street: '', city: '', country: 'US', phoneNumber: '+12065550100', ...fields,
});

function setup() {
  let addresses: Address[] = [
    address('8lW000000000021', 'Billing', false, { street: '12 Quay Street', city: 'Auckland', postalCode: '1010', country: 'NZ', phoneNumber: '+6495550100' }),
    address('8lW000000000022', 'Billing', true, { street: '1200 Fifth Avenue', city: 'Seattle', region: 'WA', postalCode: '98101' }),
    address('8lW000000000023', 'Shipping', true, { street: '500 Pine Street', city: 'Seattle', region: 'WA', postalCode: '98101' }),
  ];
  const patches: Array<{ path: string; body: Partial<Address> }> = [];
  let refuse = false;
  const patch = async (request: Request) => {
    const body = (await request.json()) as Partial<Address>;
    const id = new URL(request.url).pathname.split('/').pop()!;
    patches.push({ path: id, body });
    if (refuse) return new Response(JSON.stringify([{ errorCode: 'INTERNAL_ERROR', message: 'Try again later.' }]), { status: 500, headers: { 'Content-Type': 'application/json' } });
    const changed = addresses.find((entry) => entry.addressId === id)!;
    addresses = addresses.map((entry) => {
      if (entry.addressId === id) return { ...entry, ...body };
      // One default per type: the store clears the others.
      return body.isDefault && entry.addressType === changed.addressType ? { ...entry, isDefault: false } : entry;
    });
    return addresses.find((entry) => entry.addressId === id);
  };
  const routes = {
    [`GET ${ADDRESSES}`]: () => ({ count: addresses.length, items: addresses }),
    [`PATCH ${ADDRESSES}/8lW000000000021`]: patch,
    [`PATCH ${ADDRESSES}/8lW000000000022`]: patch,
    'GET /services/data/v64.0/connect/i18n/statecountry': () => ({ addressCountries: [{ isoCode: 'US', label: 'United States' }, { isoCode: 'NZ', label: 'New Zealand' }] }),
  };
  const { store } = previewStore({ session: rileySession, routes });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/myprofile/addresses">
      <AddressBookPage />
    </PreviewFrame>,
  );
  return { user: userEvent.setup(), patches, refuseNext: (value: boolean) => (refuse = value) };
}

describe('address book page', () => {
  it('[PX-18-030][CC-1-008] the default of each type is listed first and marked; Make default asks the store for that address, which then leads', async () => {
    const { user, patches } = setup();
    const billing = await screen.findByRole('region', { name: 'Billing addresses' });
    const cards = within(billing).getAllByTestId('address');
    expect(cards[0]!.textContent).toContain('1200 Fifth Avenue');
    expect(within(cards[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: /^Make / })).toBeNull();
    expect(cards[1]!.textContent).toContain('12 Quay Street');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Make Riley Chen, 12 Quay Street, Auckland the default' }));
    await waitFor(() => expect(within(within(billing).getAllByTestId('address')[0]!).queryByText('12 Quay Street')).toBeTruthy());
    expect(patches).toEqual([{ path: '8lW000000000021', body: { isDefault: true } }]);
    const [first, second] = within(billing).getAllByTestId('address');
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(second!).queryByText('Default')).toBeNull();
    expect(second!.textContent).toContain('1200 Fifth Avenue');
    // The shipping default was not touched.
    expect(within(within(screen.getByRole('region', { name: 'Shipping addresses' })).getAllByTestId('address')[0]!).getByText('Default')).toBeTruthy();
  });

  it('[PX-35-001][CC-5-035] an edit goes to its own addressId; one the store refuses says nothing was changed and keeps the typed entries to send again', async () => {
    const { user, patches, refuseNext } = setup();
    const billing = await screen.findByRole('region', { name: 'Billing addresses' });
    await user.click(within(billing).getByRole('button', { name: 'Edit Riley Chen, 12 Quay Street, Auckland' }));
    const editor = screen.getByRole('form', { name: 'Edit address' });
    const city = within(editor).getByLabelText('City') as HTMLInputElement;
    await user.clear(city);
    await user.type(city, 'Wellington');
    const postal = within(editor).getByLabelText('Postal code') as HTMLInputElement;
    await user.clear(postal);
    await user.type(postal, '6011');
    refuseNext(true);
    await user.click(within(editor).getByRole('button', { name: 'Save address' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('That did not work. Nothing was changed; try again.');
    expect(city.value).toBe('Wellington');
    expect(postal.value).toBe('6011');
    expect(within(billing).getAllByTestId('address').map((card) => card.textContent).join(' ')).toContain('Auckland');
    refuseNext(false);
    await user.click(within(editor).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull());
    // Still the second billing address (not the default), now in Wellington.
    expect(within(billing).getAllByTestId('address')[1]!.textContent).toContain('12 Quay StreetWellington 6011');
    expect(patches.map((entry) => entry.path)).toEqual(['8lW000000000021', '8lW000000000021']);
    expect(patches[1]!.body).toMatchObject({ city: 'Wellington', postalCode: '6011', country: 'NZ', street: '12 Quay Street', isDefault: false });
  });
});
