// The variation selector of a variation family: one radio group per attribute; each value shows
// whether its combination exists and is in stock. Choosing a value opens that variation.
import type { VariationModel } from '../../../machines/catalogue/product-detail.ts';
import { availabilityLabels, productLabels } from '../../labels/catalogue.ts';

export interface VariationSelectorUiProps {
  idPrefix: string;
  model: VariationModel;
  onChoose(productId: string): void;
}

export function VariationSelectorUi({ idPrefix, model, onChoose }: VariationSelectorUiProps) {
  return (
    <div className="variations">
      {model.attributes.map((attribute, attributeIndex) => (
        <fieldset key={attribute.apiName} className="variations__attribute">
          <legend className="variations__legend">{attribute.label}</legend>
          <div className="variations__options">
            {attribute.options.map((option, optionIndex) => {
              const id = `${idPrefix}-variation-${attributeIndex}-${optionIndex}`;
              const status =
                option.productId === null
                  ? productLabels.optionUnavailable
                  : option.availability.status === 'outOfStock'
                    ? availabilityLabels.outOfStock
                    : option.availability.status === 'inStock'
                      ? availabilityLabels.inStockShort
                      : '';
              return (
                <div key={option.value} className={`variations__option${option.availability.status === 'outOfStock' ? ' variations__option--out' : ''}`}>
                  <input
                    id={id}
                    type="radio"
                    name={`${idPrefix}-${attribute.apiName}`}
                    value={option.value}
                    checked={option.selected}
                    disabled={option.productId === null}
                    onChange={() => option.productId && onChoose(option.productId)}
                  />
                  <label htmlFor={id}>
                    <span className="variations__value">{option.value}</span>
                    {status && <span className="variations__status">{status}</span>}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
