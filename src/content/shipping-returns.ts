import { translatable } from '../i18n/translate.ts';
import type { ContentPage } from './types.ts';

export const shippingReturnsPage: ContentPage = {
  path: '/shipping-returns',
  title: 'Shipping and returns',
  summary: 'Delivery options, cut-off times, and how to return a product.',
  sections: [
    {
      id: 'delivery-options',
      heading: 'Delivery options',
      list: [
        'Ground — 3 to 5 business days. In the United States the fee is USD 18.00 per delivery group; local fees apply in other countries.',
        'Express — next business day for orders accepted before 15:00 local time. In the United States the fee is USD 42.00 per delivery group.',
      ],
      paragraphs: ['You choose the option for each delivery group at checkout, where the fee in your currency is shown before you pay.'],
    },
    {
      id: 'split-deliveries',
      heading: 'Several addresses and partial deliveries',
      paragraphs: [
        'If your account ships to several sites, you can send parts of an order to different addresses. When a product is back-ordered we ship what is available and the rest as soon as it arrives, without a second delivery fee.',
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      paragraphs: ['Each shipment gets a tracking number, shown in your order history and in the shipment e-mail.'],
    },
    {
      id: 'returns',
      heading: 'Returns',
      list: [
        'Unopened products in their original, undamaged packaging can be returned within 30 days of delivery.',
        'Opened sterile or single-use products cannot be returned unless they are defective.',
        'Ask customer service for a return authorisation number before sending anything back; returns without one cannot be credited.',
        'We credit the product price to your account once the return is inspected, normally within 10 business days. Delivery fees are credited only when the return is our error.',
      ],
    },
    {
      id: 'damaged-or-defective',
      heading: 'Damaged or defective products',
      paragraphs: [
        'Report damage or shortages within 5 business days of delivery, with photos of the packaging. Report a suspected product defect at once and keep the product and its lot number: our quality team may need both.',
      ],
    },
  ],
};

translatable({ shippingReturnsPage });
