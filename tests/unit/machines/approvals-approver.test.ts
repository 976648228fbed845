// Whether the buyer is an approver, and how many purchase orders wait (PX-58-005, PX-18-001, PX-16-006).
import { describe, expect, it, vi } from 'vitest';
import { approvalCount, approvalCountText } from '../../../machines/approvals/approver.ts';

describe('the approver and the count waiting', () => {
  it('[PX-58-005][PX-18-001] one read asking one more than the 99 counted: an answer is the number waiting, a refusal no approver', async () => {
    const answered = vi.fn(async () => ({ count: 3 }));
    await expect(approvalCount(answered)).resolves.toBe(3);
    expect(answered.mock.calls).toEqual([[100]]);
    await expect(approvalCount(async () => ({ count: 0 }))).resolves.toBe(0);
    const refused = Object.assign(new Error('Only purchase-order approvers of this account can review purchase orders.'), { status: 403 });
    await expect(approvalCount(() => Promise.reject(refused))).resolves.toBeNull();
  });

  it('[PX-58-005][PX-16-006] the menu shows the number waiting, past 99 as 99+', () => {
    expect(approvalCountText(1)).toBe('1');
    expect(approvalCountText(99)).toBe('99');
    expect(approvalCountText(100)).toBe('99+');
  });
});
