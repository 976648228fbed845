// Pieces the order history and the invoices list share: the filter form with its date range fields and
// buttons, and a load failure with Try again.
import type { ReactNode } from 'react';
import type { DateRange } from '../../machines/orders/order-filters.ts';
import { ordersLabels } from '../labels/orders.ts';

function DateRangeFieldsUi({ range }: { range: DateRange }) {
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

/** A list's filter form: its own fields first, then the date range and the buttons; Clear resets through onClear. */
export function FilterFormUi({ label, range, onFilter, onClear, children }: { label: string; range: DateRange; onFilter(field: (name: string) => string): void; onClear(): void; children?: ReactNode }) {
  return (
    <form
      className="account-filters"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(formFields(event.currentTarget));
      }}
      onReset={(event) => {
        event.preventDefault();
        onClear();
      }}
    >
      {children}
      <DateRangeFieldsUi range={range} />
    </form>
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
function formFields(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '').trim();
}
