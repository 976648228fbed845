// @vitest-environment jsdom
// PX-76-001: SH §3's order fields at checkout: asked on the delivery step, sent with the method, shown
// on the review step and the confirmation.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENTION_TO_TOO_LONG, SHIPPING_INSTRUCTIONS_TOO_LONG } from '../../machines/constants/checkout-flow.ts';
import { heldOrderNotes, orderNotesChange, orderNotesProblems } from '../../machines/checkout/order-notes.ts';
import { ConfirmationUi, type OrderDetail } from '../../src/checkout/ConfirmationUi.tsx';
import { DeliveryStepUi } from '../../src/checkout/steps/DeliveryStepUi.tsx';
import { ReviewStepUi } from '../../src/checkout/steps/ReviewStepUi.tsx';
import type { Checkout } from '../../src/checkout/useCheckout.ts';

afterEach(cleanup);

const GROUND = { id: '2Dm000000000001', name: 'Ground', shippingFee: '18.00', currencyIsoCode: 'USD' as const };
const checkout = (instructions: string | null, attention?: string): Checkout => ({
  checkoutId: '2z9000000000001',
  cartSummary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Checkout', totalProductCount: '2', uniqueProductCount: 1, totalProductAmount: '344.00', totalProductAmountAfterAdjustments: '344.00', totalChargeAmount: '18.00', grandTotalAmount: '362.00', taxType: 'Gross' },
  deliveryGroups: { count: 1, items: [{ id: '0a7000000000001', isDefault: true, availableDeliveryMethods: [GROUND], selectedDeliveryMethod: GROUND, shippingInstructions: instructions }] },
  ...(attention === undefined ? {} : { customFields: [{ attributes: { type: 'WebCart' as const }, AttentionTo__c: attention }] }),
});

describe('the order fields as rules', () => {
  it('[PX-76-001] reads what the checkout holds, sends only what changed, trimmed, and refuses over 255 characters', () => {
    expect(heldOrderNotes(checkout('Rear dock', 'EMG lab'))).toEqual({ shippingInstructions: 'Rear dock', attentionTo: 'EMG lab' });
    expect(heldOrderNotes(checkout(null))).toEqual({ shippingInstructions: '', attentionTo: '' });
    expect(orderNotesChange({ shippingInstructions: 'Rear dock', attentionTo: 'EMG lab' }, { shippingInstructions: 'Rear dock', attentionTo: 'EMG lab' })).toEqual({});
    expect(orderNotesChange({ shippingInstructions: '  Side door ', attentionTo: 'EMG lab' }, { shippingInstructions: '', attentionTo: 'EMG lab' })).toEqual({ shippingInstructions: 'Side door' });
    expect(orderNotesChange({ shippingInstructions: '', attentionTo: '' }, { shippingInstructions: '', attentionTo: 'EMG lab' })).toEqual({ customFields: [{ attributes: { type: 'WebCart' }, AttentionTo__c: '' }] });
    expect(orderNotesProblems({ shippingInstructions: 'é'.repeat(255), attentionTo: 'a'.repeat(255) })).toEqual({});
    expect(orderNotesProblems({ shippingInstructions: 'a'.repeat(256), attentionTo: 'a'.repeat(256) })).toEqual({ shippingInstructions: SHIPPING_INSTRUCTIONS_TOO_LONG, attentionTo: ATTENTION_TO_TOO_LONG });
  });
});

describe('the delivery step', () => {
  it('[PX-76-001] asks shipping instructions and attention to, starting from what the checkout holds, and saves them with the method', async () => {
    const onSave = vi.fn();
    render(<DeliveryStepUi checkout={checkout('Rear dock', 'EMG lab')} locale="en-US" busy={false} onSave={onSave} />);
    const instructions = screen.getByLabelText('Shipping instructions (optional)') as HTMLTextAreaElement;
    const attention = screen.getByLabelText('Attention to (optional)') as HTMLInputElement;
    expect(instructions.value).toBe('Rear dock');
    expect(attention.value).toBe('EMG lab');
    fireEvent.change(instructions, { target: { value: 'Deliver to the sleep lab reception, Suite 200.' } });
    fireEvent.change(attention, { target: { value: 'Sleep lab coordinator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2Dm000000000001', { shippingInstructions: 'Deliver to the sleep lab reception, Suite 200.', attentionTo: 'Sleep lab coordinator' }));
  });
});

describe('the review step and the confirmation', () => {
  it('[PX-76-001] the review step shows the instructions and attention to the checkout holds', () => {
    render(
      <MemoryRouter>
        <ReviewStepUi
          checkout={checkout('Rear dock', 'EMG lab')} lines={[]} coupons={[]} locale="en-US" taxType="Gross" busy={false} error={undefined}
          gifting={{ wrap: false, message: false, recipient: false, wraps: { status: 'off' } }} groups={[]}
          onApplyCoupon={vi.fn(async () => undefined)} onRemoveCoupon={vi.fn(async () => undefined)} onPlace={vi.fn()} onSaveGift={vi.fn(async () => undefined)}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Shipping instructions:').parentElement!.textContent).toBe('Shipping instructions: Rear dock');
    expect(screen.getByText('Attention to:').parentElement!.textContent).toBe('Attention to: EMG lab');
  });

  it('[PX-76-001] the confirmation shows the order\'s instructions and attention to', () => {
    const order: OrderDetail = {
      orderSummaryId: '1Os000000000101', orderNumber: 'KRM-100101', status: 'Created', ownerId: '005000000000001', accountId: '001000000000001', currencyIsoCode: 'USD',
      createdDate: '2026-11-26T00:00:00.000Z', orderedDate: '2026-11-26T00:00:00.000Z', poNumber: null,
      paymentMethod: { type: 'CreditCard', brand: 'Visa', lastFour: '1111' },
      subtotal: '344.00', freight: '18.00', tax: '0.00', totalAmount: '362.00',
      billTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
      shipTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
      items: [], shippingInstructions: 'Rear dock', attentionTo: 'EMG lab',
    };
    render(
      <MemoryRouter>
        <ConfirmationUi order={order} shipments={[]} locale="en-US" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Shipping instructions:').parentElement!.textContent).toBe('Shipping instructions: Rear dock');
    expect(screen.getByText('Attention to:').parentElement!.textContent).toBe('Attention to: EMG lab');
  });
});
