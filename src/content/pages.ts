// The editorial footer pages by route path (SH-2-020..SH-2-028).
import { aboutPage } from './about.ts';
import { customerServicePage } from './customer-service.ts';
import { faqsPage } from './faqs.ts';
import { paymentMethodsPage } from './payment-methods.ts';
import { privacyPage } from './privacy.ts';
import { shippingReturnsPage } from './shipping-returns.ts';
import { storePoliciesPage } from './store-policies.ts';
import { termsPage } from './terms.ts';
import type { ContentPage } from './types.ts';

export const contentPages: readonly ContentPage[] = [
  aboutPage,
  faqsPage,
  privacyPage,
  termsPage,
  shippingReturnsPage,
  storePoliciesPage,
  paymentMethodsPage,
  customerServicePage,
];

export function contentPageAt(path: string): ContentPage | undefined {
  return contentPages.find((page) => page.path === path);
}
