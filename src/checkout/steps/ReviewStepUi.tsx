// Review and place order: lines, delivery, payment, coupon, totals, gift options when the store
// offers them (PX-20-001; one set per delivery when there are several, PX-31-004), the terms
// (PX-08-015) and 'Place order', which sends one attempt however often it is pressed (PX-08-001).
import { useFocusWhen } from '../../components/widgets/focus-after.ts';
import { useRef, useState, type FormEvent } from 'react';
import { deliveryGiftChanges, heldGiftChoice, type DeliveryGiftChange, type GiftChoice } from '../../../machines/checkout/gift-change.ts';
import { heldOrderNotes } from '../../../machines/checkout/order-notes.ts';
import { giftMessageProblem, giftToNameProblem } from '../../../machines/checkout/gift-message.ts';
import { offersGiftOptions, type GiftOptions } from '../../../machines/checkout/gift-options.ts';
import type { GiftWraps } from '../useGiftWraps.ts';
import { GiftOptionsUi } from './GiftOptionsUi.tsx';
import { giftLabels } from '../../labels/checkout.ts';
import { Link } from 'react-router';
import { formatMoney } from '../../../machines/pricing/money.ts';
import { TERMS_REQUIRED } from '../../../machines/constants/checkout-flow.ts';
import { checkoutLabels, quantityText } from '../../labels/checkout.ts';
import { CouponFormUi } from '../../cart/CouponFormUi.tsx';
import { checkoutTaxKnown } from '../../../machines/cart/totals.ts';
import { cartTotalsRows } from '../../../machines/totals/totals-rows.ts';
import { TotalsUi } from '../../components/totals/TotalsUi.tsx';
import type { CartCoupon, CartLine, Checkout, DeliveryGroup } from '../useCheckout.ts';
import { SubmitUi } from '../StepFormUi.tsx';
import { addressLine, paymentText } from '../step-summaries.ts';
import { localMessage } from '../../i18n/translate.ts';

export interface ReviewStepProps {
  checkout: Checkout;
  lines: CartLine[];
  coupons: CartCoupon[];
  locale: string;
  taxType: string | null;
  busy: boolean;
  error: string | undefined;
  /** PX-20-001: the gift parts the store offers, and the gift-wrap products when it offers wrap. */
  gifting: GiftOptions & { wraps: GiftWraps };
  /** The delivery groups with their lines (split shipment, PX-14-002). */
  groups: DeliveryGroup[];
  onApplyCoupon(code: string): Promise<string | undefined>;
  onRemoveCoupon(couponId: string): Promise<void>;
  onPlace(): void;
  /** PX-20-008, PX-31-003: saves the deliveries' gift choices on the checkout in one change; answers the failure's message, if any. */
  onSaveGift(changes: DeliveryGiftChange[]): Promise<string | undefined>;
}

