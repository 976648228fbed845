// Reading a pasted list or a CSV file into quick-order lines (PX-18-003). Pure and total: any text
// gives lines and problems, never an exception. Each line names a SKU and, optionally, a quantity
// (1 when absent); a pasted line may separate them by a comma, a tab, a semicolon or spaces. A first
// row that reads as column headings ('SKU, Quantity') is skipped. CSV files go through papaparse
// (quoted fields, delimiter detection), pasted text through the same per-line check.
import Papa from 'papaparse';
import { QUICK_ORDER_MESSAGES } from '../constants/self-service.ts';

export interface ParsedLine {
  /** 1-based line of the text the line came from. */
  lineNumber: number;
  sku: string;
  quantity: number;
}

type LineProblemKind = 'missingSku' | 'badQuantity' | 'extraFields';

export interface LineProblem {
  lineNumber: number;
  kind: LineProblemKind;
  message: string;
  /** The line as it was written, so the buyer can find it. */
  text: string;
}

export interface ParsedList {
  lines: ParsedLine[];
  problems: LineProblem[];
}

const PASTE_SEPARATOR = /\s*[,;\t]\s*|\s+/;
const WHOLE_NUMBER = /^\d{1,9}$/;
/** A column heading of a product's code, in the words spreadsheets use. */
const HEADING = /^(sku|product( code| id| number)?|item( code| number)?|part( number)?|article( number)?)$/i;

type Cells = { lineNumber: number; text: string; cells: string[] };

function isHeading(row: Cells): boolean {
  const [first = '', second] = row.cells;
  return HEADING.test(first) && (second === undefined || !WHOLE_NUMBER.test(second));
}

function readRow({ lineNumber, text, cells }: Cells): ParsedLine | LineProblem {
  const filled = cells.map((cell) => cell.trim());
  // Trailing empty cells (a spreadsheet's blank columns) say nothing.
  while (filled.length > 0 && filled[filled.length - 1] === '') filled.pop();
  const [sku = '', quantityText, ...rest] = filled;
  if (sku === '') return { lineNumber, kind: 'missingSku', message: QUICK_ORDER_MESSAGES.missingSku, text };
  if (rest.length > 0) return { lineNumber, kind: 'extraFields', message: QUICK_ORDER_MESSAGES.extraFields, text };
  if (quantityText === undefined || quantityText === '') return { lineNumber, sku, quantity: 1 };
  const quantity = Number(quantityText);
  if (!WHOLE_NUMBER.test(quantityText) || quantity < 1) {
    return { lineNumber, kind: 'badQuantity', message: QUICK_ORDER_MESSAGES.badQuantity(quantityText), text };
  }
  return { lineNumber, sku, quantity };
}

function readRows(rows: Cells[]): ParsedList {
  const meaningful = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const body = meaningful.length > 0 && isHeading(meaningful[0]!) ? meaningful.slice(1) : meaningful;
  const lines: ParsedLine[] = [];
  const problems: LineProblem[] = [];
  for (const row of body) {
    const read = readRow(row);
    if ('kind' in read) problems.push(read);
    else lines.push(read);
  }
  return { lines, problems };
}

/** PX-18-003: pasted text, one product a line. */
export function parsePastedList(text: string): ParsedList {
  const rows = text.split(/\r\n|\r|\n/).map((line, index) => ({ lineNumber: index + 1, text: line, cells: line.trim().split(PASTE_SEPARATOR) }));
  return readRows(rows);
}

/** PX-18-003: a CSV file's text (comma, semicolon or tab separated; quoted fields; header optional). */
export function parseCsvList(text: string): ParsedList {
  const rows: Cells[] = [];
  let start = 0;
  let lineNumber = 1;
  try {
    Papa.parse<string[]>(text, {
      delimitersToGuess: [',', ';', '\t'],
      step: (result) => {
        const end = result.meta.cursor;
        const raw = text.slice(start, end);
        rows.push({ lineNumber, text: raw.replace(/\r?\n$|\r$/, ''), cells: result.data.map(String) });
        // A quoted field may span lines: the next row starts after all of them.
        lineNumber += (raw.match(/\r\n|\r|\n/g) ?? []).length;
        start = end;
      },
    });
  } catch {
    // papaparse reports malformed rows in its results; should it throw, the text reads as lines.
    return parsePastedList(text);
  }
  return readRows(rows);
}

/** SKUs match case-insensitively after trimming, as the quick-order call matches them. */
export const skuKey = (sku: string) => sku.trim().toLowerCase();

/** PX-18-004: lines naming the same SKU become one: the first line's spelling, the quantities added. */
export function mergeDuplicates(lines: readonly ParsedLine[]): Array<{ sku: string; quantity: number; lineNumbers: number[] }> {
  const merged = new Map<string, { sku: string; quantity: number; lineNumbers: number[] }>();
  for (const line of lines) {
    const key = skuKey(line.sku);
    const existing = merged.get(key);
    if (existing) {
      existing.quantity += line.quantity;
      existing.lineNumbers.push(line.lineNumber);
    } else merged.set(key, { sku: line.sku.trim(), quantity: line.quantity, lineNumbers: [line.lineNumber] });
  }
  return [...merged.values()];
}
