// Order history (SH-2-011, SH-1-010): the effective account's orders, newest first (SH-9-046), filtered
// by date range, status and text (PX-15-001), the filters and page in the address (PX-15-006).
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { decodeOrderFilters, encodeOrderFilters, hasOrderFilters } from '../../machines/orders/order-filters.ts';
import { orderHistoryRead } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { ordersLabels } from '../labels/orders.ts';
import { AccountGate } from './AccountGate.tsx';
import { OrdersUi } from './OrdersUi.tsx';
import { filterActionOf } from './ListPartsUi.tsx';
import { Pager, useCanonicalPage } from './Pager.tsx';
import './orders.css';

function OrderHistory() {
  const api = useApi();
  const readHistory = useMemo(() => orderHistoryRead(api), [api]);
  const { appContext, locale } = useApplicationContext();
  const { effectiveAccount } = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  useCanonicalPage();
  const statuses = useMemo(
    () => (appContext?.orderStatuses ?? []).map((status) => ({ apiName: status.apiName, displayValue: status.displayValue ?? status.apiName })),
    [appContext],
  );
  const filters = decodeOrderFilters(search, statuses.map((status) => status.apiName));
  const resource = useResource({ filters, account: effectiveAccount?.id ?? null }, (key, signal) => readHistory(key.filters, signal));
  const searchFor = (page: string) => encodeOrderFilters({ ...filters, page }).toString();
  return (
    <OrdersUi
      // A new address (Back, a new filter) puts its own values back in the form.
      key={search.toString()}
      filters={filters}
      statuses={statuses}
      orders={resource.data?.orderSummaries}
      filtered={hasOrderFilters(filters)}
      status={resource.status}
      locale={locale}
      focus={filterActionOf(location.state)}
      onFilter={(next) => navigate({ search: encodeOrderFilters(next).toString() }, { state: { filterAction: 'apply' } })}
      onClear={() => navigate({ search: '' }, { state: { filterAction: 'clear' } })}
      onRetry={resource.retry}
      pager={resource.data && <Pager current={filters.page} next={resource.data.nextPageToken} previousToken={resource.data.previousPageToken} search={searchFor} />}
    />
  );
}

export default function OrdersPage() {
  usePageTitle(ordersLabels.heading);
  return (
    <div className="page-container account-page">
      <h1>{ordersLabels.heading}</h1>
      <AccountGate signInText={ordersLabels.signIn}>
        <OrderHistory />
      </AccountGate>
    </div>
  );
}
