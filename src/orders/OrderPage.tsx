// Order details (/orders/:orderNumber): the order read by its number within the effective account,
// with its shipments and invoices, Buy again, and the PO file and invoice downloads.
//
// PX-37-001: the page's own code is what its first screen shows (heading, sign-in gate, loading bar)
// and the read; the details' view (OrderView.tsx: every section and what it imports of the checkout,
// gifts, approvals and invoices) is asked for when the read starts, so it downloads alongside the order
// and no longer stands between the page load and the first paint (index.html's route preloads name
// this module only: src/app/early-reads/account-routes.ts). Until both are in, the loading bar keeps
// the place, as it did before.
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { OrderNotFound, readOrderDetails } from '../../machines/orders/order-details.ts';
import { orderDetailsApis } from '../api/adapters/orders.ts';
import { loadCode } from '../app/load-code.ts';
import { useApi, useSession } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { orderLabels, ordersLabels } from '../labels/orders.ts';
import { LoadFailedUi } from './ListPartsUi.tsx';
import { AccountGate } from './AccountGate.tsx';
import './orders.css';

const loadOrderView = () => loadCode(() => import('./OrderView.tsx'));
const OrderView = lazy(() => loadOrderView().then((module) => ({ default: module.OrderView })));

function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const api = useApi();
  const apis = useMemo(() => orderDetailsApis(api), [api]);
  const { effectiveAccount } = useSession();
  const resource = useResource({ orderNumber, account: effectiveAccount?.id ?? null }, (key, signal) => {
    // PX-37-001: the view's code downloads while the order is read. A failed download is left to the
    // view's own load (lazy above), which tries again and, failing, shows the page's failure message.
    loadOrderView().catch(() => undefined);
    return readOrderDetails(apis, key.orderNumber, signal);
  });

  if (resource.status === 'failed') {
    const notFound = resource.error instanceof OrderNotFound;
    return <LoadFailedUi message={notFound ? orderLabels.notFound(orderNumber) : orderLabels.failed} onRetry={notFound ? undefined : resource.retry} />;
  }
  if (!resource.data) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <OrderView {...resource.data} />
    </Suspense>
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
