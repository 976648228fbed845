// PX-75-005: 'Switch account' only for a buyer with more than one account, counted from the managed accounts read.
import { describe, expect, it } from 'vitest';
import { offersAccountSwitch, toProfileMenuItems, type ConfiguredProfileItem } from '../../../machines/navigation/profile-items.ts';

const ITEMS: ConfiguredProfileItem[] = [
  { id: 'orders', label: 'Order history', actionType: 'InternalLink', actionValue: '/orders', audience: 'buyers' },
  { id: 'switch-account', label: 'Switch account', actionType: 'Modal', actionValue: 'c:accountSwitcher', audience: 'multiAccount' },
];
const ids = (managedAccounts: number | undefined, staff = false) => toProfileMenuItems(ITEMS, 'Log out', { approver: false, staff, managedAccounts }).map((item) => item.id);

describe('switch account audience', () => {
  it('[PX-75-005] offered with two or more accounts; not with one, none, or a count not known yet; never to staff', () => {
    expect(ids(3)).toEqual(['orders', 'switch-account', 'logout']);
    expect(ids(2)).toContain('switch-account');
    expect(ids(1)).toEqual(['orders', 'logout']);
    expect(ids(0)).not.toContain('switch-account');
    expect(ids(undefined)).not.toContain('switch-account');
    expect(ids(3, true)).toEqual(['logout']);
    expect([0, 1, 2, 5].map(offersAccountSwitch)).toEqual([false, false, true, true]);
  });
});
