import { describe, expect, it } from 'vitest';
import { draftKey, draftOf, forgetDraft, paymentDraftOf, readDraft, writeDraftPart } from '../../../machines/checkout/checkout-draft.ts';

const CHECKOUT = '2z9000000000001';
const OTHER = '2z9000000000002';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const ADDRESS = { firstName: 'Dana', lastName: 'Okafor', companyName: '', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: '' };
const CARD = { cardHolderName: 'Dana Q Okafor', cardNumber: '4111 1111 1111 1111', cvv: '737', expiryMonth: '09', expiryYear: '2031' };

describe('checkout draft', () => {
  it('[PX-61-001] each step part is kept under the checkout id and read back as typed', () => {
    const storage = memoryStorage();
    writeDraftPart(storage, CHECKOUT, 'shippingAddress', { choice: 'new', address: ADDRESS, save: true });
    writeDraftPart(storage, CHECKOUT, 'billingAddress', { same: false, address: { ...ADDRESS, city: 'Evanston' } });
    writeDraftPart(storage, CHECKOUT, 'contactInfo', { firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550142' });
    writeDraftPart(storage, CHECKOUT, 'payment', { method: 'PurchaseOrder', poNumber: 'PO-RELOAD-1', file: { name: 'po.pdf', size: 13 } });
    expect([...storage.items.keys()]).toEqual(['checkoutDraft.2z9000000000001']);
    expect(readDraft(storage, CHECKOUT)).toEqual({
      shippingAddress: { choice: 'new', address: ADDRESS, save: true },
      billingAddress: { same: false, address: { ...ADDRESS, city: 'Evanston' } },
      contactInfo: { firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550142' },
      payment: { method: 'PurchaseOrder', poNumber: 'PO-RELOAD-1', file: { name: 'po.pdf', size: 13 } },
    });
    // Another checkout's draft is its own.
    expect(readDraft(storage, OTHER)).toEqual({});
  });

  it('[PX-61-001] a later write of one part keeps the others', () => {
    const storage = memoryStorage();
    writeDraftPart(storage, CHECKOUT, 'contactInfo', { firstName: 'A', lastName: 'B', email: 'c@d.example', phoneNumber: '' });
    writeDraftPart(storage, CHECKOUT, 'payment', { method: 'CreditCard', poNumber: '', file: null });
    writeDraftPart(storage, CHECKOUT, 'contactInfo', { firstName: 'A2', lastName: 'B', email: 'c@d.example', phoneNumber: '' });
    expect(readDraft(storage, CHECKOUT)).toEqual({
      contactInfo: { firstName: 'A2', lastName: 'B', email: 'c@d.example', phoneNumber: '' },
      payment: { method: 'CreditCard', poNumber: '', file: null },
    });
  });

  it('[PX-61-001] broken or foreign stored values read as no draft, field by field', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(CHECKOUT), '{not json');
    expect(readDraft(storage, CHECKOUT)).toEqual({});
    expect(draftOf({ shippingAddress: { choice: '', address: ADDRESS }, billingAddress: { same: 'no', address: ADDRESS }, payment: { method: 'Cash' } })).toEqual({});
    // A field of the wrong type falls back to the empty form's value.
    expect(draftOf({ contactInfo: { firstName: 7, lastName: 'B' } }).contactInfo).toEqual({ firstName: '', lastName: 'B', email: '', phoneNumber: '' });
  });

  it('[PX-61-002] a payment form with a card filled in leaves nothing of the card in the draft or the storage', () => {
    const storage = memoryStorage();
    const form = { method: 'CreditCard' as const, poNumber: '', file: null, card: CARD };
    expect(paymentDraftOf(form)).toEqual({ method: 'CreditCard', poNumber: '', file: null });
    // Even a caller that hands the whole form (card included) to the storage keeps only the three fields.
    writeDraftPart(storage, CHECKOUT, 'payment', form as never);
    const stored = JSON.parse(storage.getItem(draftKey(CHECKOUT))!) as { payment: Record<string, unknown> };
    expect(Object.keys(stored)).toEqual(['payment']);
    expect(Object.keys(stored.payment).sort()).toEqual(['file', 'method', 'poNumber']);
    const written = [...storage.items.values()].join('\n');
    for (const value of Object.values(CARD)) expect(written).not.toContain(value);
    // A card smuggled into storage by hand is dropped on reading.
    storage.setItem(draftKey(CHECKOUT), JSON.stringify({ payment: { method: 'CreditCard', poNumber: '', file: null, card: CARD }, card: CARD }));
    expect(readDraft(storage, CHECKOUT)).toEqual({ payment: { method: 'CreditCard', poNumber: '', file: null } });
  });

  it('[PX-61-003] a chosen file is kept as its name and size only', () => {
    const file = Object.assign(new Blob(['%PDF-1.4 hello'], { type: 'application/pdf' }), { name: 'po.pdf', lastModified: 1 });
    const draft = paymentDraftOf({ method: 'PurchaseOrder', poNumber: 'PO-1', file });
    expect(draft.file).toEqual({ name: 'po.pdf', size: 14 });
    expect(draftOf({ payment: { method: 'PurchaseOrder', poNumber: 'PO-1', file: { name: 'x.pdf', size: -1 } } }).payment?.file).toBeNull();
  });

  it('[PX-61-004] forgetting a checkout\'s draft leaves other checkouts\' drafts', () => {
    const storage = memoryStorage();
    writeDraftPart(storage, CHECKOUT, 'payment', { method: 'PurchaseOrder', poNumber: 'PO-1', file: null });
    writeDraftPart(storage, OTHER, 'payment', { method: 'PurchaseOrder', poNumber: 'PO-2', file: null });
    forgetDraft(storage, CHECKOUT);
    expect(readDraft(storage, CHECKOUT)).toEqual({});
    expect(readDraft(storage, OTHER).payment?.poNumber).toBe('PO-2');
  });

  it('[PX-61-001] a storage that refuses the write loses the draft, never throws', () => {
    const storage = memoryStorage();
    const contact = { firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '' };
    writeDraftPart(storage, CHECKOUT, 'contactInfo', contact);
    const kept = storage.items.get(draftKey(CHECKOUT));
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    const payment = { method: 'PurchaseOrder' as const, poNumber: 'PO-1', file: null };
    let next: ReturnType<typeof writeDraftPart> | undefined;
    expect(() => { next = writeDraftPart(full, CHECKOUT, 'payment', payment); }).not.toThrow();
    // The step still gets the whole draft back (its entries stay on screen)…
    expect(next).toEqual({ contactInfo: contact, payment });
    // …but the stored draft is the one from before: a reload loses only the refused part.
    expect(storage.items.get(draftKey(CHECKOUT))).toBe(kept);
    expect(readDraft(storage, CHECKOUT)).toEqual({ contactInfo: contact });
  });
});
