// PX-70-002: one vocabulary of order statuses, the approval read with the contract's status.
import { describe, expect, it } from 'vitest';
import { orderStatusWord } from '../../../machines/orders/order-status.ts';
import { orderStatusText } from '../../../src/labels/orders.ts';

describe('the order status vocabulary', () => {
  it('[PX-70-002] every contract status has one word, and the word reads the same on the history, its filter, the details and the dashboard', () => {
    const statuses = ['Created', 'PendingApproval', 'Approved', 'Fulfilled', 'Shipped', 'Cancelled'];
    expect(statuses.map((status) => orderStatusText({ status }))).toEqual(['Placed', 'Pending approval', 'Approved', 'Processing', 'Shipped', 'Cancelled']);
  });

  it('[PX-70-002] a cancelled order whose approver declined it reads Declined, from the history (approvalStatus) and from the details (approval)', () => {
    expect(orderStatusWord({ status: 'Cancelled', approvalStatus: 'Declined' })).toBe('declined');
    expect(orderStatusText({ status: 'Cancelled', approval: { status: 'Declined' } })).toBe('Declined');
    expect(orderStatusText({ status: 'Cancelled', approvalStatus: null })).toBe('Cancelled');
    expect(orderStatusText({ status: 'Approved', approvalStatus: 'Approved' })).toBe('Approved');
    expect(orderStatusText({ status: 'PendingApproval', approval: { status: 'Pending' } })).toBe('Pending approval');
  });

  it('[PX-70-002] a status the contract does not name shows as sent', () => {
    expect(orderStatusWord({ status: 'On hold' })).toBeUndefined();
    expect(orderStatusText({ status: 'On hold' })).toBe('On hold');
  });
});
