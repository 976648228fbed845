// /cart (the current-cart named page, CC-2-009): CartUi bound to its controller; 'Clear cart' asks
// first in a dialog.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useApplicationContext } from '../app/store/parts.tsx';
import { CatalogueGate } from '../catalogue/CatalogueGate.tsx';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { cartPageLabels } from '../labels/checkout.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { CartUi } from './CartUi.tsx';
import { useCartPage } from './useCartPage.ts';
import '../checkout/checkout.css';
import './cart.css';

function CartContent() {
  const { locale } = useApplicationContext();
  const cart = useCartPage();
  const modal = useModal();
  const location = useLocation();
  const outOfStock = (location.state as { outOfStock?: boolean } | null)?.outOfStock === true;
  const { clear } = cart.actions;
  const confirmClear = useCallback(() => {
    modal.open({
      label: cartPageLabels.clearTitle,
      description: cartPageLabels.clearText,
      size: 'small',
      content: (controls) => (
        <div className="form__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              controls.setBusy(true);
              void clear().finally(() => {
                controls.setBusy(false);
                controls.close();
              });
            }}
          >
            {cartPageLabels.clearConfirm}
          </button>
          <button type="button" className="button button--secondary" onClick={() => controls.close()}>
            {cartPageLabels.cancel}
          </button>
        </div>
      ),
    });
  }, [modal, clear]);
  return <CartUi cart={cart} locale={locale} outOfStock={outOfStock} onClear={confirmClear} />;
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
