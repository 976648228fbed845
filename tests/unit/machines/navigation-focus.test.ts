import { describe, expect, it } from 'vitest';
import { contentTakesFocus } from '../../../machines/layout/navigation-focus.ts';

describe('focus after an in-app navigation', () => {
  it('[PX-05-014] the new page takes focus when the buyer did not focus anything while it loaded', () => {
    expect(contentTakesFocus('/faqs', undefined)).toBe(true);
  });

  it('[PX-05-024] a control focused while this page loaded, and still focused, keeps focus', () => {
    expect(contentTakesFocus('/faqs', { address: '/faqs', stillFocused: true })).toBe(false);
  });

  it('[PX-05-024] the page takes focus when the control has lost it since', () => {
    expect(contentTakesFocus('/faqs', { address: '/faqs', stillFocused: false })).toBe(true);
  });

  it('[PX-05-024][PX-05-014] a control focused while another page loaded (one the buyer has since left, as by searching) does not hold this page back', () => {
    expect(contentTakesFocus('/search', { address: '/', stillFocused: true })).toBe(true);
  });
});
