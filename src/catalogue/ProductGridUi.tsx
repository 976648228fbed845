// The grid of repeated product items with its optional empty, error and pagination slots
// (CC-2-017). After 'show more' it moves focus to the first new item (CC-4-023). The first row's
// images load at once, the first with high priority (the likely largest paint); the rest lazily
// (PX-06-043).
import { useEffect, useRef, type ReactNode } from 'react';
import type { Availability } from '../../machines/catalogue/availability.ts';
import type { ProductCard } from '../../machines/catalogue/search-results.ts';
import { imageLoad } from '../../machines/grid/grid-pagination.ts';
import type { HeartState } from '../components/wishlist/HeartButton.tsx';
import { ProductCardUi } from './ProductCardUi.tsx';
import './ProductGrid.css';

export interface ProductGridUiProps {
  items: ProductCard[];
  availability: Record<string, Availability>;
  /** Items whose price or availability is still being read: their places are kept. */
  pending?: { prices: readonly string[]; availability: readonly string[] };
  currencyIsoCode: string;
  locale: string;
  /** The item to move focus to (append mode), reported back once focused. */
  focusItemId?: string | null;
  onFocused?(): void;
  onOpen?(card: ProductCard, position: number): void;
  /** The heart of each card (PX-18-023); absent for a guest. */
  wishlist?: { stateOf(productId: string): HeartState; add(card: ProductCard): void };
  /** How many leading items are above the fold (the first row) and load their images at once. */
  priorityCount?: number;
  label: string;
  empty?: ReactNode;
  error?: ReactNode;
  pagination?: ReactNode;
  headingLevel?: 2 | 3;
}

export function ProductGridUi({
  items,
  availability,
  pending,
  currencyIsoCode,
  locale,
  focusItemId = null,
  onFocused,
  onOpen,
  wishlist,
  priorityCount = 4,
  label,
  empty,
  error,
  pagination,
  headingLevel,
}: ProductGridUiProps) {
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const pendingPrices = new Set(pending?.prices);
  const pendingAvailability = new Set(pending?.availability);

  useEffect(() => {
    if (!focusItemId) return;
    const link = links.current.get(focusItemId);
    if (link) {
      link.focus();
      onFocused?.();
    }
  }, [focusItemId, onFocused]);

  if (error) return <div className="product-grid product-grid--error">{error}</div>;
  if (items.length === 0 && empty) return <div className="product-grid product-grid--empty">{empty}</div>;
  return (
    <div className="product-grid">
      <ul className="product-grid__list" aria-label={label}>
        {items.map((card, index) => (
          <li key={card.key} className="product-grid__item">
            <ProductCardUi
              card={card}
              availability={availability[card.id]}
              currencyIsoCode={currencyIsoCode}
              locale={locale}
              image={imageLoad(index, priorityCount)}
              pricePending={pendingPrices.has(card.id)}
              availabilityPending={pendingAvailability.has(card.id)}
              headingLevel={headingLevel}
              linkRef={(element) => {
                if (element) links.current.set(card.id, element);
                else links.current.delete(card.id);
              }}
              onOpen={() => onOpen?.(card, index + 1)}
              wishlist={wishlist ? { state: wishlist.stateOf(card.id), onAdd: () => wishlist.add(card) } : undefined}
            />
          </li>
        ))}
      </ul>
      {pagination}
    </div>
  );
}
