// Invoices as a table (the invoices list and an order's invoices): number, date, order, total, status,
// due date and the PDF download (PX-15-003, PX-15-007).
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import type { components } from '../api/generated/schema.ts';
import { accountPaths } from '../content/site.ts';
import { invoiceStatusLabels, invoicesLabels } from '../labels/orders.ts';
import { formatDay } from './download.ts';

export type Invoice = components['schemas']['Invoice'];

export interface InvoiceRowsProps {
  invoices: readonly Invoice[];
  locale: string;
  showOrder: boolean;
  onDownload(invoice: Invoice): void;
  failedInvoice: string | undefined;
}

export function InvoiceRowsUi({ invoices, locale, showOrder, onDownload, failedInvoice }: InvoiceRowsProps) {
  const labels = invoicesLabels;
  return (
    <>
      <table className="account-table">
        <caption className="visually-hidden">{labels.table}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.invoiceNumber}</th>
            <th scope="col">{labels.invoiceDate}</th>
            {showOrder && <th scope="col">{labels.order}</th>}
            <th scope="col" className="account-table__money">{labels.total}</th>
            <th scope="col">{labels.status}</th>
            <th scope="col">{labels.dueDate}</th>
            <th scope="col">{labels.document}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceId}>
              <th scope="row" data-label={labels.invoiceNumber}>{invoice.invoiceNumber}</th>
              <td data-label={labels.invoiceDate}>{formatDay(invoice.invoiceDate, locale)}</td>
              {showOrder && (
                <td data-label={labels.order}>
                  <Link to={accountPaths.order(invoice.orderNumber)}>{invoice.orderNumber}</Link>
                </td>
              )}
              <td data-label={labels.total} className="account-table__money">{formatMoney(invoice.totalAmount, invoice.currencyIsoCode, locale)}</td>
              <td data-label={labels.status}>{invoiceStatusLabels[invoice.status] ?? invoice.status}</td>
              <td data-label={labels.dueDate}>{formatDay(invoice.dueDate, locale)}</td>
              <td data-label={labels.document}>
                <button type="button" className="link-button" onClick={() => onDownload(invoice)} aria-label={labels.download(invoice.invoiceNumber)}>
                  {labels.downloadShort}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failedInvoice && (
        <p className="account-alert" role="alert">
          {labels.downloadFailed(failedInvoice)}
        </p>
      )}
    </>
  );
}
