// The footer's settings: the company, the links used as given (SH-2-061; terms being an external
// document, SH-2-062) and the card brands of the payment column (SH-2-058).

export { company } from './company.ts';

/** Used exactly as given (SH-2-061); terms opens as a separate document (SH-2-062). */
export const footerGivenLinks = {
  terms: '/terms',
  privacy: '/privacy',
  allRightsReserved: '/store-policies#intellectual-property',
} as const;

export const cardBrands = [
  { id: 'visa', name: 'Visa', src: '/assets/card-visa.svg' },
  { id: 'mastercard', name: 'Mastercard', src: '/assets/card-mastercard.svg' },
  { id: 'amex', name: 'American Express', src: '/assets/card-amex.svg' },
  { id: 'discover', name: 'Discover', src: '/assets/card-discover.svg' },
] as const;
