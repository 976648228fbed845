// @vitest-environment jsdom
// Purchase-order review (PX-16-003, PX-16-005, PX-16-006): the count in the profile menu, the list's
// refusal for buyers who are not approvers, one purchase order reviewed and declined with a comment,
// and each delivery of a split shipment under review (PX-21-007).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ApprovalPage from '../../src/approvals/ApprovalPage.tsx';
import ApprovalsPage from '../../src/approvals/ApprovalsPage.tsx';
import { ProfileMenu } from '../../src/components/profile-menu/ProfileMenu.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(cleanup);

const APPROVALS = `${WEBSTORE_PATH}/purchase-order-approvals`;
const approval = (status: 'Pending' | 'Declined', decision: unknown = null) => ({
  approvalId: 'a0P000000000009', orderSummaryId: '1Os000000000009', orderNumber: 'KRM-100321', poNumber: 'PO-LNA-9001',
  requestedBy: { userId: '005000000000001', name: 'Dana Okafor' }, accountId: '001000000000001', totalAmount: '6455.00', currencyIsoCode: 'USD',
  submittedDate: '2026-11-20T10:00:00.000Z', status, purchaseOrderFile: { name: 'PO-LNA-9001.pdf', contentType: 'application/pdf', size: 900, url: '/sandbox/files/069000000000009' },
  decision,
});
const order = {
  orderSummaryId: '1Os000000000009', orderNumber: 'KRM-100321', status: 'PendingApproval', ownerId: '005000000000001', accountId: '001000000000001', currencyIsoCode: 'USD',
  createdDate: '2026-11-20T10:00:00.000Z', orderedDate: '2026-11-20T10:00:00.000Z', poNumber: 'PO-LNA-9001', paymentMethod: { type: 'PurchaseOrder', purchaseOrderFileName: 'PO-LNA-9001.pdf' },
  subtotal: '6440.00', freight: '15.00', tax: '0.00', totalAmount: '6455.00',
  billTo: { addressId: null, name: 'Lakeshore', street: 'PO Box 1', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: null },
  shipTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: null },
  items: [{ orderItemSummaryId: '10u000000000091', productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa Disposable EEG Cup Electrodes', quantity: '40.0', unitPrice: '172.00', priceEach: '161.00', totalPrice: '6440.00', unitOfMeasure: 'Pack' }],
  approval: null,
};

function setup(routes: Record<string, RouteHandler>, path: string) {
  const { store, calls } = previewStore({ session: rileySession, routes });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath={path}>
      <ProfileMenu />
      <Routes>
        <Route path="/approvals" element={<ApprovalsPage />} />
        <Route path="/approvals/:approvalId" element={<ApprovalPage />} />
      </Routes>
    </PreviewFrame>,
  );
  return { user: userEvent.setup(), calls };
}