export function ReviewStepUi({ checkout, lines, coupons, locale, taxType, busy, error, gifting, groups, onApplyCoupon, onRemoveCoupon, onPlace, onSaveGift }: ReviewStepProps) {
  const currency = checkout.cartSummary?.currencyIsoCode ?? 'USD';
  const shown = (checkout.deliveryGroups?.items ?? []).filter((group) => group.isDefault || (group.totalCartItemCount ?? 0) > 0);
  // PX-76-001: the order's attention to, as the checkout holds it.
  const { attentionTo } = heldOrderNotes(checkout);
  // PX-76-004: a failure to place the order (a declined card, a conflict) takes focus.
  const errorRef = useFocusWhen<HTMLParagraphElement>(error);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const terms = useRef<HTMLInputElement>(null);
  // PX-31-004: one gift choice per delivery, each starting from what its group holds, so a reload shows what was saved.
  const heldOf = (groupId: string) => shown.find((group) => group.id === groupId);
  const [gifts, setGifts] = useState<Record<string, GiftChoice>>(() => Object.fromEntries(shown.map((group) => [group.id, heldGiftChoice(group)])));
  const giftOf = (groupId: string) => gifts[groupId] ?? heldGiftChoice(heldOf(groupId));
  const [giftErrors, setGiftErrors] = useState<Record<string, GiftErrors>>({});
  const [giftSaveError, setGiftSaveError] = useState<string>();
  const [savingGift, setSavingGift] = useState(false);
  const prefixOf = (index: number) => (shown.length > 1 ? `gift-${index + 1}` : 'gift');

  /** Saves every delivery's choice that differs from the checkout's, as one change; answers whether the order may go on. */
  const saveGifts = async (choices: Record<string, GiftChoice>): Promise<boolean> => {
    const changes = deliveryGiftChanges(shown.map((group) => ({ groupId: group.id, choice: choices[group.id] ?? heldGiftChoice(group), held: group })), gifting);
    if (!changes) return true;
    setSavingGift(true);
    const failed = await onSaveGift(changes);
    setSavingGift(false);
    setGiftSaveError(failed);
    return failed === undefined;
  };

  const changeGift = (groupId: string, choice: GiftChoice, save: boolean) => {
    const next = { ...gifts, [groupId]: choice };
    setGifts(next);
    // An error goes as soon as its text is back within the limit; it appears only on leaving the field.
    const shownErrors = giftErrors[groupId];
    if (shownErrors) setGiftErrors({ ...giftErrors, [groupId]: { message: shownErrors.message && giftProblems(choice).message, toName: shownErrors.toName && giftProblems(choice).toName } });
    if (save) void saveGifts(next);
  };

  const textDone = (groupId: string) => {
    const problems = giftProblems(giftOf(groupId));
    setGiftErrors({ ...giftErrors, [groupId]: problems });
    if (!problems.message && !problems.toName) void saveGifts(gifts);
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    // PX-20-002, PX-31-001: every delivery's texts are checked; focus goes to the first one too long.
    const problems = Object.fromEntries(shown.map((group) => [group.id, giftProblems(giftOf(group.id))]));
    const firstIndex = shown.findIndex((group) => problems[group.id]!.toName || problems[group.id]!.message);
    if (firstIndex >= 0) {
      setGiftErrors(problems);
      const first = problems[shown[firstIndex]!.id]!;
      document.getElementById(`${prefixOf(firstIndex)}-${first.toName ? 'to-name' : 'message'}`)?.focus();
      return;
    }
    if (!accepted) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    // The message typed last may not have been saved yet (no blur before a keyboard submit).
    if (!(await saveGifts(gifts))) return;
    onPlace();
  };

  return (
    <div className="review">
      <h3>{checkoutLabels.items}</h3>
      <ul className="review__lines">
        {lines.map((line) => (
          <li key={line.cartItemId}>
            <span>{line.name}</span>
            <span>{quantityText(line.quantity, locale)}</span>
            <span>{formatMoney(line.totalAmount ?? line.totalPrice ?? '0', currency, locale)}</span>
          </li>
        ))}
      </ul>
      {shown.map((group, index) => (
        <div key={group.id} className="review__delivery" data-testid="review-delivery">
          <p>
            <strong>{shown.length > 1 ? checkoutLabels.deliveryNumberTo(index + 1) : checkoutLabels.deliveryTo}:</strong> {group.deliveryAddress ? addressLine(group.deliveryAddress) : ''}
            {group.selectedDeliveryMethod && ` — ${group.selectedDeliveryMethod.name}`}
          </p>
          {group.shippingInstructions && (
            <p>
              <strong>{checkoutLabels.instructionsShown}:</strong> {group.shippingInstructions}
            </p>
          )}
          {shown.length > 1 && (
            <ul>
              {(groups.find((candidate) => candidate.id === group.id)?.cartItems ?? []).map((item) => (
                <li key={item.cartItemId}>{`${item.name} × ${Number(item.quantity)}`}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {attentionTo && (
        <p>
          <strong>{checkoutLabels.attentionShown}:</strong> {attentionTo}
        </p>
      )}
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
      {checkout.cartSummary && (
        <TotalsUi
          rows={cartTotalsRows(checkout.cartSummary, { atCheckout: true, taxType, taxKnown: checkoutTaxKnown(checkout.deliveryGroups?.items), coupons: coupons.map((coupon) => coupon.couponCode) })}
          money={(amount) => formatMoney(amount, currency, locale)}
        />
      )}
      {shown.map((group, index) => (
        <GiftOptionsUi
          key={group.id}
          options={gifting}
          wraps={gifting.wraps}
          choice={giftOf(group.id)}
          idPrefix={prefixOf(index)}
          heading={shown.length > 1 ? giftLabels.headingFor(index + 1, group.deliveryAddress ? addressLine(group.deliveryAddress) : '') : giftLabels.heading}
          showWrapStatus={index === 0}
          errors={giftErrors[group.id] ?? {}}
          saving={savingGift}
          currency={currency}
          locale={locale}
          onChange={(choice) => changeGift(group.id, choice, false)}
          onWrap={(wrapProductId) => changeGift(group.id, { ...giftOf(group.id), wrapProductId }, true)}
          onTextDone={() => textDone(group.id)}
        />
      ))}
      {offersGiftOptions(gifting) && savingGift && <p role="status">{giftLabels.saving}</p>}
      {giftSaveError && (
        <p className="form-alert" role="alert">
          {giftSaveError}
        </p>
      )}
      {/* PX-70-004: said before the buyer places it, not only on the confirmation. */}
      {checkout.approvalRequired && (
        <p className="review__approval" id="review-approval" data-testid="review-approval">
          {checkoutLabels.approvalNotice}
        </p>
      )}
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
              {localMessage(TERMS_REQUIRED)}
            </p>
          )}
        </div>
        {error && (
          <p ref={errorRef} className="form-alert" role="alert" tabIndex={-1}>
            {localMessage(error)}
          </p>
        )}
        {/* Not disabled while a gift choice saves: the message's save on blur would swallow this click; place() waits for its own save. */}
        <SubmitUi busy={busy} primary label={checkoutLabels.placeOrder} busyLabel={checkoutLabels.placing} />
      </form>
    </div>
  );
}

interface GiftErrors {
  message?: string;
  toName?: string;
}

/** PX-20-002, PX-31-001: what is wrong with a delivery's gift texts, if anything. */
function giftProblems(choice: GiftChoice): GiftErrors {
  return { message: giftMessageProblem(choice.message), toName: giftToNameProblem(choice.toName) };
}
