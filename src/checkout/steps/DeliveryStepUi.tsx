// Delivery method per delivery group: the store's methods for the group's address, with fee,
// carrier and transit time (classOfService).
import { useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../machines/pricing/money.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import type { Checkout } from '../useCheckout.ts';
import { addressLine } from './ShippingAddressStepUi.tsx';

export interface DeliveryStepProps {
  checkout: Checkout;
  locale: string;
  busy: boolean;
  onSave(deliveryMethodId: string): void;
}

export function DeliveryStepUi({ checkout, locale, busy, onSave }: DeliveryStepProps) {
  const groups = checkout.deliveryGroups?.items ?? [];
  const group = groups.find((candidate) => candidate.isDefault) ?? groups[0];
  const methods = group?.availableDeliveryMethods ?? [];
  const [methodId, setMethodId] = useState(group?.selectedDeliveryMethod?.id ?? methods[0]?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const first = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!methods.some((method) => method.id === methodId)) {
      setError(checkoutLabels.methodRequired);
      first.current?.focus();
      return;
    }
    onSave(methodId);
  };

  return (
    <form className="form checkout-form" noValidate onSubmit={submit} aria-label={checkoutLabels.chooseMethod}>
      {group?.deliveryAddress && (
        <p>
          {checkoutLabels.deliveryTo}: {addressLine(group.deliveryAddress)}
        </p>
      )}
      {methods.length === 0 ? (
        <p className="form-alert" role="alert">
          {checkoutLabels.noMethods}
        </p>
      ) : (
        <fieldset className="choice-list" aria-describedby={error ? 'delivery-error' : undefined}>
          <legend>{checkoutLabels.chooseMethod}</legend>
          {methods.map((method, index) => (
            <label key={method.id} className="choice-list__item">
              <input ref={index === 0 ? first : undefined} type="radio" name="delivery-method" value={method.id} checked={methodId === method.id} onChange={() => setMethodId(method.id)} />
              <span>
                <strong>{method.name}</strong> — {formatMoney(method.shippingFee, method.currencyIsoCode, locale)}
                <span className="choice-list__detail">{[method.carrier, method.classOfService].filter(Boolean).join(' · ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="form__error" id="delivery-error" role="alert">
          {error}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy || methods.length === 0}>
          {busy ? checkoutLabels.saving : checkoutLabels.continue}
        </button>
      </div>
    </form>
  );
}
