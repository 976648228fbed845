// The order history from props only: the filter form, the orders table (a stack of cards on phones),
// the pages and the empty states.
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import { ORDER_SEARCH_MAX_LENGTH } from '../../machines/constants/orders.ts';
import type { OrderFilters } from '../../machines/orders/order-filters.ts';
import type { components } from '../api/generated/schema.ts';
import { accountPaths } from '../content/site.ts';
import { orderStatusWord } from '../../machines/orders/order-status.ts';
import { orderStatusText, ordersLabels } from '../labels/orders.ts';
import { formatDay } from './download.ts';
import { FilterFormUi, LoadFailedUi, type FilterAction } from './ListPartsUi.tsx';

export type OrderSummary = components['schemas']['OrderSummary'];

export interface OrdersUiProps {
  filters: OrderFilters;
  statuses: ReadonlyArray<{ apiName: string; displayValue: string }>;
  orders: readonly OrderSummary[] | undefined;
  filtered: boolean;
  status: 'loading' | 'ready' | 'failed';
  locale: string;
  onFilter(filters: Omit<OrderFilters, 'page'>): void;
  onClear(): void;
  onRetry(): void;
  /** PX-76-004: the filter button this list was just re-read by, to focus again. */
  focus?: FilterAction;
  pager?: React.ReactNode;
}

function OrderFiltersUi({ filters, statuses, focus, onFilter, onClear }: Pick<OrdersUiProps, 'filters' | 'statuses' | 'focus' | 'onFilter' | 'onClear'>) {
  const labels = ordersLabels;
  return (
    <FilterFormUi
      label={labels.filters}
      range={filters}
      focus={focus}
      onFilter={(field) => onFilter({ text: field('q'), status: field('status'), from: field('from'), to: field('to') })}
      onClear={onClear}
    >
      <label className="account-field account-field--wide">
        <span>{labels.text}</span>
        <input type="search" name="q" defaultValue={filters.text} maxLength={ORDER_SEARCH_MAX_LENGTH} autoComplete="off" />
      </label>
      <label className="account-field">
        <span>{labels.status}</span>
        <select name="status" defaultValue={filters.status}>
          <option value="">{labels.anyStatus}</option>
          {statuses.map((status) => (
            <option key={status.apiName} value={status.apiName}>
              {orderStatusWord({ status: status.apiName }) ? orderStatusText({ status: status.apiName }) : status.displayValue}
            </option>
          ))}
        </select>
      </label>
    </FilterFormUi>
  );
}

export function OrdersUi(props: OrdersUiProps) {
  const { orders, status, filtered, locale, onRetry, pager } = props;
  const labels = ordersLabels;
  return (
    <>
      <OrderFiltersUi {...props} />
      {status === 'failed' ? (
        <LoadFailedUi message={labels.failed} onRetry={onRetry} />
      ) : !orders ? (
        <p role="status">{labels.loading}</p>
      ) : orders.length === 0 ? (
        <p className="account-empty" role="status">
          {filtered ? labels.noMatch : labels.empty}
        </p>
      ) : (
        <>
          <table className="account-table" aria-busy={status === 'loading'}>
            <caption className="visually-hidden">{labels.table}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.orderNumber}</th>
                <th scope="col">{labels.orderDate}</th>
                <th scope="col">{labels.poNumber}</th>
                <th scope="col">{labels.status}</th>
                <th scope="col" className="account-table__money">
                  {labels.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderSummaryId}>
                  <th scope="row" data-label={labels.orderNumber}>
                    <Link to={accountPaths.order(order.orderNumber)}>{order.orderNumber}</Link>
                  </th>
                  <td data-label={labels.orderDate}>{formatDay(order.orderedDate, locale)}</td>
                  <td data-label={labels.poNumber}>{order.poNumber ?? labels.none}</td>
                  <td data-label={labels.status}>{orderStatusText(order)}</td>
                  <td data-label={labels.total} className="account-table__money">
                    {formatMoney(order.totalAmount, order.currencyIsoCode, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="visually-hidden" role="status">
            {labels.shown(orders.length)}
          </p>
        </>
      )}
      {pager}
    </>
  );
}
