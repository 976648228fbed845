// Page links of a listing: previous, numbered pages with gaps, next. Each is a real link to the
// listing's address for that page, so it works without script and can be opened in a new tab.
import { Link } from 'react-router';
import { pageLinks } from '../../../machines/catalogue/search-results.ts';
import { listingLabels } from '../../labels/catalogue.ts';

export interface PaginationUiProps {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  onNavigate?(page: number): void;
}

export function PaginationUi({ page, pageCount, hrefFor, onNavigate }: PaginationUiProps) {
  if (pageCount <= 1) return null;
  const links = pageLinks(page, pageCount);
  return (
    <nav className="pagination" aria-label={listingLabels.pagination}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__link pagination__step" to={hrefFor(page - 1)} onClick={() => onNavigate?.(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> {listingLabels.previousPage}
            </Link>
          ) : (
            <span className="pagination__link pagination__step pagination__link--disabled" aria-hidden="true">
              ‹ {listingLabels.previousPage}
            </span>
          )}
        </li>
        {links.map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.current ? (
                <span className="pagination__link pagination__link--current" aria-current="page">
                  <span className="visually-hidden">{listingLabels.pageWord} </span>
                  {link.page}
                  <span className="visually-hidden">{listingLabels.currentSuffix}</span>
                </span>
              ) : (
                <Link className="pagination__link" to={hrefFor(link.page)} aria-label={listingLabels.pageLink(link.page)} onClick={() => onNavigate?.(link.page)}>
                  {link.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__link pagination__step" to={hrefFor(page + 1)} onClick={() => onNavigate?.(page + 1)} rel="next">
              {listingLabels.nextPage} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__step pagination__link--disabled" aria-hidden="true">
              {listingLabels.nextPage} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
