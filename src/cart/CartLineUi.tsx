// One cart line: image, name linking to the product, SKU, prices with the tier that applies, the
// quantity (edited through the line machine, PX-08-031), line total, stock message and Remove; its
// availability when inventory is read (PX-62-003), in a room kept while it is read.
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { lineAvailability, type LineAvailability } from '../../machines/cart/line-availability.ts';
import { lineUnitPrices } from '../../machines/cart/line-price.ts';
import { lineEditMachine } from '../../machines/cart/line-edit.machine.ts';
import type { Availability } from '../../machines/catalogue/availability.ts';
import { productHref } from '../../machines/catalogue/search-results.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { parseQuantityRule } from '../../machines/pricing/quantity-rule.ts';
import { cartPageLabels, quantityRuleText } from '../labels/checkout.ts';
import { productLabels, quantityProblemText } from '../labels/catalogue.ts';
import { availabilityText } from '../catalogue/AvailabilityUi.tsx';
import type { CartLine } from './useCartPage.ts';
import { localMessage } from '../i18n/translate.ts';

export interface CartLineProps {
  line: CartLine;
  currency: string;
  locale: string;
  /** A stock message of the cart that names this line (INSUFFICIENT_INVENTORY on the line it concerns). */
  stockMessage: string | undefined;
  /** Whether the page reads inventory (CC-5-010..CC-5-013): when not, the line keeps no room for availability. */
  readsAvailability?: boolean;
  /** The line's product's availability; undefined while it is read. */
  availability?: Availability;
  onChange(line: CartLine, quantity: number): Promise<number>;
  onRemove(line: CartLine): unknown;
}

/**
 * PX-51-001: a row renders again only when its own props change (a page of 25 to 200 rows otherwise
 * re-renders whole at every busy flag or totals answer), and its machine is made once: `provide`
 * builds a new machine each call, and its save reads the row's latest line and handler instead.
 */
export const CartLineUi = memo(function CartLineUi({ line, currency, locale, stockMessage, readsAvailability = false, availability, onChange, onRemove }: CartLineProps) {
  const rule = parseQuantityRule(line.productDetails?.purchaseQuantityRule);
  const latest = useRef({ line, onChange });
  useLayoutEffect(() => {
    latest.current = { line, onChange };
  });
  const [machine] = useState(() =>
    lineEditMachine.provide({ actors: { save: fromPromise<number, { quantity: number }>(({ input }) => latest.current.onChange(latest.current.line, input.quantity)) } }),
  );
  const actor = useActorRef(machine, { input: { committed: Number(line.quantity), rule } });
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const money = (amount: string | undefined) => (amount === undefined ? '' : formatMoney(amount, currency, locale));
  const name = line.name ?? line.productDetails?.name ?? line.productId;
  const sku = line.productDetails?.sku ?? line.productDetails?.fields?.StockKeepingUnit ?? null;
  const image = line.productDetails?.thumbnailImage;
  const message = problem ? quantityProblemText(problem) : (error ?? stockMessage);
  const inputId = `quantity-${line.cartItemId}`;
  const messageId = `line-message-${line.cartItemId}`;
  const stock = lineAvailability({ reads: readsAvailability, availability, quantity: Number(line.quantity), hasServerStockMessage: stockMessage !== undefined });
  const stockId = `line-stock-${line.cartItemId}`;
  const describedBy = [message ? messageId : null, stock.show === 'short' ? stockId : null].filter(Boolean).join(' ');
  const prices = lineUnitPrices(line);
  const tiered = line.unitAdjustedPrice !== undefined && line.salesPrice !== undefined && line.unitAdjustedPrice !== line.salesPrice;
  return (
    <tr className="cart-line" data-testid={`cart-line-${line.cartItemId}`}>
      <th scope="row" className="cart-line__product">
        {image?.url ? <img src={image.url} alt="" width={64} height={64} loading="lazy" /> : <span className="cart-line__no-image" aria-hidden="true" />}
        <span>
          <Link to={productHref(line.productId)}>{name}</Link>
          {sku && (
            <span className="cart-line__sku">
              {cartPageLabels.sku} {sku}
            </span>
          )}
          <LineAvailabilityUi id={stockId} stock={stock} />
        </span>
      </th>
      <td data-label={cartPageLabels.unitPrice}>
        <span>{money(prices.unit)}</span>
        {line.listPrice && line.listPrice !== (line.unitAdjustedPrice ?? line.salesPrice) && <span className="cart-line__list">{cartPageLabels.listPrice(money(line.listPrice))}</span>}
        {tiered && <span className="cart-line__tier">{cartPageLabels.tierPrice(money(line.unitAdjustedPrice))}</span>}
        {prices.afterAdjustments && <span className="cart-line__adjusted">{cartPageLabels.afterAdjustments(money(prices.afterAdjustments))}</span>}
        {prices.lineAdjustment && <span className="cart-line__adjusted">{cartPageLabels.lineAdjustment(money(prices.lineAdjustment))}</span>}
      </td>
      <td data-label={cartPageLabels.quantity}>
        <label className="visually-hidden" htmlFor={inputId}>
          {cartPageLabels.quantityOf(name)}
        </label>
        <input
          id={inputId}
          className="cart-line__quantity"
          type="text"
          inputMode="numeric"
          value={draft}
          aria-invalid={Boolean(problem || error)}
          aria-describedby={describedBy || undefined}
          onChange={(event) => actor.send({ type: 'TYPE', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') actor.send({ type: 'COMMIT' });
          }}
          onBlur={() => actor.send({ type: 'COMMIT' })}
        />
        <span className="cart-line__rule">{quantityRuleText(rule.minimum, rule.increment, rule.maximum)}</span>
        {saving && (
          <span className="cart-line__saving" role="status">
            {cartPageLabels.saving}
          </span>
        )}
        {message && (
          <span className="form__error cart-line__message" id={messageId} role={problem || error ? 'alert' : undefined}>
            {localMessage(message)}
          </span>
        )}
      </td>
      <td data-label={cartPageLabels.total}>{money(line.totalAmount ?? line.totalPrice)}</td>
      <td>
        <button type="button" className="button button--secondary button--small" onClick={() => onRemove(line)}>
          {cartPageLabels.removeShort}
          <span className="visually-hidden"> {name}</span>
        </button>
      </td>
    </tr>
  );
});

/**
 * PX-62-003: the line's availability in the product page's words (its statuses, and 'Only n available'
 * when the quantity is more). While it is read an empty line of the same height keeps its room, so
 * nothing below moves when it arrives (PX-62-005).
 */
function LineAvailabilityUi({ id, stock }: { id: string; stock: LineAvailability }) {
  if (stock.show === 'nothing') return null;
  if (stock.show === 'pending') {
    return (
      <span className="cart-line__availability availability availability--compact" aria-hidden="true">
        {'\u00a0'}
      </span>
    );
  }
  const status = stock.show === 'short' ? 'short' : stock.availability.status;
  return (
    <span id={id} className={`cart-line__availability availability availability--compact availability--${status}`}>
      <span className="availability__dot" aria-hidden="true" />
      {stock.show === 'short' ? productLabels.notEnoughStock(stock.available) : availabilityText(stock.availability)}
    </span>
  );
}
