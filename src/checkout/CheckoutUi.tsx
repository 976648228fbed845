// The checkout's steps as one labelled section each: the open step shows its form, a completed one
// its summary with 'Change', a later one only its name. Moving to a step moves focus to its heading.
import { useFocusWhen } from '../components/widgets/focus-after.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { destinationsOf } from '../../machines/checkout/split-shipment.ts';
import { mayOpen, type CheckoutStep } from '../../machines/checkout/steps.machine.ts';
import { CHECKOUT_STEPS } from '../../machines/constants/checkout-flow.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { paymentRenderInteraction } from '../analytics/checkout-payloads.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { checkoutLabels, stepLabels } from '../labels/checkout.ts';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { checkoutTaxKnown } from '../../machines/cart/totals.ts';
import { cartTotalsRows } from '../../machines/totals/totals-rows.ts';
import { TotalsUi } from '../components/totals/TotalsUi.tsx';
import type { ReviewStepProps } from './steps/ReviewStepUi.tsx';
import { loadStepForm, StepFormCode } from './step-forms.tsx';
import { addressLine, billingSummary, paymentText } from './step-summaries.ts';
import type { CheckoutController } from './useCheckout.ts';
import { localMessage } from '../i18n/translate.ts';

export interface CheckoutUiProps {
  controller: CheckoutController;
  locale: string;
  now: Date;
  gifting: ReviewStepProps['gifting'];
}

const renderPayment = (method: string) => dispatchInteraction(paymentRenderInteraction(method));

/** The purchase order the checkout holds on the server (number and uploaded document), to show again on the payment step (PX-61-003). */
const heldPurchaseOrder = (summary: NonNullable<CheckoutUiProps['controller']['checkout']>['paymentSummary']) =>
  summary?.type === 'PurchaseOrder' ? { poNumber: summary.purchaseOrderNumber ?? null, file: summary.purchaseOrderFile ?? null } : undefined;

