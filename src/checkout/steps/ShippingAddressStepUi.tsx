// Shipping address: an address from the account's book (default first) or a new one, optionally
// saved to the book. A new address is checked field by field before anything is sent (PX-08-013).
import type { ShippingDraft as StoredShippingDraft } from '../../../machines/checkout/checkout-draft.ts';
import { addressErrors, EMPTY_ADDRESS_FORM, type AddressErrors, type AddressForm } from '../../../machines/checkout/address-form.ts';
import { destinationName, splitProblem, type Destination, type SplitPlan } from '../../../machines/checkout/split-shipment.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { SelectFieldUi } from '../FieldUi.tsx';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { AccountAddress, AddressCountry } from '../useCheckout.ts';
import { AddressFormUi } from './AddressFormUi.tsx';
import { addressLine } from '../step-summaries.ts';
import { localMessage } from '../../i18n/translate.ts';

export interface ShippingAddressStepProps {
  addresses: AccountAddress[];
  countries: AddressCountry[];
  shippingCountries: readonly string[];
  /** The address book is there for signed-in buyers only (CC-6-008). */
  canSave: boolean;
  /** The address the checkout already has (after a reload or going back). */
  selectedId: string | null | undefined;
  busy: boolean;
  /** Split shipment, when the store allows it (PX-14-002): the lines and where each goes now. */
  split?: SplitOffer;
  /** What the buyer had typed here before a reload or going back (PX-61-001). */
  draft?: StoredShippingDraft;
  onDraft?(draft: StoredShippingDraft): void;
  onSave(choice: ShippingChoice): void;
}

interface SplitOffer {
  lines: ReadonlyArray<{ cartItemId: string; name: string }>;
  destinations: Readonly<Record<string, Destination>>;
  /** The book address of the second delivery, when there is one. */
  secondAddressId: string | null | undefined;
}

type AddressChoice = { addressId: string } | { form: AddressForm; save: boolean };
export type ShippingChoice = AddressChoice & { split?: { plan: SplitPlan; second: AddressChoice } };

// The order pages and the standing orders take it from here too.
;

interface ShippingDraft {
  /** An address id of the book, or 'new'. */
  choice: string;
  address: AddressForm;
  save: boolean;
  split: { enabled: boolean; choice: string; address: AddressForm; destinations: Record<string, Destination> };
}

type ShippingErrors = AddressErrors & { second?: AddressErrors; split?: string };

