// Words of the catalogue pages (listings, category and product pages, cart page; the header's search
// box has its own, labels/search.ts). The specification's own messages (cart add toasts, search-for
// text) come from machines/constants.
import type { TaxNote } from '../../machines/catalogue/tax-note.ts';
import type { StandingOrderProblem } from '../../machines/catalogue/standing-order-setup.machine.ts';
import type { QuantityProblem } from '../../machines/pricing/quantity-rule.ts';
import { translatable } from '../i18n/translate.ts';
import { breadcrumbLabels } from './breadcrumbs.ts';

// One number format for every count: toLocaleString makes a new one on each call, and a listing's facets show many counts.
// Made on the first count shown, not when the catalogue's code loads: the first format of a page
// load is slow (the locale's data is read), and the product page's first paint waits for that code.
let wholeNumberFormat: Intl.NumberFormat | undefined;
const wholeNumber = (value: number) => (wholeNumberFormat ??= new Intl.NumberFormat('en-US')).format(value);

export const listingLabels = {
  addToWishlist: (name: string) => `Add ${name} to wishlist`,
  inWishlist: (name: string) => `${name} is in your wishlist`,
  searchHeading: (term: string) => `Results for “${term}”`,
  searchHeadingNoTerm: 'Search',
  searchPrompt: 'Enter a product name, keyword or SKU in the search box.',
  resultsFor: (term: string) => `Products matching ${term}`,
  categoryResults: (name: string) => `Products in ${name}`,
  resultCount: (total: number) => (total === 1 ? '1 product' : `${wholeNumber(total)} products`),
  resultRange: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${wholeNumber(total)}`,
  loading: 'Loading products…',
  emptyTitle: 'No products found',
  emptyText: (term: string) => `Nothing matches “${term}”. Check the spelling, try a SKU, or remove a filter.`,
  emptyNoTerm: 'No products match these filters.',
  errorTitle: 'The products could not be loaded',
  errorText: 'Something went wrong while loading the products. Please try again.',
  retry: 'Try again',
  moreFailed: 'More products could not be loaded.',
  sortLabel: 'Sort by',
  filtersHeading: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  clearFilters: 'Clear all filters',
  anyRange: 'Any',
  facetCount: (count: number) => `(${wholeNumber(count)})`,
  facetOptionLabel: (label: string, count: number) => `${label}, ${wholeNumber(count)} ${count === 1 ? 'product' : 'products'}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  activeFilters: 'Active filters',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLink: (page: number) => `Page ${page}`,
  pageWord: 'Page',
  currentSuffix: ', current page',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  exactSkuMatch: 'Exact SKU match',
  sku: 'SKU',
  listPrice: 'List price',
  yourPrice: 'Your price',
  priceUnavailable: 'Price not available',
  priceLoading: 'Loading the price…',
  chooseOptions: 'Choose options',
  per: (unit: string) => `per ${unit}`,
  subcategories: 'Browse categories',
  ...breadcrumbLabels,
  categoryNotFound: 'Category not found',
} as const;

export const availabilityLabels = {
  inStock: (available: number) => `In stock (${wholeNumber(available)} available)`,
  inStockShort: 'In stock',
  outOfStock: 'Out of stock',
  unknown: 'Availability unknown',
} as const;

