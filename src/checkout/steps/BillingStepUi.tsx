// Billing address: the shipping address, or another one (checked like a new shipping address).
import { useRef, useState, type FormEvent } from 'react';
import { addressErrors, EMPTY_ADDRESS_FORM, type AddressErrors, type AddressForm } from '../../../machines/checkout/address-form.ts';
import type { BillingChoice } from '../../../machines/checkout/flow-storage.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { ErrorSummaryUi, focusFirstInvalid } from '../FieldUi.tsx';
import type { AddressCountry } from '../useCheckout.ts';
import { AddressFormUi } from './AddressFormUi.tsx';

export interface BillingStepProps {
  value: BillingChoice;
  countries: AddressCountry[];
  shippingCountries: readonly string[];
  busy: boolean;
  onSave(choice: BillingChoice): void;
}

export function BillingStepUi({ value, countries, shippingCountries, busy, onSave }: BillingStepProps) {
  const [same, setSame] = useState(value.sameAsShipping);
  const [form, setForm] = useState<AddressForm>(value.sameAsShipping ? { ...EMPTY_ADDRESS_FORM, country: shippingCountries[0] ?? 'US' } : value.address);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [refused, setRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (same) {
      onSave({ sameAsShipping: true });
      return;
    }
    const found = addressErrors(form, shippingCountries);
    setErrors(found);
    setRefused(Object.keys(found).length > 0);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    onSave({ sameAsShipping: false, address: form });
  };

  return (
    <form ref={formRef} className="form checkout-form" noValidate onSubmit={submit} aria-label={checkoutLabels.otherBilling}>
      <ErrorSummaryUi count={refused ? Object.keys(errors).length : 0} text={checkoutLabels.formErrors} />
      <fieldset className="choice-list">
        <legend className="visually-hidden">{checkoutLabels.otherBilling}</legend>
        <label className="choice-list__item">
          <input type="radio" name="billing" checked={same} onChange={() => setSame(true)} /> {checkoutLabels.sameAsShipping}
        </label>
        <label className="choice-list__item">
          <input type="radio" name="billing" checked={!same} onChange={() => setSame(false)} /> {checkoutLabels.otherBilling}
        </label>
      </fieldset>
      {!same && (
        <AddressFormUi
          idPrefix="billing"
          value={form}
          errors={errors}
          countries={countries}
          onChange={(next) => {
            setForm(next);
            if (refused) setErrors(addressErrors(next, shippingCountries));
          }}
        />
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? checkoutLabels.saving : checkoutLabels.continue}
        </button>
      </div>
    </form>
  );
}
