// Downloads an invoice's PDF through the API (PX-15-003); remembers which one failed to say so.
import { useState } from 'react';
import { useApi } from '../app/store/parts.tsx';
import { saveBlob } from './download.ts';
import type { Invoice } from './InvoiceRowsUi.tsx';

export function useInvoiceDownload() {
  const api = useApi();
  const [failed, setFailed] = useState<string | undefined>();
  const download = (invoice: Invoice) => {
    setFailed(undefined);
    api.orders.invoiceDocument(invoice.invoiceId).then(
      (blob) => saveBlob(blob as Blob, `${invoice.invoiceNumber}.pdf`),
      () => setFailed(invoice.invoiceNumber),
    );
  };
  return { download, failed };
}
