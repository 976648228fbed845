import { translatable } from '../i18n/translate.ts';
import type { ContentPage } from './types.ts';

export const termsPage: ContentPage = {
  path: '/terms',
  title: 'Terms and conditions of sale',
  summary: 'The terms that apply to every order placed through the Kestrel Ridge Medical business store.',
  updated: '1 November 2026',
  sections: [
    {
      id: 'agreement',
      heading: '1. Agreement',
      paragraphs: [
        'These terms apply to orders placed by business customers through this store. Where your organisation has a signed supply agreement with Kestrel Ridge Medical, that agreement prevails over these terms where they differ.',
      ],
    },
    {
      id: 'professional-use',
      heading: '2. Professional use only',
      paragraphs: [
        'Products sold here are medical devices and supplies intended for use by trained healthcare professionals in accordance with their instructions for use. You confirm that you are buying for such use or, if you are an authorised distributor, for resale to such users.',
      ],
    },
    {
      id: 'orders',
      heading: '3. Orders and acceptance',
      paragraphs: [
        'An order is an offer to buy. We accept it when we send the order confirmation. We may decline or limit an order, for example when a product is discontinued, subject to allocation or when quantity rules are not met.',
      ],
    },
    {
      id: 'prices',
      heading: '4. Prices, taxes and surcharges',
      paragraphs: [
        'Prices are those shown for your account when the order is placed, in the currency of your country. Volume tiers apply per order line. Taxes and delivery fees are shown at checkout. Surcharges announced in the store, such as a tariff surcharge for certain buyer groups, apply to orders placed on or after their effective date.',
      ],
    },
    {
      id: 'payment',
      heading: '5. Payment',
      paragraphs: [
        'Orders paid by purchase order are invoiced on the payment terms agreed for your account. Card payments are charged when the order is accepted. Late payment may lead us to suspend further orders.',
      ],
    },
    {
      id: 'delivery',
      heading: '6. Delivery, title and risk',
      paragraphs: [
        'Delivery dates are estimates. Risk passes to you on delivery to the address on the order; title passes when we have received payment in full. Inspect deliveries on arrival and report visible damage or shortages within 5 business days.',
      ],
    },
    {
      id: 'returns',
      heading: '7. Returns and warranty',
      paragraphs: [
        'Returns follow our shipping and returns policy. Products conform to their specifications until their expiry date; if a product does not, we replace it or refund it. This warranty is your sole remedy for non-conforming products, to the extent the law allows.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Liability',
      paragraphs: [
        'Neither party limits liability for death or personal injury caused by its negligence, or for fraud. Otherwise, our total liability for an order is limited to the price of that order, and neither party is liable for indirect or consequential loss.',
      ],
    },
    {
      id: 'law',
      heading: '9. Governing law',
      paragraphs: [
        'These terms are governed by the law of the country of the Kestrel Ridge Medical company that accepts your order, as shown on your order confirmation, and its courts have jurisdiction.',
      ],
    },
  ],
};

translatable({ termsPage });
