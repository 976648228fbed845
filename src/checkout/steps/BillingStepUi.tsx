// Billing address: the shipping address, or another one (checked like a new shipping address).
import { addressErrors, EMPTY_ADDRESS_FORM, type AddressErrors } from '../../../machines/checkout/address-form.ts';
import type { BillingChoice } from '../../../machines/checkout/flow-storage.ts';
import type { BillingDraft } from '../../../machines/checkout/checkout-draft.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { AddressCountry } from '../useCheckout.ts';
import { AddressFormUi } from './AddressFormUi.tsx';

export interface BillingStepProps {
  value: BillingChoice;
  countries: AddressCountry[];
  shippingCountries: readonly string[];
  busy: boolean;
  /** What the buyer had typed here before a reload or going back (PX-61-001); it wins over the choice last continued with. */
  draft?: BillingDraft;
  onDraft?(draft: BillingDraft): void;
  onSave(choice: BillingChoice): void;
}

export function BillingStepUi({ value, countries, shippingCountries, busy, draft, onDraft, onSave }: BillingStepProps) {
  const form = useStepForm<BillingDraft, AddressErrors>(
    () => draft ?? { same: value.sameAsShipping, address: value.sameAsShipping ? { ...EMPTY_ADDRESS_FORM, country: shippingCountries[0] ?? 'US' } : value.address },
    (entries) => (entries.same ? {} : addressErrors(entries.address, shippingCountries)),
    onDraft,
  );
  const { same, address } = form.value;

  const submit = () => {
    if (form.validate()) onSave(same ? { sameAsShipping: true } : { sameAsShipping: false, address });
  };

  return (
    <StepFormUi form={form} label={checkoutLabels.otherBilling} busy={busy} onSubmit={submit}>
      <fieldset className="choice-list">
        <legend className="visually-hidden">{checkoutLabels.otherBilling}</legend>
        <label className="choice-list__item">
          <input type="radio" name="billing" checked={same} onChange={() => form.change({ ...form.value, same: true })} /> {checkoutLabels.sameAsShipping}
        </label>
        <label className="choice-list__item">
          <input type="radio" name="billing" checked={!same} onChange={() => form.change({ ...form.value, same: false })} /> {checkoutLabels.otherBilling}
        </label>
      </fieldset>
      {!same && <AddressFormUi idPrefix="billing" value={address} errors={form.errors} countries={countries} onChange={(next) => form.change({ ...form.value, address: next })} />}
    </StepFormUi>
  );
}
