// Delivery method per delivery group: the store's methods for the group's address, with fee,
// carrier and transit time (classOfService).
import { formatMoney } from '../../../machines/pricing/money.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { Checkout } from '../useCheckout.ts';
import { addressLine } from '../step-summaries.ts';

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
  // A split shipment has a group per address; the method chosen applies to each of them.
  const addressed = groups.filter((candidate) => candidate.deliveryAddress && (candidate.isDefault || (candidate.totalCartItemCount ?? 0) > 0));
  const form = useStepForm<string, { method?: string }>(
    () => group?.selectedDeliveryMethod?.id ?? methods[0]?.id ?? '',
    (methodId) => (methods.some((method) => method.id === methodId) ? {} : { method: checkoutLabels.methodRequired }),
  );

  return (
    <StepFormUi form={form} label={checkoutLabels.chooseMethod} busy={busy} disabled={methods.length === 0} onSubmit={() => form.validate() && onSave(form.value)}>
      {addressed.map((candidate) => (
        <p key={candidate.id}>
          {checkoutLabels.deliveryTo}: {addressLine(candidate.deliveryAddress!)}
        </p>
      ))}
      {addressed.length > 1 && <p className="checkout-note">{checkoutLabels.methodForAll}</p>}
      {methods.length === 0 ? (
        <p className="form-alert" role="alert">
          {checkoutLabels.noMethods}
        </p>
      ) : (
        <fieldset className="choice-list" aria-describedby={form.errors.method ? 'delivery-error' : undefined}>
          <legend>{checkoutLabels.chooseMethod}</legend>
          {methods.map((method, index) => (
            <label key={method.id} className="choice-list__item">
              <input type="radio" name="delivery-method" value={method.id} aria-invalid={index === 0 && Boolean(form.errors.method)} checked={form.value === method.id} onChange={() => form.change(method.id)} />
              <span>
                <strong>{method.name}</strong> — {formatMoney(method.shippingFee, method.currencyIsoCode, locale)}
                <span className="choice-list__detail">{[method.carrier, method.classOfService].filter(Boolean).join(' · ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {form.errors.method && (
        <p className="form__error" id="delivery-error">
          {form.errors.method}
        </p>
      )}
    </StepFormUi>
  );
}
