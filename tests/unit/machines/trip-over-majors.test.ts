// Issue 25's wording rules: how often a standing order repeats, and who can cancel one.
import { describe, expect, it } from 'vitest';
import { frequencyWords } from '../../../machines/recurring/schedule.ts';
import { customerServicePage } from '../../../src/content/customer-service.ts';
import { faqsPage } from '../../../src/content/faqs.ts';
import { storePoliciesPage } from '../../../src/content/store-policies.ts';
import type { ContentPage } from '../../../src/content/types.ts';
import { standingOrderLabels } from '../../../src/labels/standing-orders.ts';

const textOf = (page: ContentPage) => page.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.questions ?? []).map((q) => q.answer)]).join('\n');

describe('issue 25 wording', () => {
  it('[PX-69-004] an interval of 1 names the unit alone, others the number and the plural', () => {
    expect(standingOrderLabels.every(1, 'Months')).toBe('Every month');
    expect(standingOrderLabels.every(1, 'Weeks')).toBe('Every week');
    expect(standingOrderLabels.every(4, 'Weeks')).toBe('Every 4 weeks');
    expect(standingOrderLabels.every(2, 'Months')).toBe('Every 2 months');
    expect(frequencyWords({ interval: 1, unit: 'Months' })).toBe('month');
    expect(frequencyWords({ interval: 12, unit: 'Months' })).toBe('12 months');
  });

  it('[PX-69-005] Store Policies, Customer Service and the FAQ say the buyer cancels from the standing order\'s page, as that page offers, or by phone', () => {
    for (const page of [storePoliciesPage, customerServicePage, faqsPage]) {
      const text = textOf(page);
      expect(text).toMatch(/edit, delay or cancel a standing order yourself from its page under Standing orders in your account/);
      expect(text).toMatch(/call your regional customer-service number to cancel/);
      expect(text).not.toMatch(/cancelled by customer service/);
    }
    // The page offers exactly that action.
    expect(standingOrderLabels.cancel).toBe('Cancel standing order');
    expect(standingOrderLabels.cancelPhone).toMatch(/calling customer service/);
  });
});
