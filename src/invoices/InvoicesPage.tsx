// Invoices (SH-2-012): every invoice of the effective account, newest first, filtered by date
// (PX-15-007), the range and page in the address (PX-15-006); each downloads as a PDF (PX-15-003).
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { filterActionOf } from '../orders/ListPartsUi.tsx';
import { decodeDateRange, encodeOrderFilters, invoiceHistoryQuery, pageParam } from '../../machines/orders/order-filters.ts';
import { readInvoices } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { invoicesLabels } from '../labels/orders.ts';
import { AccountGate } from '../orders/AccountGate.tsx';
import { Pager, useCanonicalPage } from '../orders/Pager.tsx';
import { useInvoiceDownload } from '../orders/useInvoiceDownload.ts';
import { InvoicesUi } from './InvoicesUi.tsx';
import '../orders/orders.css';

function InvoiceList() {
  const api = useApi();
  const { locale } = useApplicationContext();
  const { effectiveAccount } = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const download = useInvoiceDownload();
  const range = decodeDateRange(search);
  useCanonicalPage();
  const page = pageParam(search.get('page'));
  const resource = useResource({ range, page, account: effectiveAccount?.id ?? null }, (key, signal) => readInvoices(api, invoiceHistoryQuery(key.range, key.page), signal));
  return (
    <InvoicesUi
      key={search.toString()}
      range={range}
      invoices={resource.data?.invoices}
      status={resource.status}
      locale={locale}
      focus={filterActionOf(location.state)}
      onFilter={(next) => navigate({ search: encodeOrderFilters(next).toString() }, { state: { filterAction: 'apply' } })}
      onClear={() => navigate({ search: '' }, { state: { filterAction: 'clear' } })}
      onRetry={resource.retry}
      onDownload={download.download}
      failedInvoice={download.failed}
      pager={resource.data && <Pager current={page} next={resource.data.nextPageToken} previousToken={resource.data.previousPageToken} search={(token) => encodeOrderFilters({ ...range, page: token }).toString()} />}
    />
  );
}

export default function InvoicesPage() {
  usePageTitle(invoicesLabels.heading);
  return (
    <div className="page-container account-page">
      <h1>{invoicesLabels.heading}</h1>
      <AccountGate signInText={invoicesLabels.signIn}>
        <InvoiceList />
      </AccountGate>
    </div>
  );
}
