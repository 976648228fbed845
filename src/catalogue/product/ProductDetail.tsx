// The product page: the parts read after the detail (PX-06-042), the purchase machine for the
// product (or the chosen variation), the wishlist and the standing-order option of eligible products.
// The machine decides the toasts and when the product view is reported (PX-42-002, PX-42-003); this
// view shows them and sends the analytics and the activity. A cart add goes to the cart actor, whose subscribers
// show the toast, refresh the badge and send the analytics (src/app/store/CartSubscribers.tsx).
import { marketCountry, productTaxNote, taxAnswerCountry } from '../../../machines/catalogue/tax-note.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { activityProduct, productActivity } from '../../../machines/activity/activity-payloads.ts';
import { breadcrumbs } from '../../../machines/catalogue/breadcrumbs.ts';
import { hasComponents } from '../../../machines/catalogue/product-children.ts';
import { cartAddFailedToast } from '../../../machines/cart/cart-toasts.ts';
import { cartBlock } from '../../../machines/catalogue/cart-feedback.ts';
import { mayUseCart } from '../../../machines/catalogue/guest-access.ts';
import {
  availabilityProductIds,
  galleryImages,
  isStandingOrderEligible,
  productName,
  productSku,
  purchasableProductId,
  selectionOf,
  specifications,
  taxLine,
  variationModel,
} from '../../../machines/catalogue/product-detail.ts';
import { partData, shownStatuses } from '../../../machines/catalogue/product-loader.ts';
import type { ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { productPurchaseMachine, type PurchaseInput } from '../../../machines/catalogue/product-purchase.machine.ts';
import { overviewCards } from '../../../machines/catalogue/related-products.ts';
import { variationHref } from '../../../machines/catalogue/search-results.ts';
import { UNKNOWN_AVAILABILITY } from '../../../machines/catalogue/availability.ts';
import { shouldReadInventory } from '../../../machines/api/request-rules.ts';
import { parseQuantityRule } from '../../../machines/pricing/quantity-rule.ts';
import { priceSchedule } from '../../../machines/pricing/tier-pricing.ts';
import { dispatchInteraction } from '../../analytics/dispatch.ts';
import { catalogObject, catalogObjectViewStartInteraction, wishListAddInteraction } from '../../analytics/payloads.ts';
import { useActivityTracking } from '../../analytics/tracking.ts';
import { productPurchaseActors } from '../../api/adapters/product.ts';
import { useApi, useApplicationContext, useCart, useSession } from '../../app/store/parts.tsx';
import { productLabels } from '../../labels/catalogue.ts';
import { useToasts } from '../../components/toast/ToastProvider.tsx';
import { useChooseWishlist } from '../../components/wishlist/useChooseWishlist.ts';
import { ProductDetailUi } from './ProductDetailUi.tsx';
import { ProductComponents } from './ProductComponents.tsx';
import { PurchasePanelUi } from './PurchasePanelUi.tsx';
import { Recommendations } from './Recommendations.tsx';
import { RelatedProductsUi } from './RelatedProductsUi.tsx';
import { StandingOrder } from './StandingOrder.tsx';
import { useProductParts } from './useProductParts.ts';

export interface ProductDetailProps {
  idPrefix: string;
  detail: ProductDetailData;
  /** The detail is for the previous product while the next one loads. */
  stale: boolean;
}

export function ProductDetail({ idPrefix, detail, stale }: ProductDetailProps) {
  const api = useApi();
  const { isSignedIn } = useSession();
  const chooseWishlist = useChooseWishlist();
  const { appContext, requestContext, locale } = useApplicationContext();
  const { send: sendToCart, summary: cartSummary } = useCart();
  const toasts = useToasts();
  const navigate = useNavigate();
  const tracking = useActivityTracking(api);
  const [signInFor, setSignInFor] = useState<'cart' | 'wishlist' | null>(null);
  const parts = useProductParts(detail);
  const price = partData(parts.states.price) ?? null;
  const taxes = partData(parts.states.taxes) ?? null;
  const availability = useMemo(() => partData(parts.states.availability) ?? {}, [parts.states.availability]);
  const featured = useMemo(() => partData(parts.states.featured) ?? [], [parts.states.featured]);
  const currencyIsoCode = price?.currencyIsoCode ?? requestContext.currencyIsoCode ?? 'USD';
  const productId = purchasableProductId(detail);
  const schedule = useMemo(() => priceSchedule(price), [price]);
  const rule = useMemo(() => parseQuantityRule(detail.purchaseQuantityRule), [detail]);
  const shownProduct = { id: detail.id, sku: productSku(detail), name: productName(detail), unitPrice: price?.unitPrice ?? null, listPrice: price?.listPrice ?? null };
  const input: PurchaseInput = {
    productId,
    rule,
    schedule,
    priceStatus: parts.states.price.status,
    availability: productId ? (availability[productId] ?? UNKNOWN_AVAILABILITY) : UNKNOWN_AVAILABILITY,
    cartAllowed: mayUseCart({ isSignedIn, guestCartEnabled: appContext?.guestCartEnabled }),
    isSignedIn,
    shown: shownProduct,
    stale,
  };
  const machine = useMemo(() => productPurchaseMachine.provide({ actors: productPurchaseActors(api, productLabels.wishlistDefaultName) }), [api]);
  const actor = useActorRef(machine, { input });

  // PX-18-023: a signed-in buyer with several lists chooses one first (a guest gets the machine's sign-in prompt).
  const onAddToWishlist = async () => {
    if (!isSignedIn) return actor.send({ type: 'wishlist.add' });
    const choice = await chooseWishlist(productName(detail));
    if (choice !== null) actor.send({ type: 'wishlist.add', listId: choice.listId });
  };

  useEffect(() => {
    const subscriptions = [
      actor.on('cart.added', (event) => {
        setSignInFor(null);
        sendToCart(event);
      }),
      actor.on('cart.failed', (event) => toasts.show(cartAddFailedToast(event.error))),
      actor.on('cart.signInRequired', () => setSignInFor('cart')),
      actor.on('wishlist.signInRequired', () => setSignInFor('wishlist')),
      actor.on('wishlist.added', (event) => {
        setSignInFor(null);
        dispatchInteraction(wishListAddInteraction({ productId: event.productId, wishlistId: event.wishlistId }));
      }),
      actor.on('toast', (event) => toasts.show(event.toast)),
      actor.on('product.viewed', ({ product }) => {
        dispatchInteraction(catalogObjectViewStartInteraction(catalogObject(product)));
        tracking.track(productActivity('viewProduct', activityProduct(product)));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, toasts, sendToCart, tracking]);

  // After the subscriptions, so the view reported on the first change is heard.
  const inputKey = JSON.stringify(input);
  useEffect(() => {
    actor.send({ type: 'product.changed', input: JSON.parse(inputKey) as PurchaseInput });
  }, [actor, inputKey]);

  const context = useSelector(actor, (snapshot) => snapshot.context);
  const adding = useSelector(actor, (snapshot) => snapshot.matches({ cart: 'adding' }));
  const wishlist = useSelector(actor, (snapshot) => (snapshot.matches({ wishlist: 'adding' }) ? 'adding' : snapshot.matches({ wishlist: 'added' }) ? 'added' : 'idle'));
  const variation = useMemo(() => variationModel(detail.variationInfo, selectionOf(detail), availability), [detail, availability]);
  const related = useMemo(() => overviewCards(featured), [featured]);
  const unitOfMeasure = detail.fields.QuantityUnitOfMeasure ?? null;
  const shown = shownStatuses(parts.states, {
    taxType: requestContext.taxType,
    readsAvailability: shouldReadInventory(requestContext.inventoryConfiguration, availabilityProductIds(detail)),
    purchasable: productId !== null,
  });

  return (
    <ProductDetailUi
      idPrefix={idPrefix}
      name={productName(detail)}
      sku={productSku(detail)}
      unitOfMeasure={unitOfMeasure}
      description={detail.fields.Description ?? null}
      specifications={specifications(detail)}
      images={galleryImages(detail)}
      crumbs={breadcrumbs(detail.primaryProductCategoryPath?.path)}
      busy={stale}
      purchase={
        <PurchasePanelUi
          idPrefix={idPrefix}
          schedule={schedule}
          priceStatus={shown.price}
          onRetryPrice={() => parts.retry('price')}
          price={context.price}
          quantity={context.quantity}
          quantityText={context.quantityText}
          rule={context.rule}
          problem={context.check.ok ? undefined : context.check.problem}
          currencyIsoCode={currencyIsoCode}
          locale={locale}
          unitOfMeasure={unitOfMeasure}
          tax={productTaxNote({ taxType: requestContext.taxType, line: taxLine(taxes, detail.id, requestContext.taxType), lineCountry: taxAnswerCountry(taxes, detail.id), market: marketCountry(locale), exempt: isSignedIn && cartSummary?.taxExempt === true })}
          taxStatus={shown.taxes}
          onRetryTax={() => parts.retry('taxes')}
          availability={productId ? (availability[productId] ?? null) : null}
          availabilityStatus={shown.availability}
          onRetryAvailability={() => parts.retry('availability')}
          variation={variation}
          cartBlock={cartBlock(context)}
          adding={adding}
          signInFor={signInFor}
          wishlist={wishlist}
          onQuantityInput={(text) => actor.send({ type: 'quantity.input', text })}
          onQuantityStep={(direction) => actor.send({ type: 'quantity.step', direction })}
          onChooseVariation={(id) => navigate(variationHref(detail.variationParentId ?? detail.id, id), { replace: true })}
          onAddToCart={() => actor.send({ type: 'cart.add' })}
          onAddToWishlist={() => void onAddToWishlist()}
          standingOrder={
            isStandingOrderEligible(detail) && productId ? (
              <StandingOrder idPrefix={idPrefix} productId={productId} quantity={context.quantity} unitOfMeasure={unitOfMeasure ?? ''} />
            ) : undefined
          }
        />
      }
      related={
        <>
          {hasComponents(detail.productClass) && (
            <ProductComponents idPrefix={idPrefix} productId={detail.id} kind={detail.productClass === 'Bundle' ? 'Bundle' : 'Set'} />
          )}
          <RelatedProductsUi
            idPrefix={`${idPrefix}-featured`}
            heading={productLabels.featured}
            status={shown.featured}
            cards={related}
            currencyIsoCode={currencyIsoCode}
            locale={locale}
            onRetry={() => parts.retry('featured')}
          />
          <Recommendations productId={detail.id} idPrefix={idPrefix} />
        </>
      }
    />
  );
}
