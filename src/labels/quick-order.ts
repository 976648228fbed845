// Texts of the quick-order page (issue 16); the specification's cart messages stay in machines/constants/.
import { translatable } from '../i18n/translate.ts';

export const quickOrderLabels = {
  heading: 'Quick order',
  intro: 'Order by SKU: type each product’s SKU and quantity, paste a list from a spreadsheet, or upload a CSV file.',
  signIn: 'Sign in to order by SKU for your account.',
  rowsHeading: 'Products',
  sku: 'SKU',
  quantity: 'Quantity',
  skuFor: (row: number) => `SKU, row ${row}`,
  quantityFor: (row: number) => `Quantity, row ${row}`,
  product: 'Product',
  price: 'Unit price',
  status: 'Status',
  remove: 'Remove',
  removeRow: (row: number) => `Remove row ${row}`,
  moreRows: 'Add 5 more rows',
  rowsFull: (max: number) => `A quick order holds at most ${max} products.`,
  looking: 'Looking up…',
  unknown: 'Unknown SKU',
  notOrderable: 'Not orderable',
  inStock: (count: number) => `In stock (${count})`,
  outOfStock: 'Out of stock',
  availabilityUnknown: 'Available to order',
  lookupFailed: 'The products could not be looked up. Check your connection and try again.',
  retryLookup: 'Try again',
  /** `lines`: the line numbers, already joined (fromLinesText). */
  fromLines: (count: number, lines: string) => `From line${count > 1 ? 's' : ''} ${lines}`,
  pasteHeading: 'Paste a list',
  pasteHelp: 'One product a line: SKU and quantity, separated by a comma, tab, semicolon or spaces.',
  pasteLabel: 'SKUs and quantities',
  pasteCheck: 'Check the list',
  uploadHeading: 'Upload a CSV file',
  uploadHelp: 'Columns SKU and quantity; a header row is optional.',
  uploadLabel: 'CSV file',
  uploadFailed: 'The file could not be read. Choose a CSV file and try again.',
  problemsHeading: (count: number) => `${count} line${count === 1 ? '' : 's'} could not be read`,
  problemLine: (lineNumber: number, message: string) => `Line ${lineNumber}: ${message}`,
  problemLineWithText: (lineNumber: number, text: string, message: string) => `Line ${lineNumber} (${text}): ${message}`,
  summary: (ready: number) => `${ready} product${ready === 1 ? '' : 's'} ready to add`,
  addToCart: 'Add to cart',
  adding: 'Adding to cart…',
  failedHeading: (count: number) => `${count} product${count === 1 ? '' : 's'} could not be added`,
  addFailed: 'Nothing was added: the cart could not be reached. Your rows are kept; try again.',
} as const;

// The label functions take strings and numbers only (a catalogue's messages can take no more), so the
// choices and joins that need more are made here, with the labels in use (translated in place).

/** 'From lines 3, 7': where a row's products came from in a pasted list or file. */
export function fromLinesText(lines: readonly number[]): string {
  return quickOrderLabels.fromLines(lines.length, lines.join(', '));
}

/** A line of a pasted list or file that could not be read, quoting the line when it has any text. */
export function problemLineText(lineNumber: number, text: string, message: string): string {
  const quoted = text.trim();
  return quoted ? quickOrderLabels.problemLineWithText(lineNumber, quoted, message) : quickOrderLabels.problemLine(lineNumber, message);
}

translatable({ quickOrderLabels });
