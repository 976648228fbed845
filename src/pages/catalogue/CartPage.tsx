// The current-cart page (CC-2-009): the lines of the current cart with quantities and prices and
// the cart totals. Checkout is not part of this page.
import { Link } from 'react-router';
import { createActor, fromPromise, toPromise } from 'xstate';
import { cartItemsPollingMachine, cartView, EMPTY_CART, type CartItemsAnswer, type CartView } from '../../../machines/catalogue/cart-view.ts';
import { mayUseCart } from '../../../machines/catalogue/guest-access.ts';
import { productHref } from '../../../machines/catalogue/search-results.ts';
import { formatMoney } from '../../../machines/pricing/money.ts';
import { useApi, useApplicationContext, useCart, useSession } from '../../app/store/parts.tsx';
import type { StoreApi } from '../../api/registry.ts';
import { CatalogueGate } from '../../components/catalogue/CatalogueGate.tsx';
import { useResource } from '../../components/catalogue/useResource.ts';
import { PageLoading } from '../../components/layout/Layout.tsx';
import { cartLabels, listingLabels } from '../../labels/catalogue.ts';
import { SignInPrompt } from '../SignInPrompt.tsx';
import { usePageTitle } from './usePageTitle.ts';
import './catalogue-pages.css';

async function readCart(api: StoreApi, signal: AbortSignal): Promise<CartView> {
  const poller = createActor(
    cartItemsPollingMachine.provide({
      actors: {
        read: fromPromise(async () => {
          try {
            const answer = await api.cart.items({}, { signal });
            return { status: answer.status, data: answer.data as unknown as CartItemsAnswer };
          } catch (error) {
            // No cart yet reads as an empty cart.
            if ((error as { status?: number }).status === 404) return { status: 200, data: undefined };
            throw error;
          }
        }),
      },
    }),
    { input: {} },
  );
  signal.addEventListener('abort', () => poller.stop());
  poller.start();
  const output = await toPromise(poller);
  if (!output.ready) throw new Error(output.error);
  return output.result.data ? cartView(output.result.data) : EMPTY_CART;
}

function CartContent() {
  const api = useApi();
  const { locale, appContext, requestContext } = useApplicationContext();
  const { isSignedIn } = useSession();
  const cart = useCart();
  const allowed = mayUseCart({ isSignedIn, guestCartEnabled: appContext?.guestCartEnabled });
  // Re-read whenever the badge's summary changes (an add elsewhere on the page).
  const resource = useResource({ allowed, version: cart.summary?.totalProductCount ?? null, account: requestContext.effectiveAccountId ?? null }, (key, signal) =>
    key.allowed ? readCart(api, signal) : Promise.resolve(EMPTY_CART),
  );
  if (!allowed) return <SignInPrompt text={cartLabels.signInForCart} />;
  if (resource.status === 'failed') {
    return (
      <div className="catalogue-page__message" role="alert">
        <h2>{cartLabels.errorTitle}</h2>
        <button type="button" className="button" onClick={resource.retry}>
          {listingLabels.retry}
        </button>
      </div>
    );
  }
  const view = resource.data;
  if (!view) return <PageLoading />;
  if (view.lines.length === 0) {
    return (
      <div className="cart-page__empty">
        <p>{cartLabels.empty}</p>
        <Link className="button" to="/">
          {cartLabels.continueShopping}
        </Link>
      </div>
    );
  }
  const currency = view.currencyIsoCode ?? requestContext.currencyIsoCode ?? 'USD';
  const money = (amount: string | null) => (amount === null ? '' : formatMoney(amount, currency, locale));
  return (
    <div className="cart-page" aria-busy={resource.stale}>
      <p className="cart-page__count">{cartLabels.items(view.itemCount)}</p>
      <table className="cart-page__table">
        <caption className="visually-hidden">{cartLabels.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{cartLabels.product}</th>
            <th scope="col">{cartLabels.quantity}</th>
            <th scope="col">{cartLabels.unitPrice}</th>
            <th scope="col">{cartLabels.total}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.cartItemId}>
              <th scope="row">
                <Link to={productHref(line.productId)}>{line.name}</Link>
                {line.sku && <span className="cart-page__sku">{line.sku}</span>}
              </th>
              <td data-label={cartLabels.quantity}>{Number(line.quantity).toLocaleString(locale)}</td>
              <td data-label={cartLabels.unitPrice}>{money(line.unitPrice)}</td>
              <td data-label={cartLabels.total}>{money(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-page__totals">
        {view.subtotal !== null && (
          <div>
            <dt>{cartLabels.subtotal}</dt>
            <dd>{money(view.subtotal)}</dd>
          </div>
        )}
        {view.grandTotal !== null && (
          <div className="cart-page__grand-total">
            <dt>{cartLabels.total}</dt>
            <dd>{money(view.grandTotal)}</dd>
          </div>
        )}
      </dl>
      <Link className="button" to="/checkout">
        Proceed to checkout
      </Link>
      <Link className="button button--secondary" to="/">
        {cartLabels.continueShopping}
      </Link>
    </div>
  );
}

export function CartPage() {
  usePageTitle(cartLabels.heading);
  return (
    <div className="page-container catalogue-page">
      <header className="catalogue-page__header">
        <h1>{cartLabels.heading}</h1>
      </header>
      <CatalogueGate>
        <CartContent />
      </CatalogueGate>
    </div>
  );
}
