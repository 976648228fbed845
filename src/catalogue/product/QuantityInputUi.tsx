// The quantity input with step buttons, the rule as a hint and the rule's message when the typed
// quantity breaks it.
import type { QuantityProblem, QuantityRule } from '../../../machines/pricing/quantity-rule.ts';
import { productLabels, quantityProblemText, quantityRuleText } from '../../labels/catalogue.ts';
import { ButtonIcon } from '../../components/widgets/ButtonIcon.tsx';

export interface QuantityInputUiProps {
  idPrefix: string;
  text: string;
  rule: QuantityRule;
  problem: QuantityProblem | undefined;
  disabled?: boolean;
  onInput(text: string): void;
  onStep(direction: 1 | -1): void;
}

export function QuantityInputUi({ idPrefix, text, rule, problem, disabled = false, onInput, onStep }: QuantityInputUiProps) {
  const inputId = `${idPrefix}-quantity`;
  const hintId = `${idPrefix}-quantity-hint`;
  const errorId = `${idPrefix}-quantity-error`;
  return (
    <div className="quantity">
      <label className="quantity__label" htmlFor={inputId}>
        {productLabels.quantity}
      </label>
      <div className="quantity__controls">
        <ButtonIcon iconName="utility:dash" alternativeText={productLabels.decrease} variant="container" size="small" className="quantity__step" onClick={() => onStep(-1)} disabled={disabled} aria-controls={inputId} />
        <input
          id={inputId}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              onStep(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <ButtonIcon iconName="utility:add" alternativeText={productLabels.increase} variant="container" size="small" className="quantity__step" onClick={() => onStep(1)} disabled={disabled} aria-controls={inputId} />
      </div>
      <p id={hintId} className="quantity__hint">
        {quantityRuleText(rule.minimum, rule.maximum, rule.increment)}
      </p>
      <p id={errorId} className="quantity__error" aria-live="polite">
        {problem ? quantityProblemText(problem) : ''}
      </p>
    </div>
  );
}
