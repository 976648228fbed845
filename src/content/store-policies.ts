import { translatable } from '../i18n/translate.ts';
import type { ContentPage } from './types.ts';

/**
 * PX-69-005: who can cancel a standing order, said once for every page that speaks of it: what its page
 * in the account offers (edit, delay, cancel), and the telephone as well (SH §4: cancellation by phone).
 */
export const STANDING_ORDER_CHANGES =
  'You can edit, delay or cancel a standing order yourself from its page under Standing orders in your account; cancelling stops every order not yet placed. You can also call your regional customer-service number to cancel one.';

export const storePoliciesPage: ContentPage = {
  path: '/store-policies',
  title: 'Store policies',
  summary: 'How accounts, prices, quantities, standing orders and product changes work in this store.',
  sections: [
    {
      id: 'accounts',
      heading: 'Business accounts',
      paragraphs: [
        'The store serves business customers. Applications for a new account are reviewed before the user can sign in. Guests may browse the catalogue and keep a cart, which joins the account’s cart when they sign in.',
      ],
    },
    {
      id: 'buyer-groups',
      heading: 'Prices and buyer groups',
      paragraphs: [
        'Your account belongs to one or more buyer groups that determine its catalogue and prices. Notices that apply to a buyer group, such as surcharges, appear at the top of the store when you are signed in.',
      ],
    },
    {
      id: 'quantities',
      heading: 'Quantity rules',
      paragraphs: ['Some products have a minimum, a maximum and a step quantity per order line; the cart tells you when a quantity needs adjusting.'],
    },
    {
      id: 'standing-orders',
      heading: 'Standing orders',
      paragraphs: [
        `Standing orders ship on the schedule you choose. ${STANDING_ORDER_CHANGES}`,
      ],
    },
    {
      id: 'country-and-currency',
      heading: 'Country and currency',
      paragraphs: [
        'Prices and availability depend on the country you choose. Changing country or currency clears your cart after you confirm, because products and prices may differ.',
      ],
    },
    {
      id: 'product-changes',
      heading: 'Product changes and recalls',
      paragraphs: [
        'We may update product specifications to improve them. When a change affects how a product is used, we say so on the product page and in the instructions for use. If a product is recalled, we contact the buyers of the affected lots directly.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'All rights reserved. The store’s content, product images and documents belong to Kestrel Ridge Medical or its licensors and may be used only to evaluate and order our products.',
      ],
    },
  ],
};

translatable({ storePoliciesPage });
