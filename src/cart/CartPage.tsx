// /cart (the current-cart named page, CC-2-009): CartUi bound to its controller; 'Clear cart' asks
// first in a dialog.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useApplicationContext } from '../app/store/parts.tsx';
import { CatalogueGate } from '../catalogue/CatalogueGate.tsx';
import { confirmDialog } from '../components/modal/confirmDialog.tsx';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { cartPageLabels } from '../labels/checkout.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { CartStandingOrder } from './CartStandingOrder.tsx';
import { CartUi } from './CartUi.tsx';
import { useCartAvailability } from './useCartAvailability.ts';
import { useCartPage } from './useCartPage.ts';
import { useMoneyFormatAhead } from './useMoneyFormatAhead.ts';
import '../checkout/checkout.css';
import './cart.css';

function CartContent() {
  const { locale, requestContext } = useApplicationContext();
  const cart = useCartPage();
  const stock = useCartAvailability(cart.lines);
  const currency = requestContext.currencyIsoCode ?? cart.summary?.currencyIsoCode;
  // PX-51-002: while the lines are read, not in the render of 25 lines' prices.
  useMoneyFormatAhead(currency, locale);
  const modal = useModal();
  const location = useLocation();
  const outOfStock = (location.state as { outOfStock?: boolean } | null)?.outOfStock === true;
  const { clear } = cart.actions;
  const confirmClear = useCallback(() => {
    modal.open(
      confirmDialog({
        label: cartPageLabels.clearTitle,
        description: cartPageLabels.clearText,
        confirmLabel: cartPageLabels.clearConfirm,
        cancelLabel: cartPageLabels.cancel,
        onConfirm: clear,
      }),
    );
  }, [modal, clear]);
  return <CartUi cart={cart} locale={locale} outOfStock={outOfStock} onClear={confirmClear} standingOrder={<CartStandingOrder lines={cart.lines} />} stock={stock} />;
}

export default function CartPage() {
  usePageTitle(cartPageLabels.heading);
  return (
    <div className="page-container cart-page-container">
      <h1>{cartPageLabels.heading}</h1>
      <CatalogueGate>
        <CartContent />
      </CatalogueGate>
    </div>
  );
}
