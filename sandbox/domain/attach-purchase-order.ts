// A purchase-order document (PDF, PNG or JPEG) attached to a checkout with its number.
import { FileTooLargeError, UnsupportedFileError } from '../lib/files.ts';
import { nextId } from './ids.ts';
import type { CartOwner } from './carts/cart-ownership.ts';
import type { Core } from './core.ts';
import { tooLarge, unsupportedFileType } from './errors.ts';
import { changeCheckout, refuseGuestPurchaseOrder } from './checkouts.ts';

/** Checks an uploaded purchase-order document (a PDF, PNG or JPEG of at most 10 MB); nothing is written yet. */
export function storePurchaseOrderFile(core: Core, upload: { bytes: Buffer; filename: string }) {
  try {
    return core.files.check(upload.bytes, upload.filename);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge();
    if (error instanceof UnsupportedFileError) throw unsupportedFileType();
    throw error;
  }
}

/** Attaches a stored purchase-order document, with its number, to the checkout. */
export function attachPurchaseOrder(core: Core, owner: CartOwner, id: string, sessionId: string, poNumber: string, checked: ReturnType<typeof storePurchaseOrderFile>) {
  // Written only once the checkout is the caller's and open, and removed if the write fails (PX-10-009).
  refuseGuestPurchaseOrder(owner);
  return core.files.keepWith((write) => changeCheckout(core, owner, id, async (q, checkout) => {
    const stored = write(checked);
    const file = { id: await nextId(q, '069'), name: stored.name, contentType: stored.contentType, size: stored.size };
    await q.query(`INSERT INTO files (id, purpose, original_name, stored_name, content_type, size, owner_session_id) VALUES ($1, 'purchase-order', $2, $3, $4, $5, $6)`,
      [file.id, stored.name, stored.storedName, stored.contentType, stored.size, sessionId]);
    await q.query('UPDATE checkouts SET purchase_order = $2 WHERE id = $1', [checkout.id, JSON.stringify({ poNumber, file })]);
    return file;
  }));
}
