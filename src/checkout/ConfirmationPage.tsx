// /order-confirmation/:orderNumber: the order just placed, read back from the server (its id comes
// in the address; without it the buyer's order list is searched by number).
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readConfirmation } from '../../machines/orders/confirmation.ts';
import { confirmationApis } from '../api/adapters/orders.ts';
import { accountPaths } from '../content/site.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { CatalogueGate } from '../catalogue/CatalogueGate.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { confirmationLabels } from '../labels/checkout.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { ConfirmationUi } from './ConfirmationUi.tsx';
import './checkout.css';

function ConfirmationContent() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const api = useApi();
  const { locale, appContext } = useApplicationContext();
  const { isSignedIn } = useSession();
  const apis = useMemo(() => confirmationApis(api), [api]);
  const resource = useResource({ orderNumber, orderId: search.get('order'), isSignedIn }, (key, signal) => readConfirmation(apis, key, signal, confirmationLabels.failed));
  if (resource.status === 'failed') {
    return (
      <p className="form-alert" role="alert">
        {confirmationLabels.failed}
      </p>
    );
  }
  if (!resource.data) return <PageLoading />;
  const { order } = resource.data;
  return <ConfirmationUi order={order} shipments={resource.data.shipments} locale={locale} orderLink={isSignedIn ? accountPaths.order(order.orderNumber) : undefined} taxType={appContext?.taxType ?? null} />;
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
