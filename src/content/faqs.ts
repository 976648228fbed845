import { translatable } from '../i18n/translate.ts';
import { STANDING_ORDER_CHANGES } from './store-policies.ts';
import type { ContentPage } from './types.ts';

export const faqsPage: ContentPage = {
  path: '/faqs',
  title: 'Frequently asked questions',
  summary: 'Answers to the questions clinics ask us most about accounts, ordering, delivery and returns.',
  sections: [
    {
      id: 'accounts',
      heading: 'Accounts and signing in',
      questions: [
        {
          question: 'Who can buy from this store?',
          answer: 'Clinics, hospitals, health systems and authorised distributors with a Kestrel Ridge Medical business account. Anyone can browse the catalogue; prices for your account and ordering need you to sign in.',
        },
        {
          question: 'How do I open a business account?',
          answer: 'Apply through customer service. We review every application; once it is approved you receive an e-mail with your user name and instructions to set your password. If we cannot accommodate a request, we tell you why.',
        },
        {
          question: 'I forgot my password. What now?',
          answer: 'Use “Forgot your password?” on the sign-in page. We e-mail a link that lets you set a new password; it works once, for 24 hours.',
        },
        {
          question: 'I buy for several sites. Do I need several sign-ins?',
          answer: 'No. If your organisation lets you buy for more than one account, open the account menu and switch the account you are acting for. Prices, carts and orders follow the account you choose.',
        },
      ],
    },
    {
      id: 'ordering',
      heading: 'Ordering and prices',
      questions: [
        {
          question: 'Why do some products have a minimum or a step quantity?',
          answer: 'Some supplies ship in sealed multiples, so the quantity you order must respect the minimum, maximum and step shown on the product page — for example probe tips in steps of two boxes.',
        },
        {
          question: 'Do larger orders cost less?',
          answer: 'Many products have volume tiers: the unit price drops once your quantity reaches the next tier. The product page lists the tiers for your account.',
        },
        {
          question: 'Can I pay with a purchase order?',
          answer: 'Yes. Choose purchase order at checkout and upload your PO document, or pay by credit card. See Payment options for details.',
        },
        {
          question: 'What is a standing order?',
          answer: `A standing order repeats a delivery on a fixed rhythm, for example every four weeks. ${STANDING_ORDER_CHANGES}`,
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery and returns',
      questions: [
        {
          question: 'How quickly will my order arrive?',
          answer: 'Ground delivery takes 3–5 business days and Express arrives the next business day for orders placed before the daily cut-off. The fee for each appears at checkout.',
        },
        {
          question: 'Can I return a product?',
          answer: 'Unopened products in their original packaging can be returned within 30 days of delivery. Opened sterile or single-use products cannot be returned unless they are defective. See Shipping and returns.',
        },
        {
          question: 'Why did my cart empty when I changed country?',
          answer: 'Each country has its own catalogue, prices and currency, so changing country or currency clears the cart after you confirm. Products and prices may differ in the new country.',
        },
      ],
    },
  ],
};

translatable({ faqsPage });
