// The order details' view, loaded after the first screen (PX-37-001; OrderPage.tsx starts its code
// with the order's read): the sections of OrderUi with what they import (the checkout's address and
// delivery parts, gifts, approvals, invoices), Buy again and the PO file and invoice downloads.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { reorderMachine } from '../../machines/orders/reorder.machine.ts';
import { orderDocumentApis, reorderApis } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext, useCart } from '../app/store/parts.tsx';
import { saveBlob } from './download.ts';
import type { Invoice } from './InvoiceRowsUi.tsx';
import { OrderUi, type OrderDetail, type Shipment } from './OrderUi.tsx';
import { useInvoiceDownload } from './useInvoiceDownload.ts';

export interface OrderViewProps {
  order: OrderDetail;
  shipments: readonly Shipment[];
  invoices: readonly Invoice[];
}

export function OrderView({ order, shipments, invoices }: OrderViewProps) {
  const api = useApi();
  const documents = useMemo(() => orderDocumentApis(api), [api]);
  const cart = useCart();
  const { locale, appContext } = useApplicationContext();
  const invoice = useInvoiceDownload();
  const [poFileFailed, setPoFileFailed] = useState(false);
  const reorder = useActorRef(reorderMachine, { input: { apis: reorderApis(api, () => cart.send({ type: 'cart.changed' })) } });
  const reorderState = useSelector(reorder, (snapshot) => ({ state: snapshot.value, outcome: snapshot.context.outcome }), (a, b) => a.state === b.state && a.outcome === b.outcome);
  return (
    <OrderUi
      order={order}
      shipments={shipments}
      invoices={invoices}
      locale={locale}
      taxType={appContext?.taxType}
      reorder={reorderState}
      onReorder={() => reorder.send({ type: 'reorder', items: order.items })}
      onPoFile={() => {
        setPoFileFailed(false);
        documents.purchaseOrder(order.orderSummaryId).then(
          (blob) => saveBlob(blob, order.paymentMethod.purchaseOrderFileName ?? `${order.poNumber}.pdf`),
          () => setPoFileFailed(true),
        );
      }}
      poFileFailed={poFileFailed}
      onInvoice={invoice.download}
      failedInvoice={invoice.failed}
    />
  );
}
