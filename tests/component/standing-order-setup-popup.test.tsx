// @vitest-environment jsdom
// The standing-order set-up popup (SH-2-013, SH-3-024..SH-3-026): its own messages once the buyer tries
// to save, the next order date computed, the address and purchase order sent with the schedule.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '../../machines/recurring/setup-popup.machine.ts';
import SetupPopup from '../../src/standing-orders/SetupPopup.tsx';
import { localToday } from '../../src/standing-orders/StandingOrderPage.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH } from './preview-store.tsx';

afterEach(cleanup);

const address = (addressId: string, street: string, isDefault: boolean) => ({
  addressId, addressType: 'Shipping', isDefault, name: 'Pacific Crest', street, city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US',
});
const plusDays = (days: number) => {
  const d = new Date(`${localToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('standing-order set-up popup', () => {
  it('[SH-2-013][SH-3-024][SH-3-025][SH-3-026] shows its own messages, computes the next order date and sends the chosen address and purchase order', async () => {
    const created: unknown[] = [];
    const { store } = previewStore({
      session: rileySession,
      routes: {
        [`GET ${WEBSTORE_PATH}/accounts/current/addresses`]: () => ({ count: 2, items: [address('8lW000000000009', '9 Side Street', false), address('8lW000000000004', '500 Pine Street', true)] }),
        [`POST ${WEBSTORE_PATH}/recurring-orders`]: async (request) => {
          created.push(await request.json());
          return new Response(JSON.stringify({}), { status: 201, headers: { 'Content-Type': 'application/json' } });
        },
      },
    });
    const user = userEvent.setup();
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()}>
        <SetupPopup productId="01t000000000007" quantity={2} unitOfMeasure="Each" />
      </PreviewFrame>,
    );
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
    expect(created).toEqual([
      {
        productId: '01t000000000007', quantity: '2', unitOfMeasure: 'Each', frequency: { interval: 4, unit: 'Weeks' }, startDate: plusDays(1), firstShipmentDate: plusDays(7),
        endDate: plusDays(90), shipToAddressId: '8lW000000000009', paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-PCH-77' },
      },
    ]);
  });
});
