// Shipping address: an address from the account's book (default first) or a new one, optionally
// saved to the book. A new address is checked field by field before anything is sent (PX-08-013).
import { formatPhoneNumber } from '../../../machines/address/address.ts';
import { addressErrors, EMPTY_ADDRESS_FORM, type AddressErrors, type AddressForm } from '../../../machines/checkout/address-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { AccountAddress, AddressCountry } from '../useCheckout.ts';
import { AddressFormUi } from './AddressFormUi.tsx';

export interface ShippingAddressStepProps {
  addresses: AccountAddress[];
  countries: AddressCountry[];
  shippingCountries: readonly string[];
  /** The address book is there for signed-in buyers only (CC-6-008). */
  canSave: boolean;
  /** The address the checkout already has (after a reload or going back). */
  selectedId: string | null | undefined;
  busy: boolean;
  onSave(choice: { addressId: string } | { form: AddressForm; save: boolean }): void;
}

export function addressLine(address: { name?: string | null; street?: string; city?: string; region?: string | null; postalCode?: string | null; country?: string; phoneNumber?: string | null }): string {
  return [address.name, address.street, [address.city, address.region, address.postalCode].filter(Boolean).join(' '), address.country, address.phoneNumber ? formatPhoneNumber(address.phoneNumber) : null]
    .filter(Boolean)
    .join(', ');
}

interface ShippingDraft {
  /** An address id of the book, or 'new'. */
  choice: string;
  address: AddressForm;
  save: boolean;
}

export function ShippingAddressStepUi({ addresses, countries, shippingCountries, canSave, selectedId, busy, onSave }: ShippingAddressStepProps) {
  const form = useStepForm<ShippingDraft, AddressErrors>(
    () => ({
      choice: addresses.find((address) => address.addressId === selectedId)?.addressId ?? addresses[0]?.addressId ?? 'new',
      address: { ...EMPTY_ADDRESS_FORM, country: shippingCountries[0] ?? 'US' },
      save: false,
    }),
    (draft) => (draft.choice === 'new' ? addressErrors(draft.address, shippingCountries) : {}),
  );
  const { choice, address, save } = form.value;
  const set = (change: Partial<ShippingDraft>) => form.change({ ...form.value, ...change });

  const submit = () => {
    if (!form.validate()) return;
    onSave(choice === 'new' ? { form: address, save: canSave && save } : { addressId: choice });
  };

  return (
    <StepFormUi form={form} label={checkoutLabels.addressBook} busy={busy} onSubmit={submit}>
      {addresses.length > 0 && (
        <fieldset className="choice-list">
          <legend>{checkoutLabels.addressBook}</legend>
          {addresses.map((entry) => (
            <label key={entry.addressId} className="choice-list__item">
              <input type="radio" name="shipping-address" value={entry.addressId} checked={choice === entry.addressId} onChange={() => set({ choice: entry.addressId })} />
              <span>
                {addressLine(entry)}
                {entry.isDefault && <span className="badge"> {checkoutLabels.defaultAddress}</span>}
              </span>
            </label>
          ))}
          <label className="choice-list__item">
            <input type="radio" name="shipping-address" value="new" checked={choice === 'new'} onChange={() => set({ choice: 'new' })} />
            <span>{checkoutLabels.newAddress}</span>
          </label>
        </fieldset>
      )}
      {choice === 'new' && (
        <>
          <AddressFormUi idPrefix="shipping" value={address} errors={form.errors} countries={countries} onChange={(next) => set({ address: next })} />
          {canSave && (
            <label className="checkbox">
              <input type="checkbox" checked={save} onChange={(event) => set({ save: event.target.checked })} /> {checkoutLabels.saveToBook}
            </label>
          )}
        </>
      )}
    </StepFormUi>
  );
}
