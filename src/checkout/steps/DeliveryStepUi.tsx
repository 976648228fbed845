// Delivery method per delivery group: the store's methods for the group's address, with fee,
// carrier and transit time (classOfService); then the order's shipping instructions and attention to
// (SH §3 order fields, PX-76-001), optional.
import { heldOrderNotes, orderNotesProblems, type OrderNotes, type OrderNotesErrors } from '../../../machines/checkout/order-notes.ts';
import { ORDER_NOTE_MAX_LENGTH } from '../../../machines/constants/checkout-flow.ts';
import { FieldUi } from '../FieldUi.tsx';
import { formatMoney, fromCents, toCents } from '../../../machines/pricing/money.ts';
import { perDeliveryCharge } from '../../../machines/checkout/split-shipment.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { Checkout } from '../useCheckout.ts';
import { addressLine } from '../step-summaries.ts';
import { localMessage } from '../../i18n/translate.ts';

export interface DeliveryStepProps {
  checkout: Checkout;
  locale: string;
  busy: boolean;
  onSave(deliveryMethodId: string, notes: OrderNotes): void;
}

type DeliveryForm = OrderNotes & { method: string };

export function DeliveryStepUi({ checkout, locale, busy, onSave }: DeliveryStepProps) {
  const groups = checkout.deliveryGroups?.items ?? [];
  const group = groups.find((candidate) => candidate.isDefault) ?? groups[0];
  const methods = group?.availableDeliveryMethods ?? [];
  // A split shipment has a group per address; the method chosen applies to each of them.
  const addressed = groups.filter((candidate) => candidate.deliveryAddress && (candidate.isDefault || (candidate.totalCartItemCount ?? 0) > 0));
  const form = useStepForm<DeliveryForm, OrderNotesErrors & { method?: string }>(
    () => ({ method: group?.selectedDeliveryMethod?.id ?? methods[0]?.id ?? '', ...heldOrderNotes(checkout) }),
    ({ method, ...notes }) => ({ ...(methods.some((candidate) => candidate.id === method) ? {} : { method: checkoutLabels.methodRequired }), ...orderNotesProblems(notes) }),
  );
  const { method: chosen, ...notes } = form.value;

  return (
    <StepFormUi form={form} label={checkoutLabels.chooseMethod} busy={busy} disabled={methods.length === 0} onSubmit={() => form.validate() && onSave(chosen, notes)}>
      {addressed.map((candidate) => (
        <p key={candidate.id}>
          {checkoutLabels.deliveryTo}: {addressLine(candidate.deliveryAddress!)}
        </p>
      ))}
      {addressed.length > 1 && <p className="checkout-note">{checkoutLabels.methodForAll(addressed.length)}</p>}
      {methods.length === 0 ? (
        <p className="form-alert" role="alert">
          {checkoutLabels.noMethods}
        </p>
      ) : (
        <fieldset className="choice-list" aria-describedby={form.errors.method ? 'delivery-error' : undefined}>
          <legend>{checkoutLabels.chooseMethod}</legend>
          {methods.map((method, index) => (
            <label key={method.id} className="choice-list__item">
              <input type="radio" name="delivery-method" value={method.id} aria-invalid={index === 0 && Boolean(form.errors.method)} checked={chosen === method.id} onChange={() => form.change({ ...form.value, method: method.id })} />
              <span>
                <strong>{method.name}</strong> —{' '}
                {addressed.length > 1
                  ? checkoutLabels.feePerDelivery(
                      formatMoney(method.shippingFee, method.currencyIsoCode, locale),
                      formatMoney(fromCents(perDeliveryCharge(toCents(method.shippingFee) ?? 0, addressed.length)), method.currencyIsoCode, locale),
                      addressed.length,
                    )
                  : formatMoney(method.shippingFee, method.currencyIsoCode, locale)}
                <span className="choice-list__detail">{[method.carrier, method.classOfService].filter(Boolean).join(' · ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {form.errors.method && (
        <p className="form__error" id="delivery-error">
          {localMessage(form.errors.method)}
        </p>
      )}
      <FieldUi id="shipping-instructions" label={checkoutLabels.shippingInstructions} error={form.errors.shippingInstructions}>
        {(props) => (
          <textarea {...props} rows={3} maxLength={ORDER_NOTE_MAX_LENGTH} value={notes.shippingInstructions} onChange={(event) => form.change({ ...form.value, shippingInstructions: event.target.value })} />
        )}
      </FieldUi>
      <FieldUi id="attention-to" label={checkoutLabels.attentionTo} error={form.errors.attentionTo}>
        {(props) => (
          <input {...props} type="text" autoComplete="off" maxLength={ORDER_NOTE_MAX_LENGTH} value={notes.attentionTo} onChange={(event) => form.change({ ...form.value, attentionTo: event.target.value })} />
        )}
      </FieldUi>
    </StepFormUi>
  );
}
