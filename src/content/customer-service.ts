import { translatable } from '../i18n/translate.ts';
import { STANDING_ORDER_CHANGES } from './store-policies.ts';
import type { ContentPage } from './types.ts';

export const customerServicePage: ContentPage = {
  path: '/customer-service',
  title: 'Customer service',
  summary: 'How we can help with orders, deliveries, accounts and product questions.',
  sections: [
    {
      id: 'how-to-reach-us',
      heading: 'How to reach us',
      paragraphs: [
        'Our regional teams answer by phone and e-mail during local business hours, with specialists for neurology and for sensory products. Find your team on the contact page, or write to support@kestrelridge.example.',
      ],
      links: [{ label: 'Regional contacts', href: '/contactus' }],
    },
    {
      id: 'orders',
      heading: 'Orders and deliveries',
      list: [
        'Change or cancel an order before it ships.',
        'Track a shipment or report a damaged or short delivery.',
        'Arrange a return and get a return authorisation number.',
      ],
    },
    {
      id: 'standing-orders',
      heading: 'Standing orders',
      paragraphs: [STANDING_ORDER_CHANGES],
    },
    {
      id: 'accounts',
      heading: 'Accounts and access',
      list: [
        'Open a business account or add a colleague to an existing one.',
        'Change the accounts a buyer can act for.',
        'Update payment terms, tax exemption or invoice e-mail addresses.',
      ],
    },
    {
      id: 'shopper-assistant',
      heading: 'Shopper assistant',
      paragraphs: [
        'Where it is switched on for your store, the shopper assistant in the header answers product and order questions at any hour and hands over to our team when a person is needed.',
      ],
    },
    {
      id: 'product-support',
      heading: 'Product and clinical support',
      paragraphs: ['Our clinical specialists help with product selection, compatibility with your instruments and instructions for use. Ask for them when you call your regional team.'],
    },
  ],
};

translatable({ customerServicePage });
