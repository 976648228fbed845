// Review and place order: lines, delivery, payment, coupon, totals, gift options when the store
// offers them (PX-20-001), the terms (PX-08-015) and 'Place order', which sends one attempt however
// often it is pressed (PX-08-001).
import { useRef, useState, type FormEvent } from 'react';
import { giftChange, heldGiftChoice, type GiftChange, type GiftChoice } from '../../../machines/checkout/gift-change.ts';
import { giftMessageProblem } from '../../../machines/checkout/gift-message.ts';
import type { GiftWraps } from '../useGiftWraps.ts';
import { GiftOptionsUi } from './GiftOptionsUi.tsx';
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
  /** PX-20-001: the gift parts the store offers, and the gift-wrap products when it offers wrap. */
  gifting: { wrap: boolean; message: boolean; wraps: GiftWraps };
  /** The delivery groups with their lines (split shipment, PX-14-002). */
  groups: DeliveryGroup[];
  onApplyCoupon(code: string): Promise<string | undefined>;
  onRemoveCoupon(couponId: string): Promise<void>;
  onPlace(): void;
  /** PX-20-008: saves the gift choice on the checkout; answers the failure's message, if any. */
  onSaveGift(change: Partial<GiftChange>): Promise<string | undefined>;
}

export function paymentText(summary: Checkout['paymentSummary']): string {
  if (!summary) return '';
  if (summary.type === 'CreditCard') return checkoutLabels.cardEnding(summary.cardType ?? '', summary.lastFour ?? '');
  const file = summary.purchaseOrderFile ? ` (${summary.purchaseOrderFile.name})` : '';
  return `${checkoutLabels.poSummary(summary.purchaseOrderNumber ?? '')}${file}`;
}

export function ReviewStepUi({ checkout, lines, coupons, locale, taxType, busy, error, gifting, groups, onApplyCoupon, onRemoveCoupon, onPlace, onSaveGift }: ReviewStepProps) {
  const currency = checkout.cartSummary?.currencyIsoCode ?? 'USD';
  const shown = (checkout.deliveryGroups?.items ?? []).filter((group) => group.isDefault || (group.totalCartItemCount ?? 0) > 0);
  const held = checkout.deliveryGroups?.items.find((group) => group.isDefault);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const terms = useRef<HTMLInputElement>(null);
  // The choice starts from what the checkout holds, so a reload shows the saved wrap and message.
  const [gift, setGift] = useState<GiftChoice>(() => heldGiftChoice(held));
  const [messageError, setMessageError] = useState<string>();
  const [giftSaveError, setGiftSaveError] = useState<string>();
  const [savingGift, setSavingGift] = useState(false);
  const messageField = useRef<HTMLTextAreaElement>(null);

  /** Saves a gift choice when it differs from the checkout's; answers whether the order may go on. */
  const saveGift = async (choice: GiftChoice): Promise<boolean> => {
    const change = giftChange(choice, held, gifting);
    if (!change) return true;
    setSavingGift(true);
    const failed = await onSaveGift(change);
    setSavingGift(false);
    setGiftSaveError(failed);
    return failed === undefined;
  };

  const chooseWrap = (wrapProductId: string | null) => {
    const next = { ...gift, wrapProductId };
    setGift(next);
    void saveGift(next);
  };

  const messageDone = () => {
    const problem = giftMessageProblem(gift.message);
    setMessageError(problem);
    if (!problem) void saveGift(gift);
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    const problem = gifting.message ? giftMessageProblem(gift.message) : undefined;
    if (problem) {
      setMessageError(problem);
      messageField.current?.focus();
      return;
    }
    if (!accepted) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    // The message typed last may not have been saved yet (no blur before a keyboard submit).
    if (!(await saveGift(gift))) return;
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
      <GiftOptionsUi
        options={gifting}
        wraps={gifting.wraps}
        choice={gift}
        messageError={messageError}
        saveError={giftSaveError}
        saving={savingGift}
        currency={currency}
        locale={locale}
        messageRef={messageField}
        onWrap={chooseWrap}
        onMessage={(message) => {
          setGift((current) => ({ ...current, message }));
          // The error goes as soon as the text is back within the limit; it appears only on leaving the field.
          if (messageError && !giftMessageProblem(message)) setMessageError(undefined);
        }}
        onMessageDone={messageDone}
      />
      <form className="form" noValidate onSubmit={(event) => void place(event)} aria-label={checkoutLabels.placeOrder}>
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
        {/* Not disabled while a gift choice saves: the message's save on blur would swallow this click; place() waits for its own save. */}
        <SubmitUi busy={busy} primary label={checkoutLabels.placeOrder} busyLabel={checkoutLabels.placing} />
      </form>
    </div>
  );
}
