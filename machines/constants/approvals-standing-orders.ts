// Messages and limits of purchase-order approval and standing orders (project rules PX-16-*; the
// specification's own cancel message stays in session-locale.ts as SH-4-005).
export const MSG_DECLINE_COMMENT_REQUIRED = 'Enter a comment to decline this purchase order.'; // PX-16-005
export const MSG_NOT_AN_APPROVER = 'Only purchase-order approvers of this account can review purchase orders.'; // PX-16-006
export const APPROVAL_COMMENT_MAX = 1000; // openapi DeclinePurchaseOrderRequest.reason
export const MSG_ALREADY_DECIDED = 'This purchase order has already been decided.'; // PX-16-003
