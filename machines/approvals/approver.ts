// Whether the buyer approves purchase orders for the effective account (PX-18-001), and how many wait
// (PX-16-006). The session does not say so; the review queue does: it answers an approver (with the
// purchase orders waiting) and refuses (403) anyone else.

/** How many are counted; more show as "99+". */
const APPROVAL_COUNT_PAGE = 99;

/**
 * PX-18-001, PX-16-006: one read of the review queue, one more than is counted: the number waiting for
 * an approver, null for anyone the queue refuses (or when it cannot be read: no review item then).
 */
export function approvalCount(readQueue: (pageSize: number) => Promise<{ count: number }>): Promise<number | null> {
  return readQueue(APPROVAL_COUNT_PAGE + 1).then(
    (page) => page.count,
    () => null,
  );
}

/** PX-16-006: the menu's count of the purchase orders waiting, "99+" past what is counted. */
export function approvalCountText(pending: number): string {
  return pending > APPROVAL_COUNT_PAGE ? `${APPROVAL_COUNT_PAGE}+` : String(pending);
}
