// The product page's content: breadcrumbs, gallery, name, SKU, unit of measure, the buying
// column, description, specifications, then related and recommended products.
import type { ReactNode } from 'react';
import type { Breadcrumb } from '../../../machines/catalogue/breadcrumbs.ts';
import type { MediaItem, Specification } from '../../../machines/catalogue/product-detail.ts';
import { productLabels, specificationValue } from '../../labels/catalogue.ts';
import { BreadcrumbsUi } from '../BreadcrumbsUi.tsx';
import { GalleryUi } from './GalleryUi.tsx';
import './ProductDetail.css';
import { unitWord } from '../../labels/units.ts';

export interface ProductDetailUiProps {
  idPrefix: string;
  name: string;
  sku: string;
  unitOfMeasure: string | null;
  description: string | null;
  specifications: Specification[];
  images: MediaItem[];
  crumbs: Breadcrumb[];
  busy: boolean;
  purchase: ReactNode;
  related?: ReactNode;
}

export function ProductDetailUi({ idPrefix, name, sku, unitOfMeasure, description, specifications, images, crumbs, busy, purchase, related }: ProductDetailUiProps) {
  return (
    <article className="product" aria-busy={busy} aria-labelledby={`${idPrefix}-name`}>
      {crumbs.length > 0 && <BreadcrumbsUi crumbs={crumbs} currentIsLast={false} />}
      <div className="product__top">
        <div className="product__media">
          <GalleryUi images={images} productName={name} />
        </div>
        <div className="product__summary">
          <h1 id={`${idPrefix}-name`} className="product__name">
            {name}
          </h1>
          <dl className="product__facts">
            <div>
              <dt>{productLabels.sku}</dt>
              <dd className="product__sku">{sku}</dd>
            </div>
            {unitOfMeasure && (
              <div>
                <dt>{productLabels.unitOfMeasure}</dt>
                <dd>{unitWord(unitOfMeasure)}</dd>
              </div>
            )}
          </dl>
          {purchase}
        </div>
      </div>
      <div className="product__details">
        {description && (
          <section className="product__section" aria-labelledby={`${idPrefix}-description`}>
            <h2 id={`${idPrefix}-description`}>{productLabels.description}</h2>
            <p className="product__description">{description}</p>
          </section>
        )}
        {specifications.length > 0 && (
          <section className="product__section" aria-labelledby={`${idPrefix}-specifications`}>
            <h2 id={`${idPrefix}-specifications`}>{productLabels.specifications}</h2>
            <dl className="product__specs">
              {specifications.map((specification) => (
                <div key={specification.apiName} className="product__spec">
                  <dt>{specification.label}</dt>
                  <dd>{specificationValue(specification.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
      {related}
    </article>
  );
}
