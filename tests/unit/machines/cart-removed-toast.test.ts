// The cart's removal toast carries its Undo (PX-14-001): a button the toast view renders, offered as
// long as PX-08-032 says, and a toast that closes itself when the offer ends.
import { describe, expect, it, vi } from 'vitest';
import { removedLineToast } from '../../../machines/cart/removed-line-toast.ts';
import { autoCloseMs, normalizeToast } from '../../../machines/toast/toast-config.ts';

describe('the removal toast', () => {
  it('[PX-14-001][PX-08-032] names the line, offers Undo for 8000 ms and closes itself then', () => {
    const undo = vi.fn();
    const toast = normalizeToast(removedLineToast('Aurisense Probe Tips', undo));
    expect(toast.label).toBe('Aurisense Probe Tips was removed from your cart.');
    expect(toast.action?.label).toBe('Undo');
    expect(toast.action?.offeredMs).toBe(8000);
    expect(autoCloseMs(toast)).toBe(8000);
    toast.action?.run();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('[PX-14-001] a sticky toast with an action still ends with its offer; without one it never times out', () => {
    const run = vi.fn();
    expect(autoCloseMs(normalizeToast({ label: 'x', mode: 'sticky', action: { label: 'Undo', run, offeredMs: 3000 } }))).toBe(3000);
    expect(autoCloseMs(normalizeToast({ label: 'x', mode: 'sticky' }))).toBeNull();
    expect(normalizeToast({ label: 'x' })).not.toHaveProperty('action');
  });
});
