// One product of a listing: image, name, SKU, list and unit price, availability. Price and
// availability may arrive after the card (PX-06-043): until then their places are kept.
import type { Ref } from 'react';
import type { Availability } from '../../machines/catalogue/availability.ts';
import type { ProductCard } from '../../machines/catalogue/search-results.ts';
import type { ImageLoad } from '../../machines/grid/grid-pagination.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { listingLabels } from '../labels/catalogue.ts';
import { CARD_IMAGE } from '../../machines/media/media-path.ts';
import { CatalogueImage } from './CatalogueImage.tsx';
import { AvailabilityUi } from './AvailabilityUi.tsx';
import { Link } from 'react-router';
import { HeartButton, type HeartState } from '../components/wishlist/HeartButton.tsx';
import { unitWord } from '../labels/units.ts';

export interface ProductCardUiProps {
  card: ProductCard;
  availability: Availability | undefined;
  currencyIsoCode: string;
  locale: string;
  /** How the image loads: at once with high priority, at once, or when near the viewport. */
  image: ImageLoad;
  pricePending?: boolean;
  availabilityPending?: boolean;
  headingLevel?: 2 | 3;
  linkRef?: Ref<HTMLAnchorElement>;
  onOpen?(): void;
  /** The heart (PX-18-023), for a signed-in buyer; none on a variation parent (a variation is saved from its page). */
  wishlist?: { state: HeartState; onAdd(): void };
}

export function ProductCardUi({ card, availability, currencyIsoCode, locale, image, pricePending = false, availabilityPending = false, headingLevel = 3, linkRef, onOpen, wishlist }: ProductCardUiProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showList = card.listPrice !== null && card.unitPrice !== null && card.listPrice !== card.unitPrice;
  return (
    <article className="product-card">
      <div className="product-card__media">
        <CatalogueImage src={card.imageUrl} alt="" geometry={CARD_IMAGE} priority={image === 'priority'} eager={image === 'eager'} />
        {wishlist && !card.isVariationParent && (
          <HeartButton
            state={wishlist.state}
            className="product-card__wishlist"
            label={wishlist.state === 'added' ? listingLabels.inWishlist(card.name) : listingLabels.addToWishlist(card.name)}
            onAdd={wishlist.onAdd}
          />
        )}
      </div>
      <div className="product-card__body">
        {card.exactSkuMatch && <p className="product-card__badge">{listingLabels.exactSkuMatch}</p>}
        <Heading className="product-card__name">
          <Link to={card.href} ref={linkRef} className="product-card__link" data-product-id={card.id} onClick={onOpen}>
            {card.name}
          </Link>
        </Heading>
        {card.sku && (
          <p className="product-card__sku">
            {listingLabels.sku} <span className="product-card__sku-value">{card.sku}</span>
          </p>
        )}
        <div className="product-card__prices">
          {pricePending ? (
            <p className="product-card__price product-card__price--pending">
              <span className="skeleton product-card__skeleton" aria-hidden="true" />
              <span className="visually-hidden">{listingLabels.priceLoading}</span>
            </p>
          ) : card.unitPrice !== null ? (
            <p className="product-card__price">
              <span className="visually-hidden">{listingLabels.yourPrice} </span>
              <span className="product-card__unit-price">{formatMoney(card.unitPrice, currencyIsoCode, locale)}</span>
              {card.unitOfMeasure && <span className="product-card__uom"> {listingLabels.per(unitWord(card.unitOfMeasure))}</span>}
            </p>
          ) : (
            <p className="product-card__price product-card__price--missing">{listingLabels.priceUnavailable}</p>
          )}
          {showList && (
            <p className="product-card__list-price">
              {listingLabels.listPrice} <s>{formatMoney(card.listPrice, currencyIsoCode, locale)}</s>
            </p>
          )}
        </div>
        <div className="product-card__stock">
          {card.isVariationParent ? (
            <p className="product-card__options">{listingLabels.chooseOptions}</p>
          ) : availabilityPending ? (
            <span className="skeleton product-card__skeleton" aria-hidden="true" />
          ) : (
            availability && availability.status !== 'unknown' && <AvailabilityUi availability={availability} compact />
          )}
        </div>
      </div>
    </article>
  );
}
