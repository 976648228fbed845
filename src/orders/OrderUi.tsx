// Order details from props only (SH §3 Order): number, date, status, PO number with its file, payment
// method, addresses (each delivery's, PX-21-002), attention to, shipping instructions, items, totals; the shipments with their
// tracking links (PX-15-004, SH-8-008), the order's invoices (SH-8-007) and Buy again (PX-15-005).
import { Link } from 'react-router';
import { NO_ORDER_INVOICES_MESSAGE, NO_SHIPMENTS_MESSAGE } from '../../machines/constants/orders.ts';
import type { ReorderOutcome } from '../../machines/orders/reorder.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { formatQuantity } from '../../machines/pricing/quantity-format.ts';
import type { components } from '../api/generated/schema.ts';
import { accountPaths, CART_PATH } from '../content/site.ts';
import { addressLine } from '../checkout/step-summaries.ts';
import { OrderDeliveriesUi } from '../checkout/OrderDeliveriesUi.tsx';
import { orderDeliveries } from '../../machines/orders/deliveries.ts';
import { GiftSummaryUi } from '../components/gift/GiftSummaryUi.tsx';
import { placedOrderTotalsRows } from '../../machines/orders/order-totals.ts';
import { TotalsUi } from '../components/totals/TotalsUi.tsx';
import { approvalLabels } from '../labels/approvals.ts';
import { orderLabels, orderStatusText, reorderReasonLabels, shipmentStatusLabels } from '../labels/orders.ts';
import { formatDay } from './download.ts';
import { InvoiceRowsUi, type Invoice } from './InvoiceRowsUi.tsx';
import { localMessage } from '../i18n/translate.ts';

export type OrderDetail = components['schemas']['OrderSummaryDetail'];
export type Shipment = components['schemas']['Shipment'];

export interface OrderUiProps {
  order: OrderDetail;
  shipments: readonly Shipment[];
  invoices: readonly Invoice[];
  locale: string;
  /** The store's taxType: a Gross store's tax is included in the prices, not added (PX-68-013). */
  taxType?: string | null;
  reorder: { state: 'idle' | 'adding' | 'done' | 'failed'; outcome: ReorderOutcome | undefined };
  onReorder(): void;
  onPoFile(): void;
  poFileFailed: boolean;
  onInvoice(invoice: Invoice): void;
  failedInvoice: string | undefined;
}

