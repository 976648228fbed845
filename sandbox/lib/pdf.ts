// PDF documents of the sandbox (invoices, placeholder purchase orders), laid out with pdfkit: a
// maintained library that writes standard PDF with the built-in Helvetica fonts, so no font files ship.
import PDFDocument from 'pdfkit';

export type PdfKit = InstanceType<typeof PDFDocument>;

/** Renders one A4 document; `draw` lays out its pages. */
export function renderPdf(title: string, draw: (doc: PdfKit) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Kestrel Ridge Medical sandbox' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A one-page document with a line of text (placeholder purchase-order files of the demo data). */
export function placeholderPdf(text: string): Promise<Buffer> {
  return renderPdf(text, (doc) => void doc.font('Helvetica').fontSize(12).text(text));
}
