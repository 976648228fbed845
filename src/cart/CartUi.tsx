// The cart page's view: lines (25 at a time, 'Show more'), cart and line messages, coupons, totals,
// the processing state (busy, checkout disabled), 'Clear cart' behind a dialog (a removal's Undo is in its toast),
// the empty state and 'Proceed to checkout'.
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CART_FIRST_SCREEN_LINES, CART_MESSAGE_TYPE_INVENTORY } from '../../machines/constants/cart-checkout.ts';
import { cartPageView } from '../../machines/cart/page-view.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { cartPageLabels } from '../labels/checkout.ts';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { CartLineUi } from './CartLineUi.tsx';
import { CouponFormUi } from './CouponFormUi.tsx';
import { TotalsUi } from '../components/totals/TotalsUi.tsx';
import { cartTotalsRows } from '../../machines/totals/totals-rows.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import type { CartAvailability } from './useCartAvailability.ts';
import type { CartController } from './useCartPage.ts';
import { localMessage } from '../i18n/translate.ts';

export interface CartUiProps {
  cart: CartController;
  locale: string;
  /** Back from a checkout that found a line out of stock. */
  outOfStock: boolean;
  onClear(): void;
  /** The standing-order offer for the cart's eligible lines (PX-23-001). */
  standingOrder?: ReactNode;
  /** The lines' availability when inventory is read (PX-62-001..PX-62-005). */
  stock?: CartAvailability;
}

export function CartUi({ cart, locale, outOfStock, onClear, standingOrder, stock }: CartUiProps) {
  if (!cart.allowed && cart.settled) return <SignInPrompt text={cartPageLabels.signIn} />;
  const view = cartPageView({ status: cart.status, lineCount: cart.lines.length, answeredProcessing: cart.answeredProcessing });
  if (view === 'failed') {
    return (
      <div className="checkout-message" role="alert">
        <p>{cartPageLabels.failed}</p>
        <button type="button" className="button" onClick={cart.actions.retry}>
          {cartPageLabels.tryAgain}
        </button>
      </div>
    );
  }
  if (view === 'loading') return <PageLoading />;
  if (view === 'processing') {
    // PX-43-002: a first read answering Processing shows the busy state a later one shows: the message, checkout disabled.
    return (
      <div className="cart-page" aria-busy="true">
        <BusyNotice />
        <div className="form__actions">
          <CheckoutAction blocked describedBy={undefined} />
        </div>
      </div>
    );
  }
  if (view === 'empty') {
    return (
      <div className="cart-page__empty">
        <p>{cartPageLabels.empty}</p>
        <Link className="button" to="/">
          {cartPageLabels.continueShopping}
        </Link>
      </div>
    );
  }
  const currency = cart.summary?.currencyIsoCode ?? 'USD';
  // PX-60-002: a stock message belongs to the line it names; the rest are the cart's; errors hold checkout.
  const stockMessages = cart.messages.filter((message) => message.type === CART_MESSAGE_TYPE_INVENTORY);
  const otherMessages = cart.messages.filter((message) => message.type !== CART_MESSAGE_TYPE_INVENTORY);
  const stockOf = (name: string | undefined) => stockMessages.find((message) => name && message.message.startsWith(`${name}:`))?.message;
  const blocked = cart.busy || cart.hasErrors;

  return (
    <div className="cart-page" aria-busy={cart.busy}>
      {cart.busy && <BusyNotice />}
      {outOfStock && (
        <p className="form-alert" role="alert">
          {cartPageLabels.outOfStock}
        </p>
      )}
      {otherMessages.length > 0 && (
        <ul className="form-alert cart-page__messages" role="alert">
          {otherMessages.map((message) => (
            <li key={message.message}>{message.message}</li>
          ))}
        </ul>
      )}
      {cart.notice && (
        <p className="form-alert" role="alert">
          {localMessage(cart.notice)}
        </p>
      )}
      <p className="cart-page__count">{cartPageLabels.items(Number(cart.summary?.totalProductCount ?? 0))}</p>
      <table className="cart-table">
        <caption className="visually-hidden">{cartPageLabels.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{cartPageLabels.product}</th>
            <th scope="col">{cartPageLabels.unitPrice}</th>
            <th scope="col">{cartPageLabels.quantity}</th>
            <th scope="col">{cartPageLabels.total}</th>
            <th scope="col">
              <span className="visually-hidden">{cartPageLabels.removeShort}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <CartLineRows lines={cart.lines}>
            {(line) => (
              <CartLineUi
                key={line.cartItemId}
                line={line}
                currency={currency}
                locale={locale}
                stockMessage={stockOf(line.name ?? line.productDetails?.name)}
                readsAvailability={stock?.reads}
                availability={stock?.byProduct[line.productId]}
                onChange={cart.actions.changeQuantity}
                onRemove={cart.actions.remove}
              />
            )}
          </CartLineRows>
        </tbody>
      </table>
      {cart.hasMore && (
        <button type="button" className="button button--secondary" onClick={() => void cart.actions.showMore()}>
          {cartPageLabels.showMore}
        </button>
      )}
      <div className="cart-page__side">
        <CouponFormUi
          id="cart-coupon"
          labels={cartPageLabels}
          coupons={cart.coupons}
          onApply={cart.actions.applyCoupon}
          onRemove={cart.actions.removeCoupon}
        />
        {cart.summary && (
          <TotalsUi
            rows={cartTotalsRows(cart.summary, { atCheckout: false, taxType: cart.taxType, coupons: cart.coupons.map((coupon) => coupon.couponCode) })}
            money={(amount) => formatMoney(amount, currency, locale)}
          />
        )}
        <div className="form__actions">
          <CheckoutAction blocked={blocked} describedBy={cart.hasErrors ? 'checkout-blocked' : undefined} />
          <button type="button" className="button button--secondary" onClick={onClear}>
            {cartPageLabels.clear}
          </button>
        </div>
        {cart.hasErrors && (
          <p className="form__error" id="checkout-blocked">
            {cartPageLabels.checkoutBlocked}
          </p>
        )}
        {standingOrder}
      </div>
    </div>
  );
}

/**
 * PX-51-001: the first screen's lines come with the page; the rest follow at once in a background
 * (transition) render that yields to the browser every few milliseconds, so 25 lines never make one
 * long task between the read's answer and the buyer's first tap. Later changes to the lines (a removal,
 * 'Show more') show the same way, the rows already on screen kept meanwhile.
 */
function CartLineRows({ lines, children }: { lines: CartController['lines']; children(line: CartController['lines'][number]): ReactNode }) {
  const shown = useDeferredValue(lines, lines.length > CART_FIRST_SCREEN_LINES ? lines.slice(0, CART_FIRST_SCREEN_LINES) : lines);
  return shown.map(children);
}

/** CC-4-028: the cart is being updated (the counter or the shadow flag, or a read answering Processing). */
function BusyNotice() {
  return (
    <p className="cart-page__busy" role="status">
      {cartPageLabels.processing}
    </p>
  );
}

/** 'Proceed to checkout': a disabled button while the cart is busy or has errors, else the link. */
function CheckoutAction({ blocked, describedBy }: { blocked: boolean; describedBy: string | undefined }) {
  return blocked ? (
    <button type="button" className="button" disabled aria-describedby={describedBy}>
      {cartPageLabels.checkout}
    </button>
  ) : (
    <Link className="button" to="/checkout">
      {cartPageLabels.checkout}
    </Link>
  );
}
