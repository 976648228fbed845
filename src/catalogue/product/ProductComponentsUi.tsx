// The components of a bundle or set (PX-19-005): each child with its image, name (a link to its own
// page), SKU and quantity in one parent, and whether it is required. While they load a line keeps the
// place; a failed read says so and offers to read them again.
import { Link } from 'react-router';
import type { ProductComponent } from '../../../machines/catalogue/product-children.ts';
import { productHref } from '../../../machines/catalogue/search-results.ts';
import { componentQuantityText, productLabels } from '../../labels/catalogue.ts';

export interface ProductComponentsUiProps {
  idPrefix: string;
  kind: 'Bundle' | 'Set';
  status: 'loading' | 'ready' | 'failed';
  components: ProductComponent[];
  onRetry(): void;
}

export function ProductComponentsUi({ idPrefix, kind, status, components, onRetry }: ProductComponentsUiProps) {
  const heading = kind === 'Bundle' ? productLabels.bundleComponents : productLabels.setComponents;
  return (
    <section className="product-components" aria-labelledby={`${idPrefix}-components-heading`} aria-busy={status === 'loading'}>
      <h2 id={`${idPrefix}-components-heading`}>{heading}</h2>
      {status === 'loading' && <p>{productLabels.componentsLoading}</p>}
      {status === 'failed' && (
        <p>
          {productLabels.componentsFailed}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {productLabels.componentsRetry}
          </button>
        </p>
      )}
      {status === 'ready' && components.length === 0 && <p>{productLabels.componentsNone}</p>}
      {status === 'ready' && components.length > 0 && (
        <ul className="product-components__list">
          {components.map((component) => (
            <li key={component.id} className="product-components__item">
              {component.image && <img src={component.image.url} alt="" width={48} height={48} loading="lazy" />}
              <span>
                <Link to={productHref(component.id)}>{component.name}</Link>
                {component.sku && <span className="product-components__sku"> {productLabels.componentSku(component.sku)}</span>}
                {component.quantity && <span> {componentQuantityText(component.quantity)}</span>}
                {component.required && <span> {productLabels.componentRequired}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
