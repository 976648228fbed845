// Shipping address: an address from the account's book (default first) or a new one, optionally
// saved to the book. A new address is checked field by field before anything is sent (PX-08-013).
import { useRef, useState, type FormEvent } from 'react';
import { formatPhoneNumber } from '../../../machines/address/address.ts';
import { addressErrors, EMPTY_ADDRESS_FORM, type AddressErrors, type AddressForm } from '../../../machines/checkout/address-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { ErrorSummaryUi, focusFirstInvalid } from '../FieldUi.tsx';
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

export function ShippingAddressStepUi({ addresses, countries, shippingCountries, canSave, selectedId, busy, onSave }: ShippingAddressStepProps) {
  const initial = addresses.find((address) => address.addressId === selectedId)?.addressId ?? addresses[0]?.addressId ?? 'new';
  const [choice, setChoice] = useState<string>(initial);
  const [form, setForm] = useState<AddressForm>({ ...EMPTY_ADDRESS_FORM, country: shippingCountries[0] ?? 'US' });
  const [save, setSave] = useState(false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [refused, setRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== 'new') {
      onSave({ addressId: choice });
      return;
    }
    const found = addressErrors(form, shippingCountries);
    setErrors(found);
    setRefused(Object.keys(found).length > 0);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    onSave({ form, save: canSave && save });
  };

  const change = (next: AddressForm) => {
    setForm(next);
    // Errors already shown follow the buyer's corrections.
    if (refused) setErrors(addressErrors(next, shippingCountries));
  };

  return (
    <form ref={formRef} className="form checkout-form" noValidate onSubmit={submit} aria-label={checkoutLabels.addressBook}>
      <ErrorSummaryUi count={refused ? Object.keys(errors).length : 0} text={checkoutLabels.formErrors} />
      {addresses.length > 0 && (
        <fieldset className="choice-list">
          <legend>{checkoutLabels.addressBook}</legend>
          {addresses.map((address) => (
            <label key={address.addressId} className="choice-list__item">
              <input type="radio" name="shipping-address" value={address.addressId} checked={choice === address.addressId} onChange={() => setChoice(address.addressId)} />
              <span>
                {addressLine(address)}
                {address.isDefault && <span className="badge"> {checkoutLabels.defaultAddress}</span>}
              </span>
            </label>
          ))}
          <label className="choice-list__item">
            <input type="radio" name="shipping-address" value="new" checked={choice === 'new'} onChange={() => setChoice('new')} />
            <span>{checkoutLabels.newAddress}</span>
          </label>
        </fieldset>
      )}
      {choice === 'new' && (
        <>
          <AddressFormUi idPrefix="shipping" value={form} errors={errors} countries={countries} onChange={change} />
          {canSave && (
            <label className="checkbox">
              <input type="checkbox" checked={save} onChange={(event) => setSave(event.target.checked)} /> {checkoutLabels.saveToBook}
            </label>
          )}
        </>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy} aria-disabled={busy}>
          {busy ? checkoutLabels.saving : checkoutLabels.continue}
        </button>
      </div>
    </form>
  );
}