export const productLabels = {
  loading: 'Loading product…',
  notFoundTitle: 'Product not found',
  notFoundText: 'This product does not exist or is not available to you.',
  errorTitle: 'The product could not be loaded',
  sku: 'SKU',
  unitOfMeasure: 'Unit of measure',
  description: 'Description',
  specifications: 'Specifications',
  gallery: 'Product images',
  showImage: (index: number, total: number) => `Show image ${index} of ${total}`,
  listPrice: 'List price',
  unitPrice: 'Unit price',
  yourPrice: 'Your price',
  lineTotal: (quantity: number) => `Total for ${wholeNumber(quantity)}`,
  youSave: (amount: string) => `You save ${amount} per unit`,
  priceUnavailable: 'Price not available',
  priceLoading: 'Loading the price…',
  priceFailed: 'The price could not be loaded.',
  priceRetry: 'Load the price again',
  priceNeeded: 'Add to cart needs the price. Load it again above.',
  taxFailed: 'The tax could not be loaded.',
  taxRetry: 'Load the tax again',
  availabilityLoading: 'Checking availability…',
  availabilityFailed: 'Availability could not be loaded.',
  availabilityRetry: 'Load availability again',
  featuredLoading: 'Loading related products…',
  featuredFailed: 'Related products could not be loaded.',
  featuredRetry: 'Load related products again',
  tierTable: 'Volume pricing',
  tierQuantity: 'Quantity',
  tierUnitPrice: 'Unit price',
  tierRange: (lower: number, upper: number) => `${wholeNumber(lower)}–${wholeNumber(upper)}`,
  tierFrom: (lower: number) => `${wholeNumber(lower)}+`,
  currentTier: 'Your tier',
  /** PX-75-003: the tax text of the buyer's market (taxNoteText puts it together). */
  taxIncludedWord: (rate: number, word: string) => `Price includes ${rate}% ${word}`,
  taxIncludedWordNamed: (rate: number, word: string, names: string) => `Price includes ${rate}% ${word} (${names})`,
  taxIncludedNoRate: (word: string) => `Prices include ${word}`,
  taxAdded: (word: string, basis: string) => `${word} is added at checkout, based on the ship-to ${basis}.`,
  /** PX-87-003: a tax-exempt account's line, in one line as the others. */
  taxExemptIncluded: 'Tax-exempt: the tax in this price is taken off',
  taxExemptAdded: 'Tax-exempt: no tax is added at checkout',
  taxWordSalesTax: 'sales tax',
  taxWordGstHst: 'GST/HST',
  taxWordVat: 'VAT',
  taxWordGst: 'GST',
  taxWordTax: 'tax',
  taxBasisState: 'state',
  taxBasisProvince: 'province',
  taxBasisAddress: 'address',
  quantity: 'Quantity',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  quantityMinimum: (minimum: number) => `Minimum ${minimum}`,
  quantityMaximum: (maximum: number) => `maximum ${maximum}`,
  quantityIncrement: (increment: number) => `in steps of ${increment}`,
  addToCart: 'Add to cart',
  adding: 'Adding…',
  chooseVariation: (attributes: string) => `Choose ${attributes} to add to cart`,
  and: 'and',
  outOfStock: 'Out of stock',
  notEnoughStock: (available: number) => `Only ${wholeNumber(available)} available`,
  signInToBuy: 'Sign in to add products to your cart',
  variations: 'Options',
  optionUnavailable: 'Not available',
  combinations: 'Availability of each option',
  wishlistAdd: 'Add to wishlist',
  wishlistAdded: 'In your wishlist',
  wishlistAdding: 'Adding to wishlist…',
  wishlistDefaultName: 'My wishlist',
  signInForWishlist: 'Sign in to save products to a wishlist.',
  signIn: 'Sign in',
  featured: 'Related products',
  bundleComponents: 'In this bundle',
  setComponents: 'In this set',
  componentsLoading: 'Loading what this product includes…',
  componentsFailed: 'What this product includes could not be loaded.',
  componentsRetry: 'Load them again',
  componentsNone: 'No products are listed for it.',
  componentSku: (sku: string) => `SKU ${sku}`,
  componentQuantity: (quantity: string) => `× ${quantity}`,
  componentRequired: '(required)',
  recommendations: 'Recommended for you',
  standingOrder: 'Standing order',
  standingOrderIntro: 'Have this product shipped automatically on a regular schedule.',
  standingOrderSignIn: 'Sign in to set up a standing order.',
  standingOrderEvery: 'Repeat every',
  standingOrderUnit: 'Unit',
  weeks: 'weeks',
  months: 'months',
  firstShipment: 'First shipment date',
  poNumber: 'Purchase order number',
  standingOrderSubmit: 'Set up standing order',
  standingOrderSaving: 'Setting up…',
  standingOrderCreated: 'Standing order scheduled',
  standingOrderFailed: 'The standing order could not be set up.',
  standingOrderNoAddress: 'Add a shipping address to your account before setting up a standing order.',
} as const;

export const cartLabels = {
  heading: 'Your cart',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  errorTitle: 'Your cart could not be loaded',
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  subtotal: 'Subtotal',
  items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  signInForCart: 'Sign in to see your cart.',
} as const;

/** The quantity rule messages (PX-06-012). */
export const quantityProblemLabels = {
  notWholeNumber: 'Enter a whole number.',
  belowMinimum: (minimum: number) => `The minimum quantity is ${minimum}.`,
  aboveMaximum: (maximum: number) => `The maximum quantity is ${maximum}.`,
  notOnIncrement: (increment: number, lower: number) => `This product is sold in steps of ${increment}. Try ${lower}.`,
  notOnIncrementEither: (increment: number, lower: number, higher: number) => `This product is sold in steps of ${increment}. Try ${lower} or ${higher}.`,
};

