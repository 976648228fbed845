// /standing-orders: the effective account's standing orders.
import { readStandingOrders } from '../api/adapters/recurring.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { SignedInOnly } from '../components/sign-in/SignedInOnly.tsx';
import { standingOrderLabels as labels } from '../labels/standing-orders.ts';
import { StandingOrdersUi } from './StandingOrdersUi.tsx';
import './standing-orders.css';

function StandingOrdersList() {
  const api = useApi();
  const { locale } = useApplicationContext();
  const { effectiveAccount, session } = useSession();
  const resource = useResource({ account: effectiveAccount?.id ?? session?.accountId ?? '' }, (_key, signal) => readStandingOrders(api, signal));
  if (resource.status === 'failed') {
    return (
      <div className="so-alert" role="alert">
        <p>{labels.loadFailed}</p>
        <button type="button" className="button" onClick={resource.retry}>
          {labels.retry}
        </button>
      </div>
    );
  }
  if (!resource.data) return <PageLoading />;
  return <StandingOrdersUi orders={resource.data.items} locale={locale} />;
}

export default function StandingOrdersPage() {
  usePageTitle(labels.listHeading);
  return (
    <div className="page-container standing-orders-page">
      <h1>{labels.listHeading}</h1>
      <p>{labels.listIntro}</p>
      <SignedInOnly text={labels.signIn}>
        <StandingOrdersList />
      </SignedInOnly>
    </div>
  );
}
