// The standing-order form of an eligible product: how often, the first shipment date and the
// purchase order number; errors show next to their fields once the shopper tries to submit.
import type { FormEvent } from 'react';
import type { StandingOrderForm, StandingOrderProblem } from '../../../machines/catalogue/standing-order-setup.machine.ts';
import { productLabels, standingOrderProblemText } from '../../labels/catalogue.ts';
import { localMessage } from '../../i18n/translate.ts';

export interface StandingOrderUiProps {
  idPrefix: string;
  form: StandingOrderForm;
  problems: StandingOrderProblem[];
  showProblems: boolean;
  status: 'editing' | 'submitting' | 'done';
  failure: string | null;
  today: string;
  onChange(field: keyof StandingOrderForm, value: string): void;
  onSubmit(): void;
  onAgain(): void;
}

export function StandingOrderUi({ idPrefix, form, problems, showProblems, status, failure, today, onChange, onSubmit, onAgain }: StandingOrderUiProps) {
  const problemOf = (field: StandingOrderProblem['field']) => (showProblems ? problems.find((problem) => problem.field === field) : undefined);
  const field = (name: StandingOrderProblem['field']) => {
    const problem = problemOf(name);
    return {
      id: `${idPrefix}-so-${name}`,
      'aria-invalid': problem !== undefined,
      'aria-describedby': problem ? `${idPrefix}-so-${name}-error` : undefined,
    };
  };
  const error = (name: StandingOrderProblem['field']) => {
    const problem = problemOf(name);
    return problem ? (
      <p id={`${idPrefix}-so-${name}-error`} className="standing-order__error">
        {standingOrderProblemText(problem)}
      </p>
    ) : null;
  };

  if (status === 'done') {
    return (
      <div className="standing-order__done" role="status">
        <p>{productLabels.standingOrderCreated}</p>
        <button type="button" className="button button--secondary" onClick={onAgain}>
          {productLabels.standingOrderSubmit}
        </button>
      </div>
    );
  }

  return (
    <form
      className="standing-order__form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="standing-order__frequency">
        <div className="standing-order__field">
          <label htmlFor={`${idPrefix}-so-interval`}>{productLabels.standingOrderEvery}</label>
          <input {...field('interval')} type="text" inputMode="numeric" value={form.interval} onChange={(event) => onChange('interval', event.target.value)} />
        </div>
        <div className="standing-order__field">
          <label htmlFor={`${idPrefix}-so-unit`}>{productLabels.standingOrderUnit}</label>
          <select id={`${idPrefix}-so-unit`} value={form.unit} onChange={(event) => onChange('unit', event.target.value)}>
            <option value="Weeks">{productLabels.weeks}</option>
            <option value="Months">{productLabels.months}</option>
          </select>
        </div>
      </div>
      {error('interval')}
      <div className="standing-order__field">
        <label htmlFor={`${idPrefix}-so-firstShipmentDate`}>{productLabels.firstShipment}</label>
        <input {...field('firstShipmentDate')} type="date" min={today} value={form.firstShipmentDate} onChange={(event) => onChange('firstShipmentDate', event.target.value)} />
        {error('firstShipmentDate')}
      </div>
      <div className="standing-order__field">
        <label htmlFor={`${idPrefix}-so-poNumber`}>{productLabels.poNumber}</label>
        <input {...field('poNumber')} type="text" autoComplete="off" value={form.poNumber} onChange={(event) => onChange('poNumber', event.target.value)} />
        {error('poNumber')}
      </div>
      {failure && (
        <p className="standing-order__error" role="alert">
          {localMessage(failure)}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={status === 'submitting'}>
        {status === 'submitting' ? productLabels.standingOrderSaving : productLabels.standingOrderSubmit}
      </button>
    </form>
  );
}
