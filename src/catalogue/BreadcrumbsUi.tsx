// Breadcrumbs of a category path: each crumb links to its category page; the last is the current page.
import { Link } from 'react-router';
import type { Breadcrumb } from '../../machines/catalogue/breadcrumbs.ts';
import { listingLabels } from '../labels/catalogue.ts';

export function BreadcrumbsUi({ crumbs, currentIsLast = true }: { crumbs: Breadcrumb[]; currentIsLast?: boolean }) {
  return (
    <nav className="breadcrumbs" aria-label={listingLabels.breadcrumbs}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to="/">{listingLabels.home}</Link>
        </li>
        {crumbs.map((crumb, index) => {
          const current = currentIsLast && index === crumbs.length - 1;
          return (
            <li key={crumb.id} className="breadcrumbs__item">
              {current ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link to={crumb.href} data-record-id={crumb.id}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