function Fact({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReorderResult({ reorder, total }: { reorder: OrderUiProps['reorder']; total: number }) {
  const labels = orderLabels;
  if (reorder.state === 'failed') return <p className="account-alert">{labels.reorderFailed}</p>;
  const outcome = reorder.outcome;
  if (reorder.state !== 'done' || !outcome) return reorder.state === 'adding' ? <p>{labels.buyingAgain}</p> : null;
  const added = outcome.added.length;
  return (
    <div className={outcome.refused.length > 0 ? 'account-notice account-notice--warning' : 'account-notice'}>
      <p>{added === 0 ? labels.addedNone : outcome.refused.length === 0 ? labels.addedAll(added) : labels.addedSome(added, total)}</p>
      {outcome.refused.length > 0 && (
        <>
          <p>{labels.notAdded}</p>
          <ul>
            {outcome.refused.map((line) => (
              <li key={line.sku} data-testid="reorder-refused">
                {line.description} ({line.sku}): {reorderReasonLabels[line.reason]}
                {line.detail && line.reason !== 'notSold' ? ` (${line.detail})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {added > 0 && <Link to={CART_PATH}>{labels.viewCart}</Link>}
    </div>
  );
}

export function OrderUi({ order, shipments, invoices, locale, taxType, reorder, onReorder, onPoFile, poFileFailed, onInvoice, failedInvoice }: OrderUiProps) {
  const labels = orderLabels;
  const money = (amount: string) => formatMoney(amount, order.currencyIsoCode, locale);
  const payment = order.paymentMethod;
  return (
    <div className="order-details">
      <p>
        <Link to={accountPaths.orders}>{labels.allOrders}</Link>
      </p>
      <section aria-labelledby="order-summary">
        <h2 id="order-summary">{labels.summary}</h2>
        <dl className="account-facts">
          <Fact name={labels.orderNumber}>{order.orderNumber}</Fact>
          <Fact name={labels.orderDate}>{formatDay(order.orderedDate, locale)}</Fact>
          <Fact name={labels.status}>{orderStatusText(order)}</Fact>
          {order.poNumber && (
            <Fact name={labels.poNumber}>
              {order.poNumber}
              {payment.purchaseOrderFileName && (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={onPoFile}>
                    {labels.poFile(payment.purchaseOrderFileName)}
                  </button>
                </>
              )}
              {poFileFailed && <span className="account-alert" role="alert">{labels.poFileFailed}</span>}
            </Fact>
          )}
          <Fact name={labels.payment}>{payment.type === 'CreditCard' ? labels.card(payment.brand ?? '', payment.lastFour ?? '') : labels.purchaseOrder}</Fact>
          {/* PX-16-005: the purchase-order approval the order waited for, with the approver's decision and comment. */}
          {order.approval && (
            <Fact name={approvalLabels.orderApproval}>
              <span data-testid="order-approval">
                {order.approval.decidedBy && order.approval.decidedDate
                  ? approvalLabels.decided(approvalLabels.statusText[order.approval.status] ?? order.approval.status, order.approval.decidedBy.name, formatDay(order.approval.decidedDate, locale))
                  : approvalLabels.statusText[order.approval.status]}
              </span>
            </Fact>
          )}
          {order.approval?.comment && <Fact name={approvalLabels.approverComment}>{order.approval.comment}</Fact>}
        </dl>
        <button type="button" className="button" onClick={onReorder} aria-disabled={reorder.state === 'adding'}>
          {labels.buyAgain}
        </button>
        <div role="status" aria-live="polite">
          <ReorderResult reorder={reorder} total={order.items.length} />
        </div>
      </section>

      <section aria-labelledby="order-addresses">
        <h2 id="order-addresses">{labels.addresses}</h2>
        <dl className="account-facts">
          <Fact name={labels.billTo}>{addressLine(order.billTo)}</Fact>
          {order.attentionTo && <Fact name={labels.attentionTo}>{order.attentionTo}</Fact>}
          {order.shippingInstructions && <Fact name={labels.instructions}>{order.shippingInstructions}</Fact>}
        </dl>
        {/* PX-21-002: every delivery with its own address (two for a split shipment). */}
        <OrderDeliveriesUi deliveries={orderDeliveries(order, shipments[0]?.estimatedDeliveryDate ?? null)} formatDate={(date) => formatDay(date, locale)} headingLevel={3} />
      </section>

      <section aria-labelledby="order-items">
        <h2 id="order-items">{labels.items}</h2>
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{labels.sku}</th>
              <th scope="col">{labels.description}</th>
              <th scope="col" className="account-table__money">{labels.quantity}</th>
              <th scope="col" className="account-table__money">{labels.unitPrice}</th>
              <th scope="col" className="account-table__money">{labels.priceEach}</th>
              <th scope="col" className="account-table__money">{labels.subtotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.orderItemSummaryId}>
                <th scope="row" data-label={labels.sku}>{item.sku}</th>
                <td data-label={labels.description}>{item.description}</td>
                <td data-label={labels.quantity} className="account-table__money">{formatQuantity(item.quantity, locale)}</td>
                <td data-label={labels.unitPrice} className="account-table__money">{money(item.unitPrice)}</td>
                <td data-label={labels.priceEach} className="account-table__money">{money(item.priceEach)}</td>
                <td data-label={labels.subtotal} className="account-table__money">{money(item.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* PX-68-013: the one totals component; an included tax is marked included, not listed as added. */}
        <TotalsUi rows={placedOrderTotalsRows(order, taxType)} money={money} className="account-totals" testId="order-totals" />
      </section>

      <GiftSummaryUi order={order} money={money} className="account-card" />

      <section aria-labelledby="order-shipments">
        <h2 id="order-shipments">{labels.shipments}</h2>
        {shipments.length === 0 ? (
          <p>{localMessage(NO_SHIPMENTS_MESSAGE)}</p>
        ) : (
          shipments.map((shipment) => (
            <div className="account-card" key={shipment.shipmentId}>
              <h3>{labels.shipment(shipment.shipmentNumber)}</h3>
              <dl className="account-facts">
                <Fact name={labels.carrier}>{shipment.carrier}</Fact>
                <Fact name={labels.tracking}>
                  {shipment.trackingUrl ? (
                    <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" aria-label={labels.trackingLink(shipment.trackingNumber, shipment.carrier)}>
                      {shipment.trackingNumber}
                    </a>
                  ) : (
                    shipment.trackingNumber
                  )}
                </Fact>
                <Fact name={labels.status}>{shipmentStatusLabels[shipment.status] ?? shipment.status}</Fact>
                <Fact name={labels.shipped}>{formatDay(shipment.shippedDate, locale)}</Fact>
                {shipment.deliveredDate ? (
                  <Fact name={labels.delivered}>{formatDay(shipment.deliveredDate, locale)}</Fact>
                ) : (
                  shipment.estimatedDeliveryDate && <Fact name={labels.estimated}>{formatDay(shipment.estimatedDeliveryDate, locale)}</Fact>
                )}
              </dl>
            </div>
          ))
        )}
      </section>

      <section aria-labelledby="order-invoices">
        <h2 id="order-invoices">{labels.invoices}</h2>
        {invoices.length === 0 ? (
          <p>{localMessage(NO_ORDER_INVOICES_MESSAGE)}</p>
        ) : (
          <InvoiceRowsUi invoices={invoices} locale={locale} onDownload={onInvoice} failedInvoice={failedInvoice} showOrder={false} />
        )}
      </section>
    </div>
  );
}