/** The standing-order form messages (PX-06-040). */
export const standingOrderProblemLabels = {
  interval: 'Enter a whole number from 1 to 52.',
  firstShipmentInPast: 'The first shipment cannot be in the past.',
  firstShipmentMissing: 'Enter a date.',
  poNumberMissing: 'Enter a purchase order number.',
  poNumberTooLong: 'Use at most 80 characters.',
};

/** The platform's booleans in the specification list. */
export const specificationValueLabels = { yes: 'Yes', no: 'No' };

// The functions below pick labels: logic a translation's message cannot hold (arrays, null, empty text).

export function listingEmptyText(term: string): string {
  return term ? listingLabels.emptyText(term) : listingLabels.emptyNoTerm;
}

/** A volume-pricing tier's quantities: '10–49', or '50+' for the last. */
export function tierRangeText(lower: number, upper: number | null): string {
  return upper === null ? productLabels.tierFrom(lower) : productLabels.tierRange(lower, upper);
}

const TAX_WORDS = {
  'sales tax': () => productLabels.taxWordSalesTax,
  'GST/HST': () => productLabels.taxWordGstHst,
  VAT: () => productLabels.taxWordVat,
  GST: () => productLabels.taxWordGst,
  tax: () => productLabels.taxWordTax,
} as const;
const TAX_BASES = { state: () => productLabels.taxBasisState, province: () => productLabels.taxBasisProvince, address: () => productLabels.taxBasisAddress } as const;

/** PX-75-003: the product page's tax line for the buyer's market: included (Gross) or added at checkout (Net). */
export function taxNoteText(note: TaxNote): string {
  if (note.kind === 'exempt') return note.pricesIncludeTax ? productLabels.taxExemptIncluded : productLabels.taxExemptAdded;
  const word = TAX_WORDS[note.word]();
  if (note.kind === 'added') return productLabels.taxAdded(word.charAt(0).toUpperCase() + word.slice(1), TAX_BASES[note.basis]());
  // A treatment named as the word itself ('GST' for GST) is not repeated.
  const named = note.names.filter((name) => name.toLowerCase() !== word.toLowerCase()).join(', ');
  if (note.ratePercentage === null) return productLabels.taxIncludedNoRate(word);
  return named ? productLabels.taxIncludedWordNamed(note.ratePercentage, word, named) : productLabels.taxIncludedWord(note.ratePercentage, word);
}

export function quantityRuleText(minimum: number, maximum: number | null, increment: number): string {
  const parts = [productLabels.quantityMinimum(minimum)];
  if (maximum !== null) parts.push(productLabels.quantityMaximum(maximum));
  if (increment > 1) parts.push(productLabels.quantityIncrement(increment));
  return parts.join(', ');
}

export function chooseVariationText(attributes: string[]): string {
  return productLabels.chooseVariation(attributes.join(` ${productLabels.and} `));
}

/** A component's quantity as a number where it is one ('2.0' reads '2'), else as sent. */
export function componentQuantityText(quantity: string): string {
  return productLabels.componentQuantity(Number.isFinite(Number(quantity)) ? String(Number(quantity)) : quantity);
}

export function quantityProblemText(problem: QuantityProblem): string {
  switch (problem.kind) {
    case 'notWholeNumber':
      return quantityProblemLabels.notWholeNumber;
    case 'belowMinimum':
      return quantityProblemLabels.belowMinimum(problem.minimum);
    case 'aboveMaximum':
      return quantityProblemLabels.aboveMaximum(problem.maximum);
    case 'notOnIncrement':
      return problem.higher === null
        ? quantityProblemLabels.notOnIncrement(problem.increment, problem.lower)
        : quantityProblemLabels.notOnIncrementEither(problem.increment, problem.lower, problem.higher);
  }
}

/** Field values of the specification list: the platform's booleans read as Yes and No. */
export function specificationValue(value: string): string {
  const lower = value.trim().toLowerCase();
  if (lower === 'true') return specificationValueLabels.yes;
  if (lower === 'false') return specificationValueLabels.no;
  return value;
}

export function standingOrderProblemText(problem: StandingOrderProblem): string {
  switch (problem.field) {
    case 'interval':
      return standingOrderProblemLabels.interval;
    case 'firstShipmentDate':
      return problem.kind === 'inPast' ? standingOrderProblemLabels.firstShipmentInPast : standingOrderProblemLabels.firstShipmentMissing;
    case 'poNumber':
      return problem.kind === 'missing' ? standingOrderProblemLabels.poNumberMissing : standingOrderProblemLabels.poNumberTooLong;
  }
}

translatable({ listingLabels, availabilityLabels, productLabels, cartLabels, quantityProblemLabels, standingOrderProblemLabels, specificationValueLabels });
