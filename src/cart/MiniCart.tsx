// The mini-cart panel (CC-2-011, CC-6-006): the latest lines, the subtotal, 'View cart' and
// 'Checkout'. Focus moves into it and stays there (Tab wraps); Escape, the close button or
// following a link closes it and focus returns to the badge.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import { miniCartRead } from '../api/adapters/cart.ts';
import { useApi, useApplicationContext, useCart } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { trapTab } from '../components/widgets/focus.ts';
import { cartPageLabels, totalsLabels } from '../labels/checkout.ts';
import type { CartLine, CartSummary } from './useCartPage.ts';
import './mini-cart.css';

/** How many of the newest lines the panel shows. */
const LATEST_LINES = 5;

/** CC-3-032: the panel's texts and button size, a store's settings over the labels. */
interface MiniCartTexts {
  headerText: string;
  checkoutButtonText: string;
  viewCartButtonText: string;
  continueShoppingButtonText: string;
  buttonSize: 'small' | 'medium';
}

const defaultMiniCartTexts: MiniCartTexts = {
  headerText: cartPageLabels.miniCart,
  checkoutButtonText: cartPageLabels.checkoutShort,
  viewCartButtonText: cartPageLabels.viewCart,
  continueShoppingButtonText: cartPageLabels.continueShopping,
  buttonSize: 'medium',
};

export interface MiniCartUiProps {
  id: string;
  lines: CartLine[] | undefined;
  summary: CartSummary | undefined;
  locale: string;
  texts?: Partial<MiniCartTexts>;
  onClose(): void;
}

export function MiniCartUi({ id, lines, summary, locale, texts: overrides, onClose }: MiniCartUiProps) {
  const texts = { ...defaultMiniCartTexts, ...overrides };
  const size = texts.buttonSize === 'small' ? ' button--small' : '';
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  };
  const currency = summary?.currencyIsoCode ?? 'USD';
  return (
    <div id={id} ref={panel} className="mini-cart" role="dialog" aria-labelledby={`${id}-title`} onKeyDown={keys}>
      <div className="mini-cart__header">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {texts.headerText}
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {cartPageLabels.close}
        </button>
      </div>
      {lines === undefined ? (
        <p role="status">{cartPageLabels.loading}</p>
      ) : lines.length === 0 ? (
        <p>{cartPageLabels.empty}</p>
      ) : (
        <>
          <ul className="mini-cart__lines" aria-label={cartPageLabels.latest}>
            {lines.map((line) => (
              <li key={line.cartItemId}>
                <span>{line.name}</span>
                <span>
                  {Number(line.quantity).toLocaleString(locale)} × {formatMoney(line.unitAdjustedPrice ?? line.salesPrice ?? '0', currency, locale)}
                </span>
              </li>
            ))}
          </ul>
          {summary?.totalProductAmountAfterAdjustments && (
            <p className="mini-cart__subtotal">
              {totalsLabels.subtotal}: <strong>{formatMoney(summary.totalProductAmountAfterAdjustments, currency, locale)}</strong>
            </p>
          )}
        </>
      )}
      <div className="form__actions">
        <Link className={`button button--secondary${size}`} to="/cart" onClick={onClose}>
          {texts.viewCartButtonText}
        </Link>
        {lines !== undefined && lines.length > 0 && (
          <Link className={`button${size}`} to="/checkout" onClick={onClose}>
            {texts.checkoutButtonText}
          </Link>
        )}
        <button type="button" className={`button button--secondary${size}`} onClick={onClose}>
          {texts.continueShoppingButtonText}
        </button>
      </div>
    </div>
  );
}

export default function MiniCart({ id, onClose }: { id: string; onClose(): void }) {
  const api = useApi();
  const { locale } = useApplicationContext();
  const cart = useCart();
  const resource = useResource({ version: cart.summary?.totalProductCount ?? null }, () => miniCartRead(api, LATEST_LINES));
  return <MiniCartUi id={id} lines={resource.data?.lines ?? (resource.status === 'failed' ? [] : undefined)} summary={resource.data?.summary} locale={locale} onClose={onClose} />;
}
