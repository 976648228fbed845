// Pieces the order history and the invoices list share: the date range fields, the filter buttons,
// and a load failure with Try again.
import type { DateRange } from '../../machines/orders/order-filters.ts';
import { ordersLabels } from '../labels/orders.ts';

export function DateRangeFieldsUi({ range }: { range: DateRange }) {
  return (
    <>
      <label className="account-field">
        <span>{ordersLabels.from}</span>
        <input type="date" name="from" defaultValue={range.from} />
      </label>
      <label className="account-field">
        <span>{ordersLabels.to}</span>
        <input type="date" name="to" defaultValue={range.to} />
      </label>
      <div className="account-filters__actions">
        <button type="submit" className="button">
          {ordersLabels.apply}
        </button>
        <button type="reset" className="button button--secondary">
          {ordersLabels.clear}
        </button>
      </div>
    </>
  );
}

export function LoadFailedUi({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="account-alert" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {ordersLabels.tryAgain}
        </button>
      )}
    </div>
  );
}

/** The form's text fields, trimmed. */
export function formFields(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '').trim();
}
