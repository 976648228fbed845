// The approver's adapter (PX-18-001, PX-16-006): the orders area's review queue read bound to the
// approver rule. A file of its own so the profile menu, which asks it, does not load the order pages'
// adapters.
import { approvalCount } from '../../../machines/approvals/approver.ts';
import type { StoreApi } from '../registry.ts';

/** The number of purchase orders waiting for this approver; null for anyone else. */
export function readApprovalCount(api: StoreApi) {
  return approvalCount((pageSize) => api.orders.approvals({ pageSize }));
}
