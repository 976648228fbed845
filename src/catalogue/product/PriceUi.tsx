// The price block: the unit price at the chosen quantity (announced when it changes), the list
// price, the line total, the tax of a Gross store, and the volume tier table with the open-ended
// last tier and the shopper's tier marked. The price arrives after the product (PX-06-042): until
// then a placeholder holds the block's place; a failed read says so and offers to read it again.
import type { TaxNote } from '../../../machines/catalogue/tax-note.ts';
import { formatMoney, fromCents } from '../../../machines/pricing/money.ts';
import { savingCents, tierRows, type PriceSchedule, type QuantityPrice } from '../../../machines/pricing/tier-pricing.ts';
import { productLabels, taxNoteText, tierRangeText } from '../../labels/catalogue.ts';
import { unitWord } from '../../labels/units.ts';

export interface PriceUiProps {
  schedule: PriceSchedule;
  price: QuantityPrice | undefined;
  quantity: number;
  currencyIsoCode: string;
  locale: string;
  unitOfMeasure: string | null;
  tax: TaxNote | null;
  status: 'loading' | 'ready' | 'failed';
  taxStatus: 'loading' | 'ready' | 'failed';
  onRetry(): void;
  onRetryTax(): void;
}

export function PriceUi({ schedule, price, quantity, currencyIsoCode, locale, unitOfMeasure, tax, status, taxStatus, onRetry, onRetryTax }: PriceUiProps) {
  if (status === 'loading') {
    return (
      <div className="price price--reserved" aria-busy="true">
        <p className="visually-hidden" role="status">
          {productLabels.priceLoading}
        </p>
        <span className="skeleton price__skeleton-main" aria-hidden="true" />
        <span className="skeleton price__skeleton-tiers" aria-hidden="true" />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="price price--reserved price--failed">
        <p className="price--missing" role="alert">
          {productLabels.priceUnavailable}. {productLabels.priceFailed}
        </p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {productLabels.priceRetry}
        </button>
      </div>
    );
  }
  if (!price) {
    return <p className="price price--missing">{productLabels.priceUnavailable}</p>;
  }
  const money = (amount: string) => formatMoney(amount, currencyIsoCode, locale);
  const rows = tierRows(schedule);
  const saving = savingCents(schedule, price.unitPrice);
  const listPrice = schedule.listPriceCents !== undefined ? fromCents(schedule.listPriceCents) : undefined;
  return (
    <div className="price">
      <div className="price__main" aria-live="polite" aria-atomic="true">
        <p className="price__unit" data-testid="unit-price">
          <span className="price__label">{productLabels.yourPrice}</span>{' '}
          <span className="price__amount">{money(price.unitPrice)}</span>
          {unitOfMeasure && <span className="price__uom"> / {unitWord(unitOfMeasure)}</span>}
        </p>
        {listPrice !== undefined && saving !== undefined && (
          <p className="price__list">
            {productLabels.listPrice} <s>{money(listPrice)}</s> · {productLabels.youSave(money(fromCents(saving)))}
          </p>
        )}
        <p className="price__total" data-testid="line-total">
          {productLabels.lineTotal(quantity)}: <strong>{money(price.total)}</strong>
        </p>
      </div>
      {taxStatus === 'loading' ? (
        <span className="skeleton price__tax price__skeleton-tax" aria-hidden="true" />
      ) : taxStatus === 'failed' ? (
        <p className="price__tax">
          {productLabels.taxFailed}{' '}
          <button type="button" className="link-button" onClick={onRetryTax}>
            {productLabels.taxRetry}
          </button>
        </p>
      ) : (
        tax && <p className="price__tax">{taxNoteText(tax)}</p>
      )}
      {rows.length > 0 && (
        <table className="price__tiers">
          <caption>{productLabels.tierTable}</caption>
          <thead>
            <tr>
              <th scope="col">{productLabels.tierQuantity}</th>
              <th scope="col">{productLabels.tierUnitPrice}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const current = index === price.tierIndex;
              return (
                <tr key={row.lowerBound} className={current ? 'price__tier--current' : undefined} data-current={current || undefined}>
                  <th scope="row">
                    {tierRangeText(row.lowerBound, row.upperBound)}
                    {current && <span className="price__tier-marker"> ({productLabels.currentTier})</span>}
                  </th>
                  <td>{money(row.unitPrice)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
