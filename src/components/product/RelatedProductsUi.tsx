// A row of related or recommended products under a heading, as product cards.
import type { ProductCard } from '../../../machines/catalogue/search-results.ts';
import { ProductGridUi } from '../grid/ProductGridUi.tsx';

export interface RelatedProductsUiProps {
  idPrefix: string;
  heading: string;
  cards: ProductCard[];
  currencyIsoCode: string;
  locale: string;
  onOpen?(card: ProductCard, position: number): void;
}

export function RelatedProductsUi({ idPrefix, heading, cards, currencyIsoCode, locale, onOpen }: RelatedProductsUiProps) {
  if (cards.length === 0) return null;
  return (
    <section className="related" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{heading}</h2>
      <ProductGridUi label={heading} items={cards} availability={{}} currencyIsoCode={currencyIsoCode} locale={locale} priorityCount={0} onOpen={onOpen} />
    </section>
  );
}
