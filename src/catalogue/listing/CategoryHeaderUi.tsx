// A category page's header: breadcrumbs, name, description, image and the subcategories.
import { Link } from 'react-router';
import { breadcrumbs, categoryHref, categoryPageReference } from '../../../machines/catalogue/breadcrumbs.ts';
import type { ImageData } from '../../../machines/media/image-data.ts';
import { listingLabels } from '../../labels/catalogue.ts';
import { BreadcrumbsUi } from '../BreadcrumbsUi.tsx';
import { CATEGORY_HEADER_IMAGE } from '../../../machines/media/media-path.ts';
import { CatalogueImage } from '../CatalogueImage.tsx';
import type { CategoryPageData } from '../../../machines/catalogue/category-loader.ts';

export interface CategoryHeaderUiProps {
  category: CategoryPageData;
  image: ImageData | undefined;
  onSubcategory?(categoryId: string): void;
}

export function CategoryHeaderUi({ category, image, onSubcategory }: CategoryHeaderUiProps) {
  return (
    <header className="category-header">
      <BreadcrumbsUi crumbs={breadcrumbs(category.path)} />
      <div className="category-header__main">
        <div className="category-header__text">
          <h1>{category.name}</h1>
          {category.description && <p className="category-header__description">{category.description}</p>}
        </div>
        {/* The image's box is held while it is read through content delivery, so nothing moves when it arrives. */}
        {(image || category.image) && (
          <div className="category-header__image">
            {image ? (
              <CatalogueImage src={image.RawUrl} alt={image.AltText} geometry={CATEGORY_HEADER_IMAGE} priority />
            ) : (
              <span aria-hidden="true" data-testid="category-image-pending" style={{ display: 'block', aspectRatio: `${CATEGORY_HEADER_IMAGE.width} / ${CATEGORY_HEADER_IMAGE.height}` }} />
            )}
          </div>
        )}
      </div>
      {category.children.length > 0 && (
        <nav className="category-header__children" aria-label={listingLabels.subcategories}>
          <ul className="category-header__child-list">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link className="category-header__child" to={categoryHref(categoryPageReference(child), child.id, child.name)} onClick={() => onSubcategory?.(child.id)}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