describe('purchase-order review', () => {
  it('[PX-16-006] the profile menu shows an approver how many purchase orders wait; the list links each one', async () => {
    const { user } = setup({ [`GET ${APPROVALS}`]: () => ({ count: 2, items: [approval('Pending'), { ...approval('Pending'), approvalId: 'a0P000000000010', orderNumber: 'KRM-100322' }], nextPageToken: null }) }, '/approvals');
    expect((await screen.findByRole('link', { name: 'Review order KRM-100321' })).getAttribute('href')).toBe('/approvals/a0P000000000009');
    expect(screen.getAllByText('Dana Okafor', { selector: 'dd' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const item = await screen.findByRole('menuitem', { name: /^Purchase orders to review\s*\(2 waiting\)$/ });
    expect(item.getAttribute('href')).toBe('/approvals');
    expect(screen.getByTestId('profile-count-approvals').textContent).toBe('2');
  });

  it('[PX-16-006] a buyer the review queue refuses (403) is told only approvers review purchase orders', async () => {
    setup({
      [`GET ${APPROVALS}`]: () => new Response(JSON.stringify([{ errorCode: 'INSUFFICIENT_ACCESS', message: 'Only purchase-order approvers of this account can review purchase orders.' }]), { status: 403, headers: { 'Content-Type': 'application/json' } }),
    }, '/approvals');
    expect((await screen.findByText('Only purchase-order approvers of this account can review purchase orders.')).closest('[role=alert]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('[PX-16-005][PX-16-003] a decline needs a comment; with one it is sent and the decision with its comment shows', async () => {
    let current = approval('Pending');
    const declines: unknown[] = [];
    const { user, calls } = setup({
      [`GET ${APPROVALS}`]: () => ({ count: 1, items: [current], nextPageToken: null }),
      [`GET ${APPROVALS}/a0P000000000009`]: () => current,
      [`GET ${WEBSTORE_PATH}/order-summaries/1Os000000000009`]: () => order,
      [`POST ${APPROVALS}/a0P000000000009/actions/decline`]: async (request) => {
        declines.push(await request.json());
        current = approval('Declined', { decidedBy: { userId: '005000000000003', name: 'Morgan Ellis' }, decidedDate: '2026-11-21T09:00:00.000Z', comment: null, reason: 'Split it in two.' });
        return current;
      },
    }, '/approvals/a0P000000000009');
    expect(await screen.findByText('Cortexa Disposable EEG Cup Electrodes')).toBeTruthy();
    // PX-68-013: the one totals component; its total row is the order's total.
    expect(screen.getByTestId('approval-totals').querySelector('.totals__row--total dd')!.textContent).toBe('$6,455.00');
    expect(screen.getByRole('link', { name: 'Download PO-LNA-9001.pdf' }).getAttribute('href')).toBe('/sandbox/files/069000000000009');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect((await screen.findByText('Enter a comment to decline this purchase order.')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Comment'), 'Split it in two.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect((await screen.findByText(/^Declined by Morgan Ellis on/)).closest('[role=status]')).not.toBeNull();
    expect(screen.getByText('Comment: Split it in two.')).toBeTruthy();
    expect(declines).toEqual([{ reason: 'Split it in two.' }]);
    expect(screen.getByTestId('approval-status').textContent).toBe('Declined');
  });

  it('[PX-76-004] focus follows the decision: a decline without a comment focuses the comment, an approval focuses the decision that replaced the buttons', async () => {
    let current: ReturnType<typeof approval> = approval('Pending');
    const { user } = setup({
      [`GET ${APPROVALS}`]: () => ({ count: 1, items: [current], nextPageToken: null }),
      [`GET ${APPROVALS}/a0P000000000009`]: () => current,
      [`GET ${WEBSTORE_PATH}/order-summaries/1Os000000000009`]: () => order,
      [`POST ${APPROVALS}/a0P000000000009/actions/approve`]: () => {
        current = { ...approval('Pending', { decidedBy: { userId: '005000000000003', name: 'Morgan Ellis' }, decidedDate: '2026-11-21T09:00:00.000Z', comment: null, reason: null }), status: 'Approved' as 'Pending' };
        return current;
      },
    }, '/approvals/a0P000000000009');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await screen.findByText('Enter a comment to decline this purchase order.');
    expect(document.activeElement).toBe(screen.getByLabelText('Comment'));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const decided = (await screen.findByText(/^Approved by Morgan Ellis on/)).closest('[role=status]');
    expect(decided).not.toBeNull();
    expect(document.activeElement).toBe(decided);
  });

  it('[PX-21-007] the approver sees each delivery of a split shipment with its address, method, expected date and lines', async () => {
    const chicago = { addressId: null, name: 'Lakeshore Neurology Associates', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', phoneNumber: null };
    const milwaukee = { addressId: null, name: 'Lakeshore Sleep Lab', street: '777 N Van Buren St', city: 'Milwaukee', region: 'WI', postalCode: '53202', country: 'US', phoneNumber: null };
    const ground = { id: '2Dm000000000001', name: 'Ground', description: '3–5 business days', carrier: 'Ridgeline Parcel', classOfService: 'Ground' };
    const tips = { orderItemSummaryId: '10u000000000092', productId: '01t000000000005', sku: 'KRM-SEN-TYM-3001', description: 'Aurisense Tympanic Probe Tips', quantity: '4.0', unitPrice: '20.00', priceEach: '20.00', totalPrice: '80.00', unitOfMeasure: 'Box' };
    const split = {
      ...order,
      shipTo: chicago,
      items: [...order.items, tips],
      deliveryGroups: [
        { orderDeliveryGroupSummaryId: '0ag000000000091', deliverToAddress: chicago, deliveryMethod: ground, expectedDeliveryDate: '2026-11-25', shippingInstructions: null, lineItems: [{ orderItemSummaryId: '10u000000000091', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa Disposable EEG Cup Electrodes', quantity: '40.0' }] },
        { orderDeliveryGroupSummaryId: '0ag000000000092', deliverToAddress: milwaukee, deliveryMethod: ground, expectedDeliveryDate: '2026-11-25', shippingInstructions: null, lineItems: [{ orderItemSummaryId: '10u000000000092', sku: 'KRM-SEN-TYM-3001', description: 'Aurisense Tympanic Probe Tips', quantity: '4.0' }] },
      ],
    };
    setup({
      [`GET ${APPROVALS}`]: () => ({ count: 1, items: [approval('Pending')], nextPageToken: null }),
      [`GET ${APPROVALS}/a0P000000000009`]: () => approval('Pending'),
      [`GET ${WEBSTORE_PATH}/order-summaries/1Os000000000009`]: () => split,
    }, '/approvals/a0P000000000009');
    const deliveries = await screen.findAllByTestId('order-delivery');
    expect(deliveries).toHaveLength(2);
    const [first, second] = deliveries.map((delivery) => within(delivery));
    expect(first!.getByRole('heading', { level: 3, name: 'Delivery 1 of 2' })).toBeTruthy();
    expect(first!.getByText('500 W Madison St', { exact: false }).textContent).toContain('Chicago');
    expect(first!.getByRole('list', { name: 'Items of delivery 1' }).textContent).toBe('Cortexa Disposable EEG Cup Electrodes (KRM-NEU-EEG-1001) × 40');
    expect(first!.getByText('Ground (3–5 business days)')).toBeTruthy();
    expect(first!.getByText(/^Expected by /)).toBeTruthy();
    expect(second!.getByRole('heading', { level: 3, name: 'Delivery 2 of 2' })).toBeTruthy();
    expect(second!.getByText('777 N Van Buren St', { exact: false }).textContent).toContain('Milwaukee');
    expect(second!.getByRole('list', { name: 'Items of delivery 2' }).textContent).toBe('Aurisense Tympanic Probe Tips (KRM-SEN-TYM-3001) × 4');
    expect(second!.queryByText('500 W Madison St', { exact: false })).toBeNull();
  });
});