export function ShippingAddressStepUi({ addresses, countries, shippingCountries, canSave, selectedId, busy, split, draft, onDraft, onSave }: ShippingAddressStepProps) {
  const emptyForm = { ...EMPTY_ADDRESS_FORM, country: shippingCountries[0] ?? 'US' };
  const bookChoice = (id: string | null | undefined) => addresses.find((address) => address.addressId === id)?.addressId ?? addresses[0]?.addressId ?? 'new';
  // A drafted choice wins over the checkout's address while it is still offered (PX-61-001).
  const drafted = draft && (draft.choice === 'new' || addresses.some((address) => address.addressId === draft.choice)) ? draft : undefined;
  const firstChoice = drafted?.choice ?? bookChoice(selectedId);
  const form = useStepForm<ShippingDraft, ShippingErrors>(
    () => ({
      choice: firstChoice,
      address: drafted?.address ?? emptyForm,
      save: drafted?.save ?? false,
      split: {
        enabled: Object.values(split?.destinations ?? {}).includes('second'),
        // A second delivery goes by default to another book address than the first.
        choice: split?.secondAddressId ? bookChoice(split.secondAddressId) : (addresses.find((address) => address.addressId !== firstChoice)?.addressId ?? 'new'),
        address: emptyForm,
        destinations: { ...split?.destinations },
      },
    }),
    (draft) => {
      const errors: ShippingErrors = draft.choice === 'new' ? addressErrors(draft.address, shippingCountries) : {};
      if (!split || !draft.split.enabled) return errors;
      const second = draft.split.choice === 'new' ? addressErrors(draft.split.address, shippingCountries) : {};
      const problem = splitProblem({ enabled: true, destinations: draft.split.destinations }, split.lines.map((line) => line.cartItemId));
      return { ...errors, ...(Object.keys(second).length > 0 ? { second } : {}), ...(problem ? { split: problem } : {}) };
    },
    (next) => onDraft?.({ choice: next.choice, address: next.address, save: next.save }),
  );
  const { choice, address, save } = form.value;
  const set = (change: Partial<ShippingDraft>) => form.change({ ...form.value, ...change });
  const setSplit = (change: Partial<ShippingDraft['split']>) => set({ split: { ...form.value.split, ...change } });
  // PX-75-001: the line choosers name each destination by its address, typed or from the book.
  const named = (chosen: string, typed: AddressForm) =>
    destinationName(chosen === 'new' ? typed : addresses.find((entry) => entry.addressId === chosen), checkoutLabels.newDestination);

  const submit = () => {
    if (!form.validate()) return;
    const first: AddressChoice = choice === 'new' ? { form: address, save: canSave && save } : { addressId: choice };
    if (!split) return onSave(first);
    const { enabled, destinations } = form.value.split;
    const second: AddressChoice = form.value.split.choice === 'new' ? { form: form.value.split.address, save: false } : { addressId: form.value.split.choice };
    onSave({ ...first, split: { plan: { enabled, destinations }, second } });
  };

  return (
    <StepFormUi form={form} label={checkoutLabels.addressBook} busy={busy} onSubmit={submit}>
      <AddressChooserUi name="shipping-address" legend={checkoutLabels.addressBook} addresses={addresses} choice={choice} onChoose={(next) => set({ choice: next })} />
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
      {split && (
        <fieldset className="split-shipment">
          <legend className="visually-hidden">{checkoutLabels.splitShipment}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={form.value.split.enabled} onChange={(event) => setSplit({ enabled: event.target.checked })} /> {checkoutLabels.splitShipment}
          </label>
          {form.value.split.enabled && (
            <>
              <p className="checkout-note">{checkoutLabels.splitCharge}</p>
              <AddressChooserUi
                name="second-address"
                legend={checkoutLabels.secondAddress}
                addresses={addresses}
                choice={form.value.split.choice}
                onChoose={(next) => setSplit({ choice: next })}
              />
              {form.value.split.choice === 'new' && (
                <AddressFormUi idPrefix="second" value={form.value.split.address} errors={form.errors.second ?? {}} countries={countries} onChange={(next) => setSplit({ address: next })} />
              )}
              <fieldset className="split-shipment__lines" aria-describedby={form.errors.split ? 'split-error' : undefined}>
                <legend>{checkoutLabels.whichAddress}</legend>
                {split.lines.map((line, index) => (
                  <SelectFieldUi
                    key={line.cartItemId}
                    id={`split-line-${line.cartItemId}`}
                    label={checkoutLabels.deliverTo(line.name)}
                    invalid={index === 0 && Boolean(form.errors.split)}
                    autoComplete="off"
                    value={form.value.split.destinations[line.cartItemId] ?? 'first'}
                    options={[
                      { value: 'first', label: named(choice, address) },
                      { value: 'second', label: named(form.value.split.choice, form.value.split.address) },
                    ]}
                    onChange={(value) => setSplit({ destinations: { ...form.value.split.destinations, [line.cartItemId]: value as Destination } })}
                  />
                ))}
                {form.errors.split && (
                  <p className="form__error" id="split-error">
                    {localMessage(form.errors.split)}
                  </p>
                )}
              </fieldset>
            </>
          )}
        </fieldset>
      )}
    </StepFormUi>
  );
}

function AddressChooserUi({ name, legend, addresses, choice, onChoose }: { name: string; legend: string; addresses: AccountAddress[]; choice: string; onChoose(choice: string): void }) {
  if (addresses.length === 0) return null;
  return (
    <fieldset className="choice-list">
      <legend>{legend}</legend>
      {addresses.map((entry) => (
        <label key={entry.addressId} className="choice-list__item">
          <input type="radio" name={name} value={entry.addressId} checked={choice === entry.addressId} onChange={() => onChoose(entry.addressId)} />
          <span>
            {addressLine(entry)}
            {entry.isDefault && <span className="badge"> {checkoutLabels.defaultAddress}</span>}
          </span>
        </label>
      ))}
      <label className="choice-list__item">
        <input type="radio" name={name} value="new" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <span>{checkoutLabels.newAddress}</span>
      </label>
    </fieldset>
  );
}
