import { translatable } from '../i18n/translate.ts';
import type { ContentPage } from './types.ts';

export const paymentMethodsPage: ContentPage = {
  path: '/payment-methods',
  title: 'Payment options',
  summary: 'Pay by purchase order on your account’s terms, or by credit card.',
  sections: [
    {
      id: 'purchase-order',
      heading: 'Purchase order',
      paragraphs: [
        'Choose purchase order at checkout, enter your PO number and upload the PO document (PDF or image). We invoice on the payment terms agreed for your account, and invoices appear in your account once issued.',
        'Orders above your approval limit may need a colleague’s approval before we receive them; approvers see them under purchase orders to review.',
      ],
    },
    {
      id: 'credit-card',
      heading: 'Credit card',
      paragraphs: [
        'We accept Visa, Mastercard, American Express and Discover. Enter the name on the card, card number, expiry month and year and security code at checkout. Card details go straight to our payment provider and are never stored by the store.',
      ],
    },
    {
      id: 'currencies',
      heading: 'Currencies',
      paragraphs: ['Prices and invoices are in the currency of your country: US dollars, Canadian dollars, euros, Australian dollars or New Zealand dollars.'],
    },
    {
      id: 'tax-exemption',
      heading: 'Tax exemption',
      paragraphs: ['If your organisation is exempt from sales tax, send your exemption certificate to customer service so we can apply it to your account before you order.'],
    },
  ],
};

translatable({ paymentMethodsPage });
