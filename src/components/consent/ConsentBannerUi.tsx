// The consent banner as props (PX-06-023, PX-06-024): a named region docked to the bottom of the
// window with the one-click choices, and a details view with one switch per category (essential on
// and disabled). Behaviour is the consent banner machine's; this renders and reports.
import { useId, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { ConsentChoice } from '../../../machines/consent/consent-choice.ts';
import type { ConsentCategory } from '../../../machines/consent/recommendations-cookie.ts';
import { CONSENT_CATEGORIES, CONSENT_ESSENTIAL_CATEGORY } from '../../../machines/constants/search-toast.ts';
import { consentLabels } from '../../labels/consent.ts';
import './consent-banner.css';

export interface ConsentBannerUiProps {
  view: 'summary' | 'details';
  draft: ConsentChoice;
  labels?: typeof consentLabels;
  /** The privacy policy link (a router link in the app). */
  privacyLink: ReactNode;
  regionRef?: Ref<HTMLElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  customiseRef?: Ref<HTMLButtonElement>;
  firstSwitchRef?: Ref<HTMLInputElement>;
  onAcceptAll(): void;
  onEssentialOnly(): void;
  onCustomise(): void;
  onBack(): void;
  onToggle(category: ConsentCategory): void;
  onSave(): void;
  /** Escape pressed inside the banner. */
  onEscape(): void;
  onFocusEnter?(event: FocusEvent<HTMLElement>): void;
}

export function ConsentBannerUi({
  view,
  draft,
  labels = consentLabels,
  privacyLink,
  regionRef,
  headingRef,
  customiseRef,
  firstSwitchRef,
  onAcceptAll,
  onEssentialOnly,
  onCustomise,
  onBack,
  onToggle,
  onSave,
  onEscape,
  onFocusEnter,
}: ConsentBannerUiProps) {
  const titleId = useId();
  const introId = useId();
  const switchId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.stopPropagation();
    onEscape();
  };
  const optional = CONSENT_CATEGORIES.filter((category) => category !== CONSENT_ESSENTIAL_CATEGORY);
  return (
    <section
      ref={regionRef}
      className="krm-consent"
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="consent-banner"
      data-view={view}
      onKeyDown={onKeyDown}
      onFocus={onFocusEnter}
    >
      <div className="krm-consent__inner page-container">
        <div className="krm-consent__text">
          <h2 id={titleId} ref={headingRef} className="krm-consent__title" tabIndex={-1}>
            {labels.title}
          </h2>
          <p id={introId} className="krm-consent__intro">
            {labels.intro} {privacyLink}
          </p>
        </div>
        {view === 'summary' ? (
          <div className="krm-consent__actions">
            <button type="button" className="button" onClick={onAcceptAll}>
              {labels.acceptAll}
            </button>
            <button type="button" className="button" onClick={onEssentialOnly}>
              {labels.essentialOnly}
            </button>
            <button type="button" ref={customiseRef} className="button button--secondary" onClick={onCustomise}>
              {labels.customise}
            </button>
          </div>
        ) : (
          <form
            className="krm-consent__details"
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            <fieldset className="krm-consent__categories">
              <legend className="krm-consent__legend">{labels.categoriesLegend}</legend>
              {CONSENT_CATEGORIES.map((category) => {
                const essential = category === CONSENT_ESSENTIAL_CATEGORY;
                const inputId = `${switchId}-${category}`;
                const describedBy = `${inputId}-description`;
                return (
                  <div key={category} className="krm-consent__category">
                    <input
                      id={inputId}
                      ref={category === optional[0] ? firstSwitchRef : undefined}
                      type="checkbox"
                      checked={essential || draft[category]}
                      disabled={essential}
                      aria-describedby={describedBy}
                      onChange={() => onToggle(category)}
                    />
                    <label htmlFor={inputId}>
                      {labels.categories[category].name}
                      {essential ? <span className="krm-consent__always"> {labels.alwaysOn}</span> : null}
                    </label>
                    <span id={describedBy} className="krm-consent__description">
                      {labels.categories[category].description}
                    </span>
                  </div>
                );
              })}
            </fieldset>
            <div className="krm-consent__actions">
              <button type="submit" className="button">
                {labels.save}
              </button>
              <button type="button" className="button" onClick={onAcceptAll}>
                {labels.acceptAll}
              </button>
              <button type="button" className="button button--secondary" onClick={onBack}>
                {labels.back}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
