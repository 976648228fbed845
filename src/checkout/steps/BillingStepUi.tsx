// Billing address: one of the account's billing addresses (PX-70-013, the default one first), the
// shipping address, or another one (checked like a new shipping address).
import { addressErrors, EMPTY_ADDRESS_FORM, type AddressErrors } from '../../../machines/checkout/address-form.ts';
import type { BillingChoice } from '../../../machines/checkout/flow-storage.ts';
import type { BillingDraft } from '../../../machines/checkout/checkout-draft.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { addressLine } from '../step-summaries.ts';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { AccountAddress, AddressCountry } from '../useCheckout.ts';
import { AddressFormUi } from './AddressFormUi.tsx';

export interface BillingStepProps {
  value: BillingChoice;
  /** The account's billing addresses (none for a guest). */
  accountAddresses: readonly AccountAddress[];
  countries: AddressCountry[];
  shippingCountries: readonly string[];
  busy: boolean;
  /** What the buyer had typed here before a reload or going back (PX-61-001); it wins over the choice last continued with. */
  draft?: BillingDraft;
  onDraft?(draft: BillingDraft): void;
  onSave(choice: BillingChoice): void;
}

function draftOfChoice(value: BillingChoice, shippingCountries: readonly string[]): BillingDraft {
  const blank = { ...EMPTY_ADDRESS_FORM, country: shippingCountries[0] ?? 'US' };
  if ('accountAddressId' in value) return { same: false, address: blank, accountAddressId: value.accountAddressId };
  return { same: value.sameAsShipping, address: 'address' in value ? value.address : blank };
}

export function BillingStepUi({ value, accountAddresses, countries, shippingCountries, busy, draft, onDraft, onSave }: BillingStepProps) {
  const form = useStepForm<BillingDraft, AddressErrors>(
    () => draft ?? draftOfChoice(value, shippingCountries),
    (entries) => (entries.same || entries.accountAddressId ? {} : addressErrors(entries.address, shippingCountries)),
    onDraft,
  );
  const { same, address, accountAddressId } = form.value;
  const other = !same && !accountAddressId;
  const choose = (next: { same: boolean; accountAddressId?: string }) => form.change({ same: next.same, address, ...(next.accountAddressId ? { accountAddressId: next.accountAddressId } : {}) });

  const submit = () => {
    if (!form.validate()) return;
    onSave(accountAddressId ? { sameAsShipping: false, accountAddressId } : same ? { sameAsShipping: true } : { sameAsShipping: false, address });
  };

  return (
    <StepFormUi form={form} label={checkoutLabels.otherBilling} busy={busy} onSubmit={submit}>
      <fieldset className="choice-list">
        <legend className="visually-hidden">{checkoutLabels.billingChoices}</legend>
        {accountAddresses.map((candidate) => (
          <label key={candidate.addressId} className="choice-list__item">
            <input type="radio" name="billing" checked={accountAddressId === candidate.addressId} onChange={() => choose({ same: false, accountAddressId: candidate.addressId })} />{' '}
            {addressLine(candidate)}
          </label>
        ))}
        <label className="choice-list__item">
          <input type="radio" name="billing" checked={same && !accountAddressId} onChange={() => choose({ same: true })} /> {checkoutLabels.sameAsShipping}
        </label>
        <label className="choice-list__item">
          <input type="radio" name="billing" checked={other} onChange={() => choose({ same: false })} /> {checkoutLabels.otherBilling}
        </label>
      </fieldset>
      {other && <AddressFormUi idPrefix="billing" value={address} errors={form.errors} countries={countries} onChange={(next) => form.change({ ...form.value, address: next })} />}
    </StepFormUi>
  );
}
