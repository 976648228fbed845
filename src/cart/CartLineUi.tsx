// One cart line: image, name linking to the product, SKU, prices with the tier that applies, the
// quantity (edited through the line machine, PX-08-031), line total, stock message and Remove.
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { lineEditMachine } from '../../machines/cart/line-edit.machine.ts';
import { productHref } from '../../machines/catalogue/search-results.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { parseQuantityRule } from '../../machines/pricing/quantity-rule.ts';
import { cartPageLabels } from '../labels/checkout.ts';
import { quantityProblemText } from '../labels/catalogue.ts';
import type { CartLine } from './useCartPage.ts';

export interface CartLineProps {
  line: CartLine;
  currency: string;
  locale: string;
  /** A stock message of the cart that names this line (INSUFFICIENT_INVENTORY on the line it concerns). */
  stockMessage: string | undefined;
  onChange(line: CartLine, quantity: number): Promise<number>;
  onRemove(line: CartLine): unknown;
}

/**
 * PX-51-001: a row renders again only when its own props change (a page of 25 to 200 rows otherwise
 * re-renders whole at every busy flag or totals answer), and its machine is made once: `provide`
 * builds a new machine each call, and its save reads the row's latest line and handler instead.
 */
export const CartLineUi = memo(function CartLineUi({ line, currency, locale, stockMessage, onChange, onRemove }: CartLineProps) {
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
        </span>
      </th>
      <td data-label={cartPageLabels.unitPrice}>
        <span>{money(line.unitAdjustedPrice ?? line.salesPrice)}</span>
        {line.listPrice && line.listPrice !== (line.unitAdjustedPrice ?? line.salesPrice) && <span className="cart-line__list">{cartPageLabels.listPrice(money(line.listPrice))}</span>}
        {tiered && <span className="cart-line__tier">{cartPageLabels.tierPrice(money(line.unitAdjustedPrice))}</span>}
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
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => actor.send({ type: 'TYPE', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') actor.send({ type: 'COMMIT' });
          }}
          onBlur={() => actor.send({ type: 'COMMIT' })}
        />
        <span className="cart-line__rule">{cartPageLabels.rule(rule.minimum, rule.increment, rule.maximum)}</span>
        {saving && (
          <span className="cart-line__saving" role="status">
            {cartPageLabels.saving}
          </span>
        )}
        {message && (
          <span className="form__error cart-line__message" id={messageId} role={problem || error ? 'alert' : undefined}>
            {message}
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
