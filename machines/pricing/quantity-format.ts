// PX-70-008: a quantity as the store shows numbers. The platform sends quantities as decimal strings
// ('10.0', '1000.0'); pages, PDFs and e-mails show '10' and '1,000' (fractions only where there are some).
const quantityFormats = new Map<string, Intl.NumberFormat>();

export function formatQuantity(quantity: string | number, locale = 'en-US'): string {
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    quantityFormats.set(locale, format);
  }
  const value = Number(quantity);
  return Number.isFinite(value) ? format.format(value) : String(quantity);
}
