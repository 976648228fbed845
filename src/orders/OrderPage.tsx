// Order details (/orders/:orderNumber): the order read by its number within the effective account,
// with its shipments and invoices, Buy again, and the PO file and invoice downloads.
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { reorderMachine } from '../../machines/orders/reorder.machine.ts';
import { reorderApis } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext, useCart, useSession } from '../app/store/parts.tsx';
import { useResource } from '../catalogue/useResource.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { orderLabels, ordersLabels } from '../labels/orders.ts';
import { LoadFailedUi } from './ListPartsUi.tsx';
import { AccountGate } from './AccountGate.tsx';
import { saveBlob } from './download.ts';
import { OrderUi } from './OrderUi.tsx';
import { useInvoiceDownload } from './useInvoiceDownload.ts';
import './orders.css';

class OrderNotFound extends Error {}

function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const api = useApi();
  const cart = useCart();
  const { locale } = useApplicationContext();
  const { effectiveAccount } = useSession();
  const invoice = useInvoiceDownload();
  const [poFileFailed, setPoFileFailed] = useState(false);
  const resource = useResource({ orderNumber, account: effectiveAccount?.id ?? null }, async (key, signal) => {
    // The address names the order by number: the history's text filter finds it in this account.
    const found = await api.orders.list({ searchTerm: key.orderNumber, pageSize: 5 }, signal);
    const summary = found.orderSummaries.find((order) => order.orderNumber === key.orderNumber);
    if (!summary) throw new OrderNotFound();
    const id = summary.orderSummaryId;
    const [order, shipments, invoices] = await Promise.all([api.orders.get(id, {}, signal), api.orders.shipments(id, signal), api.orders.orderInvoices(id, signal)]);
    return { order, shipments: shipments.shipments, invoices: invoices.invoices };
  });
  const reorder = useActorRef(reorderMachine, { input: { apis: reorderApis(api, () => cart.send({ type: 'cart.changed' })) } });
  const reorderState = useSelector(reorder, (snapshot) => ({ state: snapshot.value, outcome: snapshot.context.outcome }), (a, b) => a.state === b.state && a.outcome === b.outcome);

  if (resource.status === 'failed') {
    const notFound = resource.error instanceof OrderNotFound;
    return <LoadFailedUi message={notFound ? orderLabels.notFound(orderNumber) : orderLabels.failed} onRetry={notFound ? undefined : resource.retry} />;
  }
  if (!resource.data) return <PageLoading />;
  const { order, shipments, invoices } = resource.data;
  return (
    <OrderUi
      order={order}
      shipments={shipments}
      invoices={invoices}
      locale={locale}
      reorder={reorderState}
      onReorder={() => reorder.send({ type: 'reorder', items: order.items })}
      onPoFile={() => {
        setPoFileFailed(false);
        api.orders.purchaseOrderDocument(order.orderSummaryId).then(
          (blob) => saveBlob(blob as Blob, order.paymentMethod.purchaseOrderFileName ?? `${order.poNumber}.pdf`),
          () => setPoFileFailed(true),
        );
      }}
      poFileFailed={poFileFailed}
      onInvoice={invoice.download}
      failedInvoice={invoice.failed}
    />
  );
}

export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  usePageTitle(orderLabels.heading(orderNumber));
  return (
    <div className="page-container account-page">
      <h1>{orderLabels.heading(orderNumber)}</h1>
      <AccountGate signInText={ordersLabels.signIn}>
        <OrderDetails orderNumber={orderNumber} />
      </AccountGate>
    </div>
  );
}
