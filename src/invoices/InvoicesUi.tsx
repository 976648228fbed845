// The invoices list from props only: the date filter, the invoices (newest first), the pages and the
// empty states: SH-8-006's message when the account has none, another when the dates hold none.
import type { ReactNode } from 'react';
import { NO_INVOICES_MESSAGE } from '../../machines/constants/orders.ts';
import type { DateRange } from '../../machines/orders/order-filters.ts';
import { invoicesLabels } from '../labels/orders.ts';
import { InvoiceRowsUi, type Invoice } from '../orders/InvoiceRowsUi.tsx';
import { FilterFormUi, LoadFailedUi, type FilterAction } from '../orders/ListPartsUi.tsx';
import { localMessage } from '../i18n/translate.ts';

export interface InvoicesUiProps {
  range: DateRange;
  invoices: readonly Invoice[] | undefined;
  status: 'loading' | 'ready' | 'failed';
  locale: string;
  onFilter(range: DateRange): void;
  onClear(): void;
  onRetry(): void;
  onDownload(invoice: Invoice): void;
  failedInvoice: string | undefined;
  pager?: ReactNode;
  /** PX-76-004: the filter button this list was just re-read by, to focus again. */
  focus?: FilterAction;
}

export function InvoicesUi({ range, invoices, status, locale, onFilter, onClear, onRetry, onDownload, failedInvoice, pager, focus }: InvoicesUiProps) {
  const filtered = Boolean(range.from || range.to);
  return (
    <>
      <FilterFormUi label={invoicesLabels.filters} range={range} focus={focus} onFilter={(field) => onFilter({ from: field('from'), to: field('to') })} onClear={onClear} />
      {status === 'failed' ? (
        <LoadFailedUi message={invoicesLabels.failed} onRetry={onRetry} />
      ) : !invoices ? (
        <p role="status">{invoicesLabels.loading}</p>
      ) : invoices.length === 0 ? (
        <p className="account-empty" role="status">
          {filtered ? invoicesLabels.noMatch : localMessage(NO_INVOICES_MESSAGE)}
        </p>
      ) : (
        <InvoiceRowsUi invoices={invoices} locale={locale} showOrder onDownload={onDownload} failedInvoice={failedInvoice} />
      )}
      {pager}
    </>
  );
}
