// The dashboard from props only (PX-18-010..PX-18-012): four parts, each with its own empty,
// failed or loading state, and the shortcuts. Links go to the pages of accountPaths.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard, Part } from '../../machines/dashboard/dashboard.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { formatQuantity } from '../../machines/pricing/quantity-format.ts';
import { accountPaths, WISHLIST_PATH } from '../content/site.ts';
import { orderStatusWord } from '../../machines/orders/order-status.ts';
import { dashboardLabels as labels, staffIntroText } from '../labels/dashboard.ts';
import { orderStatusText } from '../labels/orders.ts';
import { standingOrderLabels } from '../labels/standing-orders.ts';

export interface DashboardUiProps {
  dashboard: Dashboard | undefined;
  accountName: string | undefined;
  locale: string;
}

// PX-50-002: one date format per locale. toLocaleDateString with options makes a new one at each
// call, and making one costs far more than using it: with fifteen dated rows, that was the largest
// part of the render that shows the parts, a long task on a phone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const date = (value: string, locale: string) => {
  const parsed = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(parsed.getTime())) return value;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(parsed);
};

function Card<T>({ id, title, part, more, empty, children }: { id: string; title: string; part: Part<T> | undefined; more?: { to: string; label: string }; empty: (value: T) => boolean; children: (value: T) => ReactNode }) {
  if (part?.status === 'hidden') return null;
  return (
    <section className="dashboard__card" aria-labelledby={id} aria-busy={part === undefined}>
      <h2 id={id}>{title}</h2>
      {part === undefined ? (
        <p className="dashboard__muted">{labels.loading}</p>
      ) : part.status === 'failed' ? (
        <p role="alert">{labels.failed}</p>
      ) : empty(part.value) ? null : (
        children(part.value)
      )}
      {part?.status === 'ready' && empty(part.value) ? <EmptyText id={id} /> : null}
      {more ? (
        <Link className="dashboard__more" to={more.to}>
          {more.label}
        </Link>
      ) : null}
    </section>
  );
}

const EMPTY: Record<string, string> = {
  'dashboard-orders': labels.noOrders,
  'dashboard-approvals': labels.noApprovals,
  'dashboard-shipments': labels.noShipments,
  'dashboard-invoices': labels.noInvoices,
};

function EmptyText({ id }: { id: string }) {
  return <p className="dashboard__muted">{EMPTY[id]}</p>;
}

export function DashboardUi({ dashboard, accountName, locale }: DashboardUiProps) {
  return (
    <div className="dashboard">
      <p className="dashboard__account">{accountName ? labels.forAccount(accountName) : null}</p>
      <nav className="dashboard__shortcuts" aria-label={labels.shortcuts}>
        <Link className="button" to={accountPaths.quickOrder}>
          {labels.quickOrder}
        </Link>
        <Link className="button button--secondary" to={WISHLIST_PATH}>
          {labels.lists}
        </Link>
        <Link className="button button--secondary" to={accountPaths.addresses}>
          {labels.addresses}
        </Link>
      </nav>
      <div className="dashboard__grid">
        <Card id="dashboard-orders" title={labels.recentOrders} part={dashboard?.orders} empty={(orders) => orders.length === 0} more={{ to: accountPaths.orders, label: labels.allOrders }}>
          {(orders) => (
            <ul className="dashboard__list">
              {orders.map((order) => (
                <li key={order.orderSummaryId}>
                  <Link to={accountPaths.order(order.orderNumber)}>{labels.order(order.orderNumber)}</Link>
                  <span className="dashboard__muted">{date(order.orderedDate, locale)}</span>
                  <span className={`dashboard__status dashboard__status--${orderStatusWord(order) ?? order.status}`}>{orderStatusText(order)}</span>
                  <span>{formatMoney(order.totalAmount, order.currencyIsoCode, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="dashboard-approvals" title={labels.approvals} part={dashboard?.approvals} empty={(items) => items.length === 0} more={{ to: accountPaths.approvals, label: labels.allApprovals }}>
          {(items) => (
            <ul className="dashboard__list">
              {items.map((approval) => (
                <li key={approval.approvalId}>
                  <Link to={accountPaths.approval(approval.orderNumber)}>{labels.order(approval.orderNumber)}</Link>
                  <span className="dashboard__muted">{labels.requestedBy(approval.requestedBy.name)}</span>
                  <span>{formatMoney(approval.totalAmount, approval.currencyIsoCode, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="dashboard-shipments" title={labels.shipments} part={dashboard?.shipments} empty={(items) => items.length === 0} more={{ to: accountPaths.standingOrders, label: labels.allStandingOrders }}>
          {(items) => (
            <ul className="dashboard__list">
              {items.map((item) => (
                <li key={item.recurringOrderId}>
                  <Link to={accountPaths.standingOrder(item.recurringOrderId)}>{standingOrderLabels.products(item.productName, item.numberOfScheduledProducts)}</Link>
                  {/* PX-32-002: the quantity is the first product's, shown only when it is the only one. */}
                  <span className="dashboard__muted">
                    {item.numberOfScheduledProducts === 1 && `${formatQuantity(item.quantity, locale)} ${item.unitOfMeasure}, `}
                    {labels.nextOn(date(item.nextOrderDate!, locale))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="dashboard-invoices" title={labels.invoices} part={dashboard?.invoices} empty={(open) => open.count === 0} more={{ to: accountPaths.invoices, label: labels.allInvoices }}>
          {(open) => (
            <>
              <p className="dashboard__owed">
                <span>{labels.owed}</span>{' '}
                <strong data-testid="dashboard-owed">{open.totals.map((total) => formatMoney(total.amount, total.currencyIsoCode, locale)).join(' + ')}</strong>
              </p>
              <p className="dashboard__muted">{labels.openCount(open.count, open.overdue)}</p>
              <ul className="dashboard__list">
                {open.first.map((invoice) => (
                  <li key={invoice.invoiceId}>
                    <span>{invoice.invoiceNumber}</span>
                    <span className={`dashboard__status dashboard__status--${invoice.status}`}>{labels.invoiceStatus[invoice.status] ?? invoice.status}</span>
                    <span className="dashboard__muted">{labels.due(date(invoice.dueDate, locale))}</span>
                    <span>{formatMoney(invoice.balance, invoice.currencyIsoCode, locale)}</span>
                  </li>
                ))}
              </ul>
              {open.partial ? <p className="dashboard__muted">{labels.partial}</p> : null}
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

/** PX-69-002: the dashboard of staff signed in without a buyer account: what they can do here, nothing that fails. */
export function StaffDashboardUi({ name }: { name: string | undefined }) {
  return (
    <div className="dashboard">
      <p>{staffIntroText(name)}</p>
      <nav className="dashboard__shortcuts" aria-label={labels.shortcuts}>
        <Link className="button" to={accountPaths.registrationReview}>
          {labels.staffRegistrations}
        </Link>
      </nav>
    </div>
  );
}
