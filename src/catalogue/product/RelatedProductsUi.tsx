// A row of related or recommended products under a heading, as product cards. While the products
// load (PX-06-042) a placeholder keeps the row's place; a failed read says so and offers to read
// them again.
import type { ProductCard } from '../../../machines/catalogue/search-results.ts';
import { productLabels } from '../../labels/catalogue.ts';
import { ProductGridUi } from '../ProductGridUi.tsx';

export interface RelatedProductsUiProps {
  idPrefix: string;
  heading: string;
  status?: 'loading' | 'ready' | 'failed';
  cards: ProductCard[];
  currencyIsoCode: string;
  locale: string;
  onOpen?(card: ProductCard, position: number): void;
  onRetry?(): void;
}

export function RelatedProductsUi({ idPrefix, heading, status = 'ready', cards, currencyIsoCode, locale, onOpen, onRetry }: RelatedProductsUiProps) {
  if (status === 'loading') {
    return (
      <div className="related related--loading">
        <p className="visually-hidden">{productLabels.featuredLoading}</p>
        <span className="skeleton related__skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <section className="related" aria-labelledby={`${idPrefix}-heading`}>
        <h2 id={`${idPrefix}-heading`}>{heading}</h2>
        <p>
          {productLabels.featuredFailed}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {productLabels.featuredRetry}
          </button>
        </p>
      </section>
    );
  }
  if (cards.length === 0) return null;
  return (
    <section className="related" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{heading}</h2>
      <ProductGridUi label={heading} items={cards} availability={{}} currencyIsoCode={currencyIsoCode} locale={locale} priorityCount={0} onOpen={onOpen} />
    </section>
  );
}
