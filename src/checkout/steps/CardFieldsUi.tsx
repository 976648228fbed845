// The card's fields (name, number, expiry, security code) with their errors, shared by the checkout's
// payment step and the standing-order set-up popup (PX-08-010, PX-08-011, PX-23-002). The card lives
// only in the caller's state: it goes to the card-token call and nowhere else.
import { HelpTip } from '../../components/help-tip/HelpTip.tsx';
import { expiryYears } from '../../../machines/checkout/card-expiry.ts';
import type { CardErrors, CardField, CardForm } from '../../../machines/checkout/card-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { FieldUi, SelectFieldUi } from '../FieldUi.tsx';
import { TwoColumns } from '../../components/layout/LayoutGrid.tsx';

const MONTHS = Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: String(index + 1).padStart(2, '0') }));

export interface CardFieldsProps {
  /** Prefix of the controls' ids ('card' gives card-name, card-number…). */
  idPrefix: string;
  card: CardForm;
  errors: CardErrors;
  now: Date;
  onChange(field: CardField, value: string): void;
}

export function CardFieldsUi({ idPrefix, card, errors, now, onChange }: CardFieldsProps) {
  const cardText = (field: 'holderName' | 'number' | 'cvv', id: string, label: string, autoComplete: string) => (
    <FieldUi id={`${idPrefix}-${id}`} label={label} error={errors[field]}>
      {(props) => <input {...props} type="text" inputMode={field === 'holderName' ? undefined : 'numeric'} autoComplete={autoComplete} value={card[field]} onChange={(event) => onChange(field, event.target.value)} />}
    </FieldUi>
  );
  return (
    <>
      <p className="checkout-note">{checkoutLabels.cardNotKept}</p>
      {cardText('holderName', 'name', checkoutLabels.cardName, 'cc-name')}
      {cardText('number', 'number', checkoutLabels.cardNumber, 'cc-number')}
      <TwoColumns>
        <SelectFieldUi
          id={`${idPrefix}-expiry-month`}
          label={checkoutLabels.expiryMonth}
          error={errors.expiryMonth}
          autoComplete="cc-exp-month"
          value={card.expiryMonth ?? ''}
          placeholder={checkoutLabels.month}
          options={MONTHS}
          onChange={(value) => onChange('expiryMonth', value)}
        />
        <SelectFieldUi
          id={`${idPrefix}-expiry-year`}
          label={checkoutLabels.expiryYear}
          invalid={Boolean(errors.expiryMonth)}
          autoComplete="cc-exp-year"
          value={card.expiryYear ?? ''}
          placeholder={checkoutLabels.year}
          options={expiryYears(now).map((year) => ({ value: year, label: String(year) }))}
          onChange={(value) => onChange('expiryYear', value)}
        />
      </TwoColumns>
      {cardText('cvv', 'cvv', checkoutLabels.cvv, 'cc-csc')}
      <HelpTip label={checkoutLabels.cvvHelpLabel}>{checkoutLabels.cvvHelp}</HelpTip>
    </>
  );
}
