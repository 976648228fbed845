// PX-18-003: the quick-order list reader, over any list of valid lines, lists with bad lines among
// them, and arbitrary text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvList, parsePastedList } from '../machines/quick-order/parse-lines.ts';

const sku = fc.stringMatching(/^[A-Z]{3}-[A-Z0-9]{1,8}(-[A-Z0-9]{1,3})?$/);
const quantity = fc.integer({ min: 1, max: 99_999 });
const validLines = fc.array(fc.record({ sku, quantity }), { minLength: 1, maxLength: 40 });
const pasteSeparator = fc.constantFrom(',', '\t', ';', ' ', '   ', ', ', ' ;\t');
const lineEnd = fc.constantFrom('\n', '\r\n');

/** Lines that can never be read as a product, each with the problem the reader must name. */
const badLine = fc.oneof(
  fc.constant({ text: ',5', kind: 'missingSku' }),
  quantity.map((n) => ({ text: `;${n}`, kind: 'missingSku' })),
  sku.map((s) => ({ text: `${s},0`, kind: 'badQuantity' })),
  sku.map((s) => ({ text: `${s};2.5`, kind: 'badQuantity' })),
  sku.map((s) => ({ text: `${s}\tlots`, kind: 'badQuantity' })),
  sku.map((s) => ({ text: `${s},-3`, kind: 'badQuantity' })),
  sku.map((s) => ({ text: `${s},2,9`, kind: 'extraFields' })),
);

describe('quick-order list reader (PX-18-003)', () => {
  it('[PX-18-003] any pasted list of valid lines reads back as itself, line numbers included', () => {
    fc.assert(
      fc.property(validLines, pasteSeparator, lineEnd, fc.boolean(), (lines, separator, end, trailingNewline) => {
        const text = lines.map((line) => `${line.sku}${separator}${line.quantity}`).join(end) + (trailingNewline ? end : '');
        const read = parsePastedList(text);
        expect(read.problems).toEqual([]);
        expect(read.lines).toEqual(lines.map((line, index) => ({ lineNumber: index + 1, sku: line.sku, quantity: line.quantity })));
      }),
    );
  });

  it('[PX-18-003] any CSV file of valid lines reads back as itself, with or without a header row', () => {
    fc.assert(
      fc.property(validLines, fc.constantFrom(',', ';', '\t'), lineEnd, fc.boolean(), fc.boolean(), (lines, delimiter, end, header, quoted) => {
        const cell = (value: string) => (quoted ? `"${value}"` : value);
        const rows = lines.map((line) => `${cell(line.sku)}${delimiter}${line.quantity}`);
        const text = [...(header ? [`SKU${delimiter}Quantity`] : []), ...rows].join(end);
        const read = parseCsvList(text);
        const offset = header ? 2 : 1;
        expect(read.problems).toEqual([]);
        expect(read.lines).toEqual(lines.map((line, index) => ({ lineNumber: index + offset, sku: line.sku, quantity: line.quantity })));
      }),
    );
  });

  it('[PX-18-003] every bad line is reported with its line number, and the good lines around it still read', () => {
    const mixed = fc.array(fc.oneof(fc.record({ sku, quantity }).map((good) => ({ good })), badLine.map((bad) => ({ bad }))), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(mixed, fc.constantFrom('paste', 'csv'), (entries, format) => {
        // A CSV file has one delimiter; the bad lines above use ',' ';' and tab, so the CSV case writes them all with commas.
        const texts = entries.map((entry) => ('good' in entry ? `${entry.good.sku},${entry.good.quantity}` : format === 'csv' ? entry.bad.text.replace(/[;\t]/g, ',') : entry.bad.text));
        const read = (format === 'csv' ? parseCsvList : parsePastedList)(texts.join('\n'));
        const expectedProblems = entries.flatMap((entry, index) => ('bad' in entry ? [{ lineNumber: index + 1, kind: entry.bad.kind, text: texts[index] }] : []));
        expect(read.problems.map(({ lineNumber, kind, text }) => ({ lineNumber, kind, text }))).toEqual(expectedProblems);
        expect(read.lines.map((line) => line.lineNumber)).toEqual(entries.flatMap((entry, index) => ('good' in entry ? [index + 1] : [])));
      }),
    );
  });

  it('[PX-18-003] nothing throws on arbitrary text, and every reported line number is a line of the text', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), fc.array(fc.constantFrom('a', '1', ',', ';', '\t', ' ', '"', '\n', '\r', 'SKU', '-'), { maxLength: 200 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(text, (input) => {
        const lineCount = input.split(/\r\n|\r|\n/).length;
        for (const read of [parsePastedList(input), parseCsvList(input)]) {
          for (const entry of [...read.lines, ...read.problems]) {
            expect(Number.isInteger(entry.lineNumber)).toBe(true);
            expect(entry.lineNumber).toBeGreaterThanOrEqual(1);
            expect(entry.lineNumber).toBeLessThanOrEqual(lineCount);
          }
          for (const line of read.lines) expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
        }
      }),
    );
  });
});
