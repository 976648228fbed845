// Downloads an invoice's PDF through the API (PX-15-003); remembers which one failed to say so.
import { useMemo, useState } from 'react';
import { orderDocumentApis } from '../api/adapters/orders.ts';
import { useApi } from '../app/store/parts.tsx';
import { saveBlob } from './download.ts';
import type { Invoice } from './InvoiceRowsUi.tsx';

export function useInvoiceDownload() {
  const api = useApi();
  const documents = useMemo(() => orderDocumentApis(api), [api]);
  const [failed, setFailed] = useState<string | undefined>();
  const download = (invoice: Invoice) => {
    setFailed(undefined);
    documents.invoice(invoice.invoiceId).then(
      (blob) => saveBlob(blob, `${invoice.invoiceNumber}.pdf`),
      () => setFailed(invoice.invoiceNumber),
    );
  };
  return { download, failed };
}
