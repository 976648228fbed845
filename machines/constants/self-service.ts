// Limits and messages of the self-service pages (issue 16: quick order, lists, address book,
// dashboard). The project's own (PX-18-…); the specification's messages stay in their modules.

/** PX-18-002: the quick-order page starts with five rows and holds at most 100. */
export const QUICK_ORDER_START_ROWS = 5;
export const QUICK_ORDER_MAX_LINES = 100;
/** PX-18-003: a line of a pasted list or a CSV file. */
export const QUICK_ORDER_MESSAGES = {
  missingSku: 'No SKU on this line.',
  badQuantity: (text: string) => `'${text}' is not a quantity: enter a whole number of at least 1.`,
  extraFields: 'Expected a SKU and a quantity only.',
  unknownSku: (sku: string) => `No product found for SKU ${sku}.`,
  /** PX-70-006: what to do about a SKU the store does not know, on its row. */
  unknownSkuHelp: 'Check the SKU against your last order or invoice, or search the store for the product; this row is not added.',
  notOrderable: 'This product cannot be ordered by SKU (choose a variation or contact us).',
  adjusted: (from: number, to: number) => `Quantity changed from ${from} to ${to} to follow the product's purchase quantity rule.`,
  merged: (lineNumbers: readonly number[]) => `Lines ${lineNumbers.join(', ')} name the same SKU; their quantities are added up.`,
  tooMany: (max: number) => `Only the first ${max} products are kept: a quick order holds at most ${max}.`,
  lineLabel: (lineNumber: number) => `Line ${lineNumber}`,
} as const;

/** PX-42-002: the toasts of a wishlist add, from the product page or the grid's heart. */
export const WISHLIST_ADDED_LABEL = 'Added to your wishlist';
export const WISHLIST_ADD_FAILED_LABEL = 'The product could not be added to your wishlist.';