export function CheckoutUi({ controller, locale, now, gifting }: CheckoutUiProps) {
  const { phase, checkout, flow } = controller;
  const headings = useRef(new Map<CheckoutStep, HTMLHeadingElement>());
  const shown = useRef<CheckoutStep | undefined>(undefined);
  // PX-76-004: a step's failure (a declined card) takes focus, which the busy Continue button dropped.
  const stepAlert = useFocusWhen<HTMLParagraphElement>(controller.stepError?.step !== 'review' ? controller.stepError : undefined);

  useEffect(() => {
    if (phase !== 'ready') return;
    // The first step shown keeps the page's own focus; later moves put focus on the step's heading.
    if (shown.current !== undefined && shown.current !== flow.current) headings.current.get(flow.current)?.focus();
    shown.current = flow.current;
  }, [phase, flow.current]);

  // PX-40-003: the next step's form is fetched while the buyer fills in this one, so Continue shows it at once.
  useEffect(() => {
    if (phase !== 'ready') return;
    const next = CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(flow.current) + 1];
    if (next) void loadStepForm(next).catch(() => undefined);
  }, [phase, flow.current]);

  if (phase === 'signIn') return <SignInPrompt text={checkoutLabels.signInToCheckOut} />;
  if (phase === 'empty') {
    return (
      <div className="checkout-message">
        <p>{checkoutLabels.emptyCart}</p>
        <Link className="button" to="/">
          {checkoutLabels.backToCart}
        </Link>
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="checkout-message" role="alert">
        <p>{controller.failure ? localMessage(controller.failure) : checkoutLabels.startFailed}</p>
        <div className="form__actions">
          <button type="button" className="button" onClick={controller.actions.retry}>
            {checkoutLabels.tryAgain}
          </button>
          <Link className="button button--secondary" to="/cart">
            {checkoutLabels.backToCart}
          </Link>
        </div>
      </div>
    );
  }
  if (phase !== 'ready' || !checkout) return <PageLoading />;

  const currency = checkout.cartSummary?.currencyIsoCode ?? 'USD';
  const group = checkout.deliveryGroups?.items.find((candidate) => candidate.isDefault) ?? checkout.deliveryGroups?.items[0];
  const { actions, busy, stepError } = controller;
  // Every delivery with lines, the default first (one unless the buyer split the shipment).
  const deliveryAddresses = (checkout.deliveryGroups?.items ?? []).filter((candidate) => (candidate.totalCartItemCount ?? 0) > 0 || candidate.isDefault).flatMap((candidate) => (candidate.deliveryAddress ? [addressLine(candidate.deliveryAddress)] : []));

  const summaryOf = (step: CheckoutStep): string => {
    switch (step) {
      case 'shippingAddress':
        return deliveryAddresses.join('; ');
      case 'shippingOptions':
        return group?.selectedDeliveryMethod ? `${group.selectedDeliveryMethod.name} — ${formatMoney(group.selectedDeliveryMethod.shippingFee, currency, locale)}` : '';
      case 'contactInfo':
        return checkout.contactInfo ? `${checkout.contactInfo.firstName} ${checkout.contactInfo.lastName}, ${checkout.contactInfo.email}` : '';
      case 'billingAddress':
        return billingSummary(controller.billing, controller.billingAddresses);
      case 'payment':
        return paymentText(checkout.paymentSummary);
      case 'review':
        return '';
    }
  };

  const formOf = (step: CheckoutStep) => {
    const isBusy = busy === step;
    switch (step) {
      case 'shippingAddress':
        return (
          <StepFormCode step="shippingAddress">
            {(ShippingAddressStepUi) => (
              <ShippingAddressStepUi
                addresses={controller.addresses}
                countries={controller.countries}
                shippingCountries={controller.shippingCountries}
                canSave={controller.isSignedIn}
                selectedId={group?.deliveryAddress?.id}
                busy={isBusy}
                split={
                  controller.splitEnabled
                    ? {
                        lines: controller.lines.map((line) => ({ cartItemId: line.cartItemId, name: line.name ?? line.productId })),
                        destinations: destinationsOf(controller.groups),
                        secondAddressId: controller.groups.find((candidate) => !candidate.isDefault)?.deliveryAddress?.id,
                      }
                    : undefined
                }
                draft={controller.draft.shippingAddress}
                onDraft={(entries) => actions.keepDraft('shippingAddress', entries)}
                onSave={(choice) => void actions.saveShippingAddress(choice)}
              />
            )}
          </StepFormCode>
        );
      case 'shippingOptions':
        return <StepFormCode step="shippingOptions">{(DeliveryStepUi) => <DeliveryStepUi checkout={checkout} locale={locale} busy={isBusy} onSave={(id, notes) => void actions.saveDeliveryMethod(id, notes)} />}</StepFormCode>;
      case 'contactInfo':
        return <StepFormCode step="contactInfo">{(ContactStepUi) => (
              <ContactStepUi
                defaults={controller.contactDefaults}
                busy={isBusy}
                draft={controller.draft.contactInfo}
                onDraft={(entries) => actions.keepDraft('contactInfo', entries)}
                onSave={(form) => void actions.saveContact(form)}
              />
            )}</StepFormCode>;
      case 'billingAddress':
        return (
          <StepFormCode step="billingAddress">
            {(BillingStepUi) => (
              <BillingStepUi
                value={controller.billing}
                accountAddresses={controller.billingAddresses}
                countries={controller.countries}
                shippingCountries={controller.shippingCountries}
                busy={isBusy}
                draft={controller.draft.billingAddress}
                onDraft={(entries) => actions.keepDraft('billingAddress', entries)}
                onSave={(choice) => void actions.saveBilling(choice)}
              />
            )}
          </StepFormCode>
        );
      case 'payment':
        return (
          <StepFormCode step="payment">
            {(PaymentStepUi) => (
              <PaymentStepUi
                methods={controller.paymentMethods}
                fileRequired={controller.purchaseOrderFileRequired}
                busy={isBusy}
                now={now}
                draft={controller.draft.payment}
                held={heldPurchaseOrder(checkout?.paymentSummary)}
                onDraft={(entries) => actions.keepDraft('payment', entries)}
                onRender={renderPayment}
                onSave={(choice) => void actions.pay(choice)}
              />
            )}
          </StepFormCode>
        );
      case 'review':
        return (
          <StepFormCode step="review">
            {(ReviewStepUi) => (
              <ReviewStepUi
                checkout={checkout}
                lines={controller.lines}
                coupons={controller.coupons}
                locale={locale}
                taxType={controller.taxType}
                busy={isBusy}
                error={stepError?.step === 'review' ? stepError.message : undefined}
                gifting={gifting}
                groups={controller.groups}
                onApplyCoupon={actions.applyCoupon}
                onRemoveCoupon={actions.removeCoupon}
                onPlace={() => void actions.placeOrder()}
                onSaveGift={actions.saveGift}
              />
            )}
          </StepFormCode>
        );
    }
  };

  return (
    <div className="checkout">
      <ol className="checkout__steps">
        {CHECKOUT_STEPS.map((step, index) => {
          const isOpen = flow.current === step;
          const done = flow.completed.includes(step);
          const headingId = `checkout-step-${step}`;
          return (
            <li key={step} className={`checkout-step${isOpen ? ' checkout-step--open' : ''}${done ? ' checkout-step--done' : ''}`} data-testid={`step-${step}`}>
              <section aria-labelledby={headingId}>
                <h2
                  id={headingId}
                  tabIndex={-1}
                  ref={(element) => {
                    if (element) headings.current.set(step, element);
                  }}
                >
                  <span className="checkout-step__number">{checkoutLabels.step(index + 1, CHECKOUT_STEPS.length)}: </span>
                  {stepLabels[step]}
                  {done && !isOpen && <span className="visually-hidden"> ({checkoutLabels.completed})</span>}
                </h2>
                {isOpen ? (
                  <>
                    {stepError?.step === step && step !== 'review' && (
                      <p ref={stepAlert} className="form-alert" role="alert" tabIndex={-1}>
                        {localMessage(stepError.message)}
                      </p>
                    )}
                    {formOf(step)}
                  </>
                ) : done ? (
                  <div className="checkout-step__summary">
                    <p>{summaryOf(step)}</p>
                    <button type="button" className="button button--secondary button--small" onClick={() => actions.open(step)} disabled={busy !== undefined}>
                      {checkoutLabels.edit[step]}
                    </button>
                  </div>
                ) : (
                  mayOpen(step, flow.completed) || <p className="checkout-step__later">{checkoutLabels.notStarted}</p>
                )}
              </section>
            </li>
          );
        })}
      </ol>
      <aside className="checkout__summary" aria-label={stepLabels.review}>
        {checkout.cartSummary && (
          <TotalsUi
            rows={cartTotalsRows(checkout.cartSummary, { atCheckout: true, taxType: controller.taxType, taxKnown: checkoutTaxKnown(checkout.deliveryGroups?.items), coupons: controller.coupons.map((coupon) => coupon.couponCode) })}
            money={(amount) => formatMoney(amount, currency, locale)}
          />
        )}
      </aside>
    </div>
  );
}
