// Review and place order: lines, delivery, payment, coupon, totals, the terms (PX-08-015) and
// 'Place order', which sends one attempt however often it is pressed (PX-08-001).
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../machines/pricing/money.ts';
import { TERMS_REQUIRED } from '../../../machines/constants/checkout-flow.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { CouponFormUi } from '../../cart/CouponFormUi.tsx';
import { TotalsUi } from '../../cart/TotalsUi.tsx';
import type { CartCoupon, CartLine, Checkout, DeliveryGroup } from '../useCheckout.ts';
import { SubmitUi } from '../StepFormUi.tsx';
import { addressLine } from './ShippingAddressStepUi.tsx';

export interface ReviewStepProps {
  checkout: Checkout;
  lines: CartLine[];
  coupons: CartCoupon[];
  locale: string;
  taxType: string | null;
  busy: boolean;
  error: string | undefined;
  gifting: { wrap: boolean; message: boolean };
  /** The delivery groups with their lines (split shipment, PX-14-002). */
  groups: DeliveryGroup[];
  onApplyCoupon(code: string): Promise<string | undefined>;
  onRemoveCoupon(couponId: string): Promise<void>;
  onPlace(): void;
}

export function paymentText(summary: Checkout['paymentSummary']): string {
  if (!summary) return '';
  if (summary.type === 'CreditCard') return checkoutLabels.cardEnding(summary.cardType ?? '', summary.lastFour ?? '');
  const file = summary.purchaseOrderFile ? ` (${summary.purchaseOrderFile.name})` : '';
  return `${checkoutLabels.poSummary(summary.purchaseOrderNumber ?? '')}${file}`;
}

export function ReviewStepUi({ checkout, lines, coupons, locale, taxType, busy, error, gifting, groups, onApplyCoupon, onRemoveCoupon, onPlace }: ReviewStepProps) {
  const currency = checkout.cartSummary?.currencyIsoCode ?? 'USD';
  const shown = (checkout.deliveryGroups?.items ?? []).filter((group) => group.isDefault || (group.totalCartItemCount ?? 0) > 0);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const terms = useRef<HTMLInputElement>(null);

  const place = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    onPlace();
  };

  return (
    <div className="review">
      <h3>{checkoutLabels.items}</h3>
      <ul className="review__lines">
        {lines.map((line) => (
          <li key={line.cartItemId}>
            <span>{line.name}</span>
            <span>{checkoutLabels.quantity(String(line.quantity))}</span>
            <span>{formatMoney(line.totalAmount ?? line.totalPrice ?? '0', currency, locale)}</span>
          </li>
        ))}
      </ul>
      {shown.map((group, index) => (
        <div key={group.id} className="review__delivery" data-testid="review-delivery">
          <p>
            <strong>{shown.length > 1 ? `${checkoutLabels.delivery(index + 1)}, ${checkoutLabels.deliveryTo.toLowerCase()}` : checkoutLabels.deliveryTo}:</strong> {group.deliveryAddress ? addressLine(group.deliveryAddress) : ''}
            {group.selectedDeliveryMethod && ` — ${group.selectedDeliveryMethod.name}`}
          </p>
          {shown.length > 1 && (
            <ul>
              {(groups.find((candidate) => candidate.id === group.id)?.cartItems ?? []).map((item) => (
                <li key={item.cartItemId}>{`${item.name} × ${Number(item.quantity)}`}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {checkout.paymentSummary && (
        <p>
          <strong>{checkoutLabels.paidBy}:</strong> {paymentText(checkout.paymentSummary)}
        </p>
      )}
      <CouponFormUi
        id="checkout-coupon"
        labels={{ ...checkoutLabels, apply: checkoutLabels.applyCoupon }}
        coupons={coupons}
        onApply={onApplyCoupon}
        onRemove={onRemoveCoupon}
      />
      {checkout.cartSummary && <TotalsUi summary={checkout.cartSummary} currency={currency} locale={locale} atCheckout taxType={taxType} />}
      <form className="form" noValidate onSubmit={place} aria-label={checkoutLabels.placeOrder}>
        {gifting.wrap && (
          <label className="checkbox">
            <input type="checkbox" name="gift-wrap" /> {checkoutLabels.giftWrap}
          </label>
        )}
        {gifting.message && (
          <div className="form__field">
            <label htmlFor="gift-message">{checkoutLabels.giftMessage}</label>
            <textarea id="gift-message" maxLength={255} />
          </div>
        )}
        <div className="form__field">
          <label className="checkbox">
            <input
              ref={terms}
              type="checkbox"
              checked={accepted}
              aria-invalid={termsError && !accepted}
              aria-describedby={termsError && !accepted ? 'terms-error' : undefined}
              onChange={(event) => setAccepted(event.target.checked)}
            />{' '}
            {checkoutLabels.termsBefore}
            <Link to="/terms" target="_blank">
              {checkoutLabels.termsLink}
            </Link>
            {checkoutLabels.termsAfter}
          </label>
          {termsError && !accepted && (
            <p className="form__error" id="terms-error" role="alert">
              {TERMS_REQUIRED}
            </p>
          )}
        </div>
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        <SubmitUi busy={busy} primary label={checkoutLabels.placeOrder} busyLabel={checkoutLabels.placing} />
      </form>
    </div>
  );
}
