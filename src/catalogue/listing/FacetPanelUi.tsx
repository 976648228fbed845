// Facets of a listing with their counts: distinct values as checkboxes, ranges as a radio group
// with 'Any'. Each change is reported; the listing turns it into a new address.
import type { FacetModel, FacetOption } from '../../../machines/catalogue/search-results.ts';
import { listingLabels } from '../../labels/catalogue.ts';

export interface FacetPanelUiProps {
  idPrefix: string;
  facets: FacetModel[];
  onToggle(facet: FacetModel, option: FacetOption): void;
  onRange(facet: FacetModel, option: FacetOption | null): void;
  disabled?: boolean;
}

export function FacetPanelUi({ idPrefix, facets, onToggle, onRange, disabled = false }: FacetPanelUiProps) {
  return (
    <div className="facets">
      {facets.map((facet, index) => {
        const facetId = `${idPrefix}-facet-${index}`;
        return (
          <details key={facet.id} className="facets__facet" open={index < 4 || facet.selectedCount > 0}>
            <summary className="facets__summary">
              <span>{facet.label}</span>
              {facet.selectedCount > 0 && <span className="facets__selected-count">{facet.selectedCount}</span>}
            </summary>
            <fieldset className="facets__fieldset" disabled={disabled}>
              <legend className="visually-hidden">{facet.label}</legend>
              {facet.type === 'Range' && (
                <div className="facets__option">
                  <input
                    id={`${facetId}-any`}
                    type="radio"
                    name={facetId}
                    checked={facet.selectedCount === 0}
                    onChange={() => onRange(facet, null)}
                  />
                  <label htmlFor={`${facetId}-any`}>{listingLabels.anyRange}</label>
                </div>
              )}
              {facet.options.map((option, optionIndex) => {
                const optionId = `${facetId}-${optionIndex}`;
                return (
                  <div key={option.value} className="facets__option">
                    <input
                      id={optionId}
                      type={facet.type === 'Range' ? 'radio' : 'checkbox'}
                      name={facet.type === 'Range' ? facetId : undefined}
                      checked={option.selected}
                      onChange={() => (facet.type === 'Range' ? onRange(facet, option) : onToggle(facet, option))}
                    />
                    <label htmlFor={optionId}>
                      <span className="facets__option-label">{option.label}</span>{' '}
                      <span className="facets__count">{listingLabels.facetCount(option.count)}</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
