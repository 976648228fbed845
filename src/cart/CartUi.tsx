// The cart page's view: lines (25 at a time, 'Show more'), cart and line messages, coupons, totals,
// the processing state (busy, checkout disabled), 'Clear cart' behind a dialog (a removal's Undo is in its toast),
// the empty state and 'Proceed to checkout'.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CART_MESSAGE_TYPE_INVENTORY } from '../../machines/constants/cart-checkout.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { cartPageLabels } from '../labels/checkout.ts';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { CartLineUi } from './CartLineUi.tsx';
import { CouponFormUi } from './CouponFormUi.tsx';
import { TotalsUi } from './TotalsUi.tsx';
import type { CartController } from './useCartPage.ts';

export interface CartUiProps {
  cart: CartController;
  locale: string;
  /** Back from a checkout that found a line out of stock. */
  outOfStock: boolean;
  onClear(): void;
  /** The standing-order offer for the cart's eligible lines (PX-23-001). */
  standingOrder?: ReactNode;
}

export function CartUi({ cart, locale, outOfStock, onClear, standingOrder }: CartUiProps) {
  if (!cart.allowed && cart.settled) return <SignInPrompt text={cartPageLabels.signIn} />;
  if (cart.status === 'failed') {
    return (
      <div className="checkout-message" role="alert">
        <p>{cartPageLabels.failed}</p>
        <button type="button" className="button" onClick={cart.actions.retry}>
          {cartPageLabels.tryAgain}
        </button>
      </div>
    );
  }
  if (cart.status === 'loading' && cart.lines.length === 0) return <PageLoading />;
  if (cart.lines.length === 0) {
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
  const stockMessages = cart.messages.filter((message) => message.type === CART_MESSAGE_TYPE_INVENTORY);
  const otherMessages = cart.messages.filter((message) => message.type !== CART_MESSAGE_TYPE_INVENTORY);
  const stockOf = (name: string | undefined) => stockMessages.find((message) => name && message.message.startsWith(`${name}:`))?.message;
  const blocked = cart.busy || cart.hasErrors;

  return (
    <div className="cart-page" aria-busy={cart.busy}>
      {cart.busy && (
        <p className="cart-page__busy" role="status">
          {cartPageLabels.processing}
        </p>
      )}
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
          {cart.notice}
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
          {cart.lines.map((line) => (
            <CartLineUi
              key={line.cartItemId}
              line={line}
              currency={currency}
              locale={locale}
              stockMessage={stockOf(line.name ?? line.productDetails?.name)}
              onChange={cart.actions.changeQuantity}
              onRemove={(removed) => void cart.actions.remove(removed)}
            />
          ))}
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
        {cart.summary && <TotalsUi summary={cart.summary} currency={currency} locale={locale} atCheckout={false} taxType={cart.taxType} />}
        <div className="form__actions">
          {blocked ? (
            <button type="button" className="button" disabled aria-describedby={cart.hasErrors ? 'checkout-blocked' : undefined}>
              {cartPageLabels.checkout}
            </button>
          ) : (
            <Link className="button" to="/checkout">
              {cartPageLabels.checkout}
            </Link>
          )}
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
