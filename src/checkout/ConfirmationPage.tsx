// /order-confirmation/:orderNumber: the order just placed, read back from the server (its id comes
// in the address; without it the buyer's order list is searched by number).
import { useParams, useSearchParams } from 'react-router';
import { accountPaths } from '../content/site.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { CatalogueGate } from '../catalogue/CatalogueGate.tsx';
import { useResource } from '../catalogue/useResource.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { confirmationLabels } from '../labels/checkout.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { ConfirmationUi, type OrderDetail, type OrderShipment } from './ConfirmationUi.tsx';
import './checkout.css';

function ConfirmationContent() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const api = useApi();
  const { locale } = useApplicationContext();
  const { isSignedIn } = useSession();
  const resource = useResource({ orderNumber, orderId: search.get('order'), isSignedIn }, async (key, signal): Promise<{ order: OrderDetail; shipments: OrderShipment[] }> => {
    let orderId = key.orderId;
    if (!orderId) {
      const list = await api.orders.list({}, signal);
      orderId = list.orderSummaries.find((summary) => summary.orderNumber === key.orderNumber)?.orderSummaryId ?? null;
    }
    if (!orderId) throw new Error(confirmationLabels.failed);
    const order = await api.orders.get(orderId, {}, signal);
    // Shipments are the signed-in buyer's to read; a guest sees the delivery method only.
    const shipments = key.isSignedIn ? await api.orders.shipments(orderId, signal).then((answer) => answer.shipments).catch(() => []) : [];
    return { order, shipments };
  });
  if (resource.status === 'failed') {
    return (
      <p className="form-alert" role="alert">
        {confirmationLabels.failed}
      </p>
    );
  }
  if (!resource.data) return <PageLoading />;
  const { order } = resource.data;
  return <ConfirmationUi order={order} shipments={resource.data.shipments} locale={locale} orderLink={isSignedIn ? accountPaths.order(order.orderNumber) : undefined} />;
}

export default function ConfirmationPage() {
  usePageTitle(confirmationLabels.heading);
  return (
    <div className="page-container checkout-page">
      <h1>{confirmationLabels.heading}</h1>
      <CatalogueGate>
        <ConfirmationContent />
      </CatalogueGate>
    </div>
  );
}
