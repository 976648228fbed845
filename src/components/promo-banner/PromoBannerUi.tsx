// Promo banners as props: each notice with its title and text, in a labelled region. Its styles come
// with PromoBanner.tsx: the build renders this markup for index.html's placeholder too (PX-41-001).
import type { PromoBanner } from '../../../machines/layout/promo-banners.ts';

export interface PromoBannerUiProps {
  banners: readonly PromoBanner[];
  label: string;
  /** The dismiss button's name for a banner (PX-70-009). */
  dismissLabel: (title: string) => string;
  /** Without it (index.html's placeholder copy) the button is drawn, in its place, and does nothing yet. */
  onDismiss?: (id: string) => void;
}

export function PromoBannerUi({ banners, label, dismissLabel, onDismiss }: PromoBannerUiProps) {
  if (banners.length === 0) return null;
  return (
    <section className="promo-banners" aria-label={label} data-testid="promo-banners">
      {banners.map((banner) => (
        <div key={banner.id} className="promo-banner" data-variant={banner.variant ?? 'info'} data-banner-id={banner.id} data-testid="promo-banner">
          <div className="promo-banner__inner page-container">
            <svg className="promo-banner__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M12 3.5 2.8 19.5h18.4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <path d="M12 9.5v4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              <circle cx="12" cy="16.8" r="1.1" fill="currentColor" />
            </svg>
            <p className="promo-banner__text">
              <strong className="promo-banner__title">{banner.title}:</strong> {banner.text}
            </p>
            <button type="button" className="promo-banner__dismiss" aria-label={dismissLabel(banner.title)} onClick={() => onDismiss?.(banner.id)}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
