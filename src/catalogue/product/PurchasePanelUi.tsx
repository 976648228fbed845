// The buying column: availability, the variation selector, the price, the quantity, 'Add to cart'
// and the wishlist button, plus the prompts a guest may need. Price, tax and availability arrive
// after the product (PX-06-042), each in a place kept for it.
import type { ReactNode } from 'react';
import type { Availability } from '../../../machines/catalogue/availability.ts';
import type { VariationModel } from '../../../machines/catalogue/product-detail.ts';
import type { TaxNote } from '../../../machines/catalogue/tax-note.ts';
import type { QuantityProblem, QuantityRule } from '../../../machines/pricing/quantity-rule.ts';
import type { PriceSchedule, QuantityPrice } from '../../../machines/pricing/tier-pricing.ts';
import { chooseVariationText, productLabels } from '../../labels/catalogue.ts';
import { SignInPrompt } from '../../components/sign-in/SignInPrompt.tsx';
import { HeartButton, type HeartState } from '../../components/wishlist/HeartButton.tsx';
import { AvailabilityUi } from '../AvailabilityUi.tsx';
import { PriceUi } from './PriceUi.tsx';
import { QuantityInputUi } from './QuantityInputUi.tsx';
import { VariationSelectorUi } from './VariationSelectorUi.tsx';

;
import type { CartBlock } from '../../../machines/catalogue/cart-feedback.ts';
type WishlistState = HeartState;
type PartStatus = 'loading' | 'ready' | 'failed';

export interface PurchasePanelUiProps {
  idPrefix: string;
  schedule: PriceSchedule;
  priceStatus: PartStatus;
  onRetryPrice(): void;
  price: QuantityPrice | undefined;
  quantity: number;
  quantityText: string;
  rule: QuantityRule;
  problem: QuantityProblem | undefined;
  currencyIsoCode: string;
  locale: string;
  unitOfMeasure: string | null;
  tax: TaxNote | null;
  taxStatus: PartStatus;
  onRetryTax(): void;
  availability: Availability | null;
  availabilityStatus: PartStatus;
  onRetryAvailability(): void;
  variation: VariationModel | null;
  cartBlock: CartBlock;
  adding: boolean;
  signInFor: 'cart' | 'wishlist' | null;
  wishlist: WishlistState;
  onQuantityInput(text: string): void;
  onQuantityStep(direction: 1 | -1): void;
  onChooseVariation(productId: string): void;
  onAddToCart(): void;
  onAddToWishlist(): void;
  standingOrder?: ReactNode;
}

function blockText(block: CartBlock, props: PurchasePanelUiProps): string {
  switch (block) {
    case 'chooseVariation':
      return chooseVariationText(props.variation?.attributes.map((attribute) => attribute.label) ?? []);
    case 'outOfStock':
      return productLabels.outOfStock;
    case 'priceUnavailable':
      return productLabels.priceNeeded;
    case 'notEnoughStock':
      return props.availability?.status === 'inStock' ? productLabels.notEnoughStock(props.availability.available) : '';
    default:
      return '';
  }
}

export function PurchasePanelUi(props: PurchasePanelUiProps) {
  const blockId = `${props.idPrefix}-cart-block`;
  const block = blockText(props.cartBlock, props);
  const cannotBuy = props.cartBlock === 'chooseVariation' || props.cartBlock === 'outOfStock';
  return (
    <div className="purchase">
      {props.availabilityStatus === 'loading' ? (
        <p className="availability availability--loading">
          <span className="skeleton availability__skeleton" aria-hidden="true" />
          <span className="visually-hidden">{productLabels.availabilityLoading}</span>
        </p>
      ) : props.availabilityStatus === 'failed' ? (
        <p className="availability availability--unknown">
          {productLabels.availabilityFailed}{' '}
          <button type="button" className="link-button" onClick={props.onRetryAvailability}>
            {productLabels.availabilityRetry}
          </button>
        </p>
      ) : (
        props.availability && props.availability.status !== 'unknown' && <AvailabilityUi availability={props.availability} />
      )}
      {props.variation && <VariationSelectorUi idPrefix={props.idPrefix} model={props.variation} onChoose={props.onChooseVariation} />}
      <PriceUi
        schedule={props.schedule}
        price={props.price}
        quantity={props.quantity}
        currencyIsoCode={props.currencyIsoCode}
        locale={props.locale}
        unitOfMeasure={props.unitOfMeasure}
        tax={props.tax}
        status={props.priceStatus}
        taxStatus={props.taxStatus}
        onRetry={props.onRetryPrice}
        onRetryTax={props.onRetryTax}
      />
      <div className="purchase__actions">
        <QuantityInputUi
          idPrefix={props.idPrefix}
          text={props.quantityText}
          rule={props.rule}
          problem={props.problem}
          disabled={cannotBuy}
          onInput={props.onQuantityInput}
          onStep={props.onQuantityStep}
        />
        <div className="purchase__buttons">
          <button
            type="button"
            className="button purchase__add"
            aria-disabled={props.cartBlock !== null || props.adding}
            aria-describedby={block ? blockId : undefined}
            onClick={() => {
              if (props.cartBlock === null && !props.adding) props.onAddToCart();
            }}
          >
            {props.adding ? productLabels.adding : productLabels.addToCart}
          </button>
          <HeartButton
            state={props.wishlist}
            className="purchase__wishlist"
            label={props.wishlist === 'added' ? productLabels.wishlistAdded : props.wishlist === 'adding' ? productLabels.wishlistAdding : productLabels.wishlistAdd}
            onAdd={props.onAddToWishlist}
          />
        </div>
        {block && (
          <p id={blockId} className="purchase__block">
            {block}
          </p>
        )}
      </div>
      {props.signInFor && (
        <div className="purchase__sign-in" role="alert">
          <SignInPrompt text={props.signInFor === 'cart' ? productLabels.signInToBuy : productLabels.signInForWishlist} />
        </div>
      )}
      {props.standingOrder}
    </div>
  );
}
