import { translatable } from '../i18n/translate.ts';
import type { ContentPage } from './types.ts';

export const privacyPage: ContentPage = {
  path: '/privacy',
  title: 'Privacy policy',
  summary: 'How Kestrel Ridge Medical collects, uses and protects information about the people who use this business store.',
  updated: '1 November 2026',
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      paragraphs: [
        'This policy covers the business store and the customer-service contacts linked from it. The store is for business buyers; we do not ask for, and you should not enter, information about patients.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      list: [
        'Account details: your name, job title, business e-mail and telephone number, and the accounts you buy for.',
        'Order details: products, quantities, delivery and billing addresses, purchase-order documents and payment references. Card numbers are handled by our payment provider and never stored by the store.',
        'Usage details: pages viewed, searches and the products you add to carts or wishlists, used to run the store and, with your consent, to improve recommendations.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      list: [
        'To run your account, take and deliver orders, invoice and provide customer service.',
        'To meet legal duties, including medical-device traceability and tax records.',
        'With your consent, to measure how the store is used and to recommend products.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar storage',
      paragraphs: [
        'Essential cookies keep you signed in and protect forms against forgery; the store cannot work without them. Preference, statistics and marketing storage is used only when you agree, and you can change your choice at any time.',
        'The store also keeps a few values in your browser’s session storage, such as the account you are acting for; they are removed when you close the browser or sign out.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share information only with service providers who host the store, process payments and deliver orders, under contracts that limit their use to our instructions, and with authorities where the law requires it. We do not sell personal information.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Order and traceability records are kept for as long as medical-device and tax rules require; account details for as long as the account is open and a reasonable period after. Usage details are kept for at most 24 months.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        'You can ask to see, correct or delete information about you, object to its use, or ask for a copy to take elsewhere, subject to the records we must keep. Write to privacy@kestrelridge.example; we answer within 30 days.',
      ],
    },
  ],
};

translatable({ privacyPage });
