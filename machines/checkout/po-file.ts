// PX-08-012: a purchase-order document is a PDF, PNG or JPEG of at most 10 MB; PX-08-006: when the
// store requires it, a PO payment without one is stopped with 'Please upload a Purchase Order file'.
import { PO_FILE_EXTENSIONS, PO_FILE_MAX_BYTES, PO_FILE_REQUIRED, PO_FILE_TOO_LARGE, PO_FILE_TYPES, PO_FILE_WRONG_TYPE, PO_NUMBER_REQUIRED } from '../constants/checkout-flow.ts';

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export function poFileProblem(file: FileFacts): string | null {
  const name = file.name.toLowerCase();
  const typeAccepted = (PO_FILE_TYPES as readonly string[]).includes(file.type);
  // Some systems send no type for a file; its extension decides then.
  const extensionAccepted = PO_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!(file.type === '' ? extensionAccepted : typeAccepted)) return PO_FILE_WRONG_TYPE;
  if (file.size > PO_FILE_MAX_BYTES) return PO_FILE_TOO_LARGE;
  return null;
}

export interface PurchaseOrderForm {
  poNumber: string;
  file: FileFacts | null;
}

export function purchaseOrderErrors(form: PurchaseOrderForm, fileRequired: boolean): { poNumber?: string; file?: string } {
  const errors: { poNumber?: string; file?: string } = {};
  if (form.poNumber.trim() === '') errors.poNumber = PO_NUMBER_REQUIRED;
  if (form.file) {
    const problem = poFileProblem(form.file);
    if (problem) errors.file = problem;
  } else if (fileRequired) {
    errors.file = PO_FILE_REQUIRED;
  }
  return errors;
}

/** A file size as the buyer reads it: bytes, KB or MB with one decimal. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
