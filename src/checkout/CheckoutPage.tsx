// /checkout: the step flow of CheckoutUi bound to its controller. On success the buyer lands on the
// confirmation page; a line out of stock sends the buyer back to the cart, where it is marked.
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PlacedOrder } from '../../machines/checkout/place-order.machine.ts';
import { checkoutPageApis } from '../api/adapters/checkout.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import { giftOptions } from '../../machines/checkout/gift-options.ts';
import { useGiftWraps } from './useGiftWraps.ts';
import { useMoneyFormatAhead } from '../cart/useMoneyFormatAhead.ts';
import { CatalogueGate } from '../catalogue/CatalogueGate.tsx';
import { checkoutLabels } from '../labels/checkout.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { CheckoutUi } from './CheckoutUi.tsx';
import { useCheckout } from './useCheckout.ts';
import './checkout.css';

function confirmationPath(order: PlacedOrder): string {
  const query = order.orderId ? `?order=${encodeURIComponent(order.orderId)}` : '';
  return `/order-confirmation/${encodeURIComponent(order.orderNumber)}${query}`;
}

function CheckoutContent() {
  const navigate = useNavigate();
  const { locale, appContext, requestContext } = useApplicationContext();
  // PX-56-001: while the checkout is read, not in the render of its step and summary.
  useMoneyFormatAhead(requestContext.currencyIsoCode ?? undefined, locale);
  const onPlaced = useCallback((order: PlacedOrder) => navigate(confirmationPath(order), { replace: true }), [navigate]);
  const onOutOfStock = useCallback(() => navigate('/cart', { state: { outOfStock: true } }), [navigate]);
  const controller = useCheckout({ onPlaced, onOutOfStock });
  const api = useApi();
  const options = useMemo(() => giftOptions(appContext?.giftingConfig), [appContext]);
  const calls = useMemo(() => checkoutPageApis(api), [api]);
  const wraps = useGiftWraps(options.wrap, calls.giftWraps);
  const gifting = useMemo(() => ({ ...options, wraps }), [options, wraps]);
  return <CheckoutUi controller={controller} locale={locale} now={new Date()} gifting={gifting} />;
}

export default function CheckoutPage() {
  usePageTitle(checkoutLabels.heading);
  return (
    <div className="page-container checkout-page">
      <h1>{checkoutLabels.heading}</h1>
      <CatalogueGate>
        <CheckoutContent />
      </CatalogueGate>
    </div>
  );
}
